import { type ReactNode, Suspense } from 'react'
import { ErrorBoundary } from '../../ui/error-boundary.tsx'
import { useFirstScreenUp } from './first-screen.ts'

/**
 * A lazy part with no screen of its own (the toaster, the capture-context tracker): rendered once the
 * first screen is up, and left out when its code cannot load — offline on a first visit, before the
 * service worker cached it — instead of taking the screen with it. The chunk-error reload brings it
 * back once the network holds (`reloadWhenOnline`).
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const up = useFirstScreenUp()
  if (!up) return null
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  )
}
