import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import {
  CapitalReadinessScreen,
  CardDetailScreen,
  HomeScreen,
  InboxScreen,
  MediaScreen,
  MobileNotFound,
  QuickAddScreen,
  SettingsScreen,
  YelRoomScreen,
} from '../features/mobile/mobile-screens.tsx'

const SparksRoute = lazy(() => import('../features/sparks/sparks-route.tsx'))
const SessionRecapPage = lazy(() =>
  import('../features/sessions/session-recap-page.tsx').then((m) => ({ default: m.SessionRecapPage })),
)

/** The Home → Sessions sub-tab, where the recap's Back link and not-found redirect lead. */
const SESSIONS_LIST_PATH = '/app/home?view=sessions'

/** Session recap (console engineer) with its capture slot; QuickCapture (mobile engineer) fills it once it lands. */
function SessionRecapRoute() {
  return <SessionRecapPage sessionsPath={SESSIONS_LIST_PATH} capture={() => null} />
}

/**
 * Composition of the mobile shell's routes (002 §2.1): each screen comes from the feature that owns
 * it, so features never import each other. Capital-readiness routes exist only with the local flag.
 */
export function MobileRoutes({ capitalReadiness }: { capitalReadiness: boolean }) {
  return (
    <Routes>
      <Route index element={<Navigate to="home" replace />} />
      <Route path="home" element={<HomeScreen />} />
      <Route path="julboard" element={<HomeScreen />} />
      <Route path="julboard/card/:cardId" element={<CardDetailScreen />} />
      <Route path="sessions/:sessionId" element={<SessionRecapRoute />} />
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
  )
}
