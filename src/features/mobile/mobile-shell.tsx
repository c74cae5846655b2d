import { type ReactNode, Suspense, useCallback, useState } from 'react'
import { OfflineBanner } from '../../data/offline-banner.tsx'
import { MobileContent, MobileFrame } from '../../ui/layouts/mobile.tsx'
import { LoadingFallback } from '../../ui/loading-fallback.tsx'
import { AuthPrompt, type DemoSignIn } from './auth-prompt.tsx'
import { BottomTabs } from './bottom-tabs.tsx'
import { MobileErrorBoundary } from './mobile-error-boundary.tsx'
import { MobileHeader } from './mobile-header.tsx'
import { SplashScreen } from './splash-screen.tsx'

export interface MobileShellProps {
  status: 'loading' | 'signed-in' | 'signed-out'
  signIn: DemoSignIn
  /** The /app/* routes and their screens, composed by src/app (002 §2.1). */
  children: ReactNode
}

function isEmbedded(): boolean {
  try {
    return window.self !== window.top
  } catch {
    return true
  }
}

/** Spec 002 §2.2: splash first, then the sign-in prompt without a user, then the console in a boundary. */
export default function MobileShell({ status, signIn, children }: MobileShellProps) {
  const [splashDone, setSplashDone] = useState(false)
  const finishSplash = useCallback(() => setSplashDone(true), [])

  if (!splashDone) return <SplashScreen onDone={finishSplash} />
  if (status === 'loading') return <LoadingFallback />
  if (status === 'signed-out') return <AuthPrompt signIn={signIn} />

  return (
    <MobileErrorBoundary>
      <MobileFrame>
        <MobileHeader />
        <OfflineBanner />
        <MobileContent>
          <Suspense fallback={<LoadingFallback />}>{children}</Suspense>
        </MobileContent>
        <BottomTabs embedded={isEmbedded()} />
      </MobileFrame>
    </MobileErrorBoundary>
  )
}
