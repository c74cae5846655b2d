import { lazy, Suspense, useCallback, useState } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { LoadingFallback } from '../../ui/loading-fallback.tsx'
import { OfflineBanner } from '../sync-status/offline-banner.tsx'
import { AuthPrompt, type DemoSignIn } from './auth-prompt.tsx'
import { BottomTabs } from './bottom-tabs.tsx'
import { MobileErrorBoundary } from './mobile-error-boundary.tsx'
import { MobileHeader } from './mobile-header.tsx'
import {
  CapitalReadinessScreen,
  CardDetailScreen,
  HomeScreen,
  InboxScreen,
  MediaScreen,
  MobileNotFound,
  QuickAddScreen,
  SessionRecapScreen,
  SettingsScreen,
  YelRoomScreen,
} from './mobile-screens.tsx'
import { SplashScreen } from './splash-screen.tsx'

const SparksRoute = lazy(() => import('./sparks-route.tsx'))

export interface MobileShellProps {
  status: 'loading' | 'signed-in' | 'signed-out'
  signIn: DemoSignIn
  /** The local beta flag for the capital readiness report (spec 002 §2.1). */
  capitalReadiness: boolean
}

function isEmbedded(): boolean {
  try {
    return window.self !== window.top
  } catch {
    return true
  }
}

/** Spec 002 §2.2: splash first, then the sign-in prompt without a user, then the console in a boundary. */
export default function MobileShell({ status, signIn, capitalReadiness }: MobileShellProps) {
  const [splashDone, setSplashDone] = useState(false)
  const finishSplash = useCallback(() => setSplashDone(true), [])

  if (!splashDone) return <SplashScreen onDone={finishSplash} />
  if (status === 'loading') return <LoadingFallback />
  if (status === 'signed-out') return <AuthPrompt signIn={signIn} />

  return (
    <MobileErrorBoundary>
      <div className="mobile-shell">
        <MobileHeader />
        <OfflineBanner />
        <main className="mobile-main">
          <Suspense fallback={<LoadingFallback />}>
            <Routes>
              <Route index element={<Navigate to="home" replace />} />
              <Route path="home" element={<HomeScreen />} />
              <Route path="julboard" element={<HomeScreen />} />
              <Route path="julboard/card/:cardId" element={<CardDetailScreen />} />
              <Route path="sessions/:sessionId" element={<SessionRecapScreen />} />
              <Route path="quickadd" element={<QuickAddScreen />} />
              <Route path="media" element={<MediaScreen />} />
              <Route path="yelroom" element={<YelRoomScreen />} />
              <Route path="sparks" element={<SparksRoute />} />
              <Route path="settings" element={<SettingsScreen />} />
              <Route path="inbox" element={<InboxScreen />} />
              {capitalReadiness && (
                <>
                  <Route path="capital-readiness" element={<CapitalReadinessScreen />} />
                  <Route path="capital-readiness/analytics" element={<CapitalReadinessScreen />} />
                  <Route path="capital-readiness/workflows" element={<CapitalReadinessScreen />} />
                </>
              )}
              <Route path="*" element={<MobileNotFound />} />
            </Routes>
          </Suspense>
        </main>
        <BottomTabs embedded={isEmbedded()} />
      </div>
    </MobileErrorBoundary>
  )
}
