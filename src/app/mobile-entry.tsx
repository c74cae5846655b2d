import { lazy, Suspense, useEffect } from 'react'
import type { AuthStatus } from '../data/auth.ts'
import type { DemoSignIn } from '../features/mobile/auth-prompt.tsx'
import { MobileGate } from '../features/mobile/mobile-gate.tsx'
import { LoadingFallback } from '../ui/loading-fallback.tsx'
import { firstScreenShown } from './first-screen.ts'

const loadMobileApp = () => import('./mobile-app.tsx')
const MobileApp = lazy(loadMobileApp)

/**
 * The /app shell's first chunk: the splash and the sign-in prompt (002 §2.2). The shell with its screens,
 * Dexie and the live queries (mobile-app.tsx) loads only for a member: during the splash when a stored
 * session signs in, otherwise after the sign-in.
 */
export default function MobileEntry({
  status,
  signIn,
  capitalReadiness,
}: {
  status: AuthStatus
  signIn: DemoSignIn
  capitalReadiness: boolean
}) {
  // 'loading' is every visit's first answer, a stored session's or not: only a member loads the shell.
  useEffect(() => {
    if (status === 'signed-in') void loadMobileApp().catch(() => undefined)
  }, [status])
  return (
    <MobileGate status={status} signIn={signIn} onSplashDone={firstScreenShown}>
      <Suspense fallback={<LoadingFallback />}>
        <MobileApp capitalReadiness={capitalReadiness} />
      </Suspense>
    </MobileGate>
  )
}
