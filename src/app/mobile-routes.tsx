import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import {
  CapitalReadinessScreen,
  HomeScreen,
  InboxScreen,
  MediaScreen,
  MobileNotFound,
  QuickAddScreen,
} from '../features/mobile/mobile-screens.tsx'

const SparksRoute = lazy(() => import('../features/sparks/sparks-route.tsx'))
const AppSettingsRoute = lazy(() =>
  import('./settings-composition.tsx').then((module) => ({ default: module.AppSettingsRoute })),
)
const SessionRecapPage = lazy(() =>
  import('../features/sessions/session-recap-page.tsx').then((m) => ({ default: m.SessionRecapPage })),
)

/** The Home → Sessions sub-tab, where the recap's Back link and not-found redirect lead. */
const SESSIONS_LIST_PATH = '/app/home?view=sessions'

/** Session recap (console engineer) with its capture slot; QuickCapture (mobile engineer) fills it once it lands. */
function SessionRecapRoute() {
  return <SessionRecapPage sessionsPath={SESSIONS_LIST_PATH} capture={() => null} />
}

const MobileYelRoom = lazy(() =>
  import('../features/rooms/mobile-yel-room.tsx').then((m) => ({ default: m.MobileYelRoom })),
)
const CardDetailPage = lazy(() =>
  import('../features/board/card-detail-page.tsx').then((m) => ({ default: m.CardDetailPage })),
)

const MobileBoard = lazy(() =>
  import('../features/board/mobile-board.tsx').then((m) => ({ default: m.MobileBoard })),
)

/** The card page's quick capture (002 §2.4); the capture feature's QuickCapture fills it once it lands. */
const cardCapture = () => null

/** The Board's Agreements sub-tab (002 §2.3): the member's proposals with the all/draft/active/agreed filter. */
const MobileAgreements = lazy(() =>
  import('../features/agreements/mobile-agreements.tsx').then((m) => ({ default: m.MobileAgreements })),
)

/**
 * /app/julboard shows the board until the mobile Home (whose Board sub-tab takes MobileBoard as its
 * `board` prop) lands; then both routes render Home again (002 §2.1).
 */
function BoardScreen() {
  return (
    <section className="grid gap-4 p-4" aria-labelledby="board-title">
      <h1 id="board-title" className="text-xl font-semibold tracking-tight">
        JUL Board
      </h1>
      <MobileBoard agreements={MobileAgreements} />
    </section>
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
      <Route path="home" element={<HomeScreen />} />
      <Route path="julboard" element={<BoardScreen />} />
      <Route path="julboard/card/:cardId" element={<CardDetailPage capture={cardCapture} />} />
      <Route path="sessions/:sessionId" element={<SessionRecapRoute />} />
      <Route path="quickadd" element={<QuickAddScreen />} />
      <Route path="media" element={<MediaScreen />} />
      <Route path="yelroom" element={<MobileYelRoom />} />
      <Route path="sparks" element={<SparksRoute />} />
      <Route path="settings" element={<AppSettingsRoute />} />
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
