import { lazy } from 'react'
import type { DashboardPanels } from '../features/console/dashboard-page.tsx'
import { DASHBOARD_MESSAGES } from '../features/console/dashboard-tabs.ts'
import { ProtectedRoute } from './protected-route.tsx'

const DashboardPage = lazy(() => import('../features/console/dashboard-page.tsx'))

/**
 * Composition of the console (001 §2): each tab's screen comes from the feature that owns it, so
 * features never import each other. Tabs without an entry show their placeholder.
 */
const PANELS: DashboardPanels = {
  quickadd: lazy(() => import('../features/capture/console-quick-add.tsx')),
  media: lazy(() => import('../features/media/console-media.tsx')),
}

export function DashboardRoute() {
  return (
    <ProtectedRoute loadingText={DASHBOARD_MESSAGES.loading} redirectingText={DASHBOARD_MESSAGES.redirecting}>
      <DashboardPage panels={PANELS} />
    </ProtectedRoute>
  )
}
