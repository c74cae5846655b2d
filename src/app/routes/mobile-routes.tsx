import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { QuickCapture } from '../../features/capture/quick-capture.tsx'
import { MobileNotFound } from '../../features/mobile/mobile-screens.tsx'

const CapitalReadinessScreen = lazy(
  () => import('../../features/capital-readiness/capital-readiness-screen.tsx'),
)
const SparksScreen = lazy(() => import('../../features/sparks/sparks-screen.tsx'))
const MobileHome = lazy(() => import('./mobile-home-route.tsx'))
const QuickAddScreen = lazy(() => import('../../features/capture/quick-add-screen.tsx'))
const InboxScreen = lazy(() => import('../../features/capture/inbox-screen.tsx'))
const MediaLibraryScreen = lazy(() => import('../../features/media/media-library-screen.tsx'))
const AppSettingsRoute = lazy(() =>
  import('./settings-composition.tsx').then((module) => ({ default: module.AppSettingsRoute })),
)
const SessionRecapPage = lazy(() =>
  import('../../features/sessions/session-recap-page.tsx').then((m) => ({ default: m.SessionRecapPage })),
)
const CardDetailPage = lazy(() =>
  import('../../features/board/card-detail-page.tsx').then((m) => ({ default: m.CardDetailPage })),
)
const YelRoomScreen = lazy(() =>
  import('../../features/rooms/yel-room-screen.tsx').then((m) => ({ default: m.YelRoomScreen })),
)

/** The Home → Sessions sub-tab, where the recap's Back link and not-found redirect lead. */
const SESSIONS_LIST_PATH = '/app/home?view=sessions'

/** Session recap (console engineer) with its capture slot filled by QuickCapture (002 §2.5: tagged 'session'). */
function SessionRecapRoute() {
  return (
    <SessionRecapPage
      sessionsPath={SESSIONS_LIST_PATH}
      capture={(session) => (
        <QuickCapture
          context={{ type: 'session_recap', sessionId: session.id, sessionTitle: session.title }}
        />
      )}
    />
  )
}

/** Card detail (board engineer) with its Notes capture attached to the card (002 §2.4). */
function CardDetailRoute() {
  return (
    <CardDetailPage
      capture={(card) => (
        <QuickCapture context={{ type: 'julboard_card', cardId: card.id, cardTitle: card.title }} />
      )}
    />
  )
}

/**
 * Composition of the mobile shell's routes (002 §2.1): each screen comes from the feature that owns
 * it, so features never import each other. Capital-readiness routes exist only with the local flag.
 */
export function MobileRoutes({ capitalReadiness }: { capitalReadiness: boolean }) {
  return (
    <Routes>
      <Route index element={<Navigate to="home" replace />} />
      <Route path="home" element={<MobileHome />} />
      <Route path="julboard" element={<MobileHome />} />
      <Route path="julboard/card/:cardId" element={<CardDetailRoute />} />
      <Route path="sessions/:sessionId" element={<SessionRecapRoute />} />
      <Route path="quickadd" element={<QuickAddScreen />} />
      <Route path="media" element={<MediaLibraryScreen />} />
      <Route path="yelroom" element={<YelRoomScreen />} />
      <Route path="sparks" element={<SparksScreen />} />
      <Route path="settings" element={<AppSettingsRoute />} />
      <Route path="inbox" element={<InboxScreen />} />
      {capitalReadiness && (
        <>
          <Route path="capital-readiness" element={<CapitalReadinessScreen view="report" />} />
          <Route path="capital-readiness/analytics" element={<CapitalReadinessScreen view="analytics" />} />
          <Route path="capital-readiness/workflows" element={<CapitalReadinessScreen view="workflows" />} />
        </>
      )}
      <Route path="*" element={<MobileNotFound />} />
    </Routes>
  )
}
