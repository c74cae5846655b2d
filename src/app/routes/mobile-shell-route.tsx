import { lazy, Suspense } from 'react'
import { useAuth } from '../../data/auth.ts'
import { isLocalFlagEnabled, LOCAL_FLAGS } from '../../lib/feature-flags.ts'
import { Button } from '../../ui/button.tsx'
import { ErrorBoundary } from '../../ui/error-boundary.tsx'
import { LoadingFallback } from '../../ui/loading-fallback.tsx'
import { AfterFirstScreen } from '../boot/after-first-screen.tsx'
import { preloadable } from '../boot/preloadable.tsx'

/** Preloaded by main.tsx when the first address is under /app (preloadRoute in routes.tsx). */
export const MobileEntry = preloadable(() => import('./mobile-entry.tsx'))
const ContextTracker = lazy(() =>
  import('../../features/capture/context-tracker.tsx').then((m) => ({ default: m.ContextTracker })),
)

/** Spec 002 §2.2: when the mobile shell itself cannot load, this fallback screen shows instead. */
export function MobileUnavailable() {
  return (
    <main className="grid min-h-dvh place-content-center gap-4 p-6 text-center" role="alert">
      <h1 className="text-xl font-semibold">Mobile features temporarily unavailable</h1>
      <Button asChild variant="outline">
        <a href="/">Open the website</a>
      </Button>
    </main>
  )
}

export function MobileShellRoute() {
  const auth = useAuth()
  return (
    <ErrorBoundary fallback={() => <MobileUnavailable />}>
      <Suspense fallback={<LoadingFallback />}>
        <MobileEntry
          status={auth.status}
          signIn={auth.signIn}
          capitalReadiness={isLocalFlagEnabled(window.localStorage, LOCAL_FLAGS.capitalReadiness)}
        />
      </Suspense>
      {/* Context detection never disturbs the screen (002 §8), not even when its code cannot load. */}
      <AfterFirstScreen>
        <ContextTracker />
      </AfterFirstScreen>
    </ErrorBoundary>
  )
}
