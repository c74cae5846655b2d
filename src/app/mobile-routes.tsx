import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import {
  CapitalReadinessScreen,
  HomeScreen,
  InboxScreen,
  MediaScreen,
  MobileNotFound,
  QuickAddScreen,
  SessionRecapScreen,
  SettingsScreen,
} from '../features/mobile/mobile-screens.tsx'

const SparksRoute = lazy(() => import('../features/sparks/sparks-route.tsx'))
const MobileYelRoom = lazy(() =>
  import('../features/rooms/mobile-yel-room.tsx').then((m) => ({ default: m.MobileYelRoom })),
)
const CardDetailPage = lazy(() =>
  import('../features/board/card-detail-page.tsx').then((m) => ({ default: m.CardDetailPage })),
)

/** The card page's quick capture (002 §2.4); the capture feature's QuickCapture fills it once it lands. */
const cardCapture = () => null

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
      <Route path="julboard/card/:cardId" element={<CardDetailPage capture={cardCapture} />} />
      <Route path="sessions/:sessionId" element={<SessionRecapScreen />} />
      <Route path="quickadd" element={<QuickAddScreen />} />
      <Route path="media" element={<MediaScreen />} />
      <Route path="yelroom" element={<MobileYelRoom />} />
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
