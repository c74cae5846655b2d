export default function MobileShell() {
  return (
    <main className="page">
      <h1>JUL</h1>
      <p>Stay Aligned. Move Faster.</p>
    </main>
  )
}
