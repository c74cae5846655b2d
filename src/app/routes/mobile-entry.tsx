import { lazy, Suspense, useEffect, useState } from 'react'
import type { AuthStatus } from '../../data/auth.ts'
import type { DemoSignIn } from '../../features/mobile/auth-prompt.tsx'
import { MobileGate } from '../../features/mobile/mobile-gate.tsx'
import { LoadingFallback } from '../../ui/loading-fallback.tsx'
import { firstScreenShown } from '../boot/first-screen.ts'
import { servesPath } from '../prerender/document.ts'

const loadMobileApp = () => import('./mobile-app.tsx')
const MobileApp = lazy(loadMobileApp)

/**
 * Since when the splash has been on screen (the performance clock): a page opened under /app had it
 * painted by the build's HTML before any script ran, so 002 §2.2's 1.7 s count from that first paint;
 * when the app shows it later (from the website, or back into /app), from now.
 */
function splashOnScreenSince(): number | undefined {
  const root = document.getElementById('root')
  if (splashShown || !servesPath(root?.dataset.prerendered, window.location.pathname)) return undefined
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime
}

let splashShown = false
function splashDone() {
  splashShown = true
  firstScreenShown()
}

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
  const [splashSince] = useState(splashOnScreenSince)
  // 'loading' is every visit's first answer, a stored session's or not: only a member loads the shell.
  useEffect(() => {
    if (status === 'signed-in') void loadMobileApp().catch(() => undefined)
  }, [status])
  return (
    <MobileGate status={status} signIn={signIn} onSplashDone={splashDone} splashSince={splashSince}>
      <Suspense fallback={<LoadingFallback />}>
        <MobileApp capitalReadiness={capitalReadiness} />
      </Suspense>
    </MobileGate>
  )
}
