import { lazy } from 'react'
import type { DashboardPanels } from '../features/console/dashboard-page.tsx'
import { DASHBOARD_MESSAGES } from '../features/console/dashboard-tabs.ts'
import { ProtectedRoute } from './protected-route.tsx'

const DashboardPage = lazy(() => import('../features/console/dashboard-page.tsx'))
const BoardPanel = lazy(() => import('../features/board/board-panel.tsx'))
const YelRoomPanel = lazy(() => import('../features/rooms/yel-room-panel.tsx'))
const JulModeConsolePanel = lazy(() => import('../features/julmode/julmode-panel.tsx'))

/**
 * Composition of the console (001 §2): each tab's screen comes from the feature that owns it, so
 * features never import each other. Tabs without an entry show their placeholder.
 */
const PANELS: DashboardPanels = {
  julboard: BoardPanel,
  yelroom: YelRoomPanel,
  julmode: JulModeConsolePanel,
}

export function DashboardRoute() {
  return (
    <ProtectedRoute loadingText={DASHBOARD_MESSAGES.loading} redirectingText={DASHBOARD_MESSAGES.redirecting}>
      <DashboardPage panels={PANELS} />
    </ProtectedRoute>
  )
}
