/**
 * The /app/sparks route element. The JUL Sparks feed (spec 002 §2.10) lives in src/features/sparks;
 * its engineer replaces this body with the feed component.
 */
export default function SparksRoute() {
  return (
    <section className="mobile-screen">
      <h2>JUL Sparks</h2>
      <p>Short updates from your advisor and your own notes.</p>
    </section>
  )
}
