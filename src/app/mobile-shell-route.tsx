import { lazy, Suspense } from 'react'
import { useAuth } from '../data/auth.ts'
import { ContextTracker } from '../features/capture/context-tracker.tsx'
import { isLocalFlagEnabled, LOCAL_FLAGS } from '../lib/feature-flags.ts'
import { ErrorBoundary } from '../ui/error-boundary.tsx'
import { LoadingFallback } from '../ui/loading-fallback.tsx'
import { MobileRoutes } from './mobile-routes.tsx'

const MobileShell = lazy(() => import('../features/mobile/mobile-shell.tsx'))

/** Spec 002 §2.2: when the mobile shell itself cannot load, this fallback screen shows instead. */
export function MobileUnavailable() {
  return (
    <main className="mobile-crash" role="alert">
      <h1>Mobile features temporarily unavailable</h1>
      <a href="/">Open the website</a>
    </main>
  )
}

export function MobileShellRoute() {
  const auth = useAuth()
  return (
    <ErrorBoundary fallback={() => <MobileUnavailable />}>
      <Suspense fallback={<LoadingFallback />}>
        <MobileShell status={auth.status} signIn={auth.signIn}>
          <MobileRoutes
            capitalReadiness={isLocalFlagEnabled(window.localStorage, LOCAL_FLAGS.capitalReadiness)}
          />
        </MobileShell>
      </Suspense>
      <ContextTracker />
    </ErrorBoundary>
  )
}
