/** Spec 000 §2.1: lazily loaded pages show 'Loading...' while their chunk arrives. */
export function LoadingFallback() {
  return (
    <div className="loading-fallback" role="status" aria-live="polite">
      Loading...
    </div>
  )
}
