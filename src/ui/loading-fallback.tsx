import { Spinner } from './spinner.tsx'

/**
 * Spec 000 §2.1: lazily loaded pages show 'Loading...' while their chunk arrives. The class
 * `loading-fallback` is a hook for the PWA tests (they wait until no fallback is left in #root).
 */
export function LoadingFallback({ text = 'Loading...' }: { text?: string }) {
  return (
    <div
      className="loading-fallback flex flex-1 items-center justify-center gap-2 p-8 text-sm text-muted-foreground"
      role="status"
      aria-live="polite"
    >
      <Spinner />
      {text}
    </div>
  )
}
