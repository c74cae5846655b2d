import { lazy, Suspense } from 'react'
import type { DashboardPanels } from '../features/console/dashboard-page.tsx'
import { DASHBOARD_MESSAGES } from '../features/console/dashboard-tabs.ts'
import { ProtectedRoute } from './protected-route.tsx'

const DashboardPage = lazy(() => import('../features/console/dashboard-page.tsx'))
const ConsoleFloating = lazy(() => import('./console-floating.tsx'))

/**
 * Composition of the console (001 §2): each tab's screen comes from the feature that owns it, so
 * features never import each other. Tabs without an entry show their placeholder.
 */
const PANELS: DashboardPanels = {
  settings: lazy(() => import('./settings-composition.tsx')),
}

export function DashboardRoute() {
  return (
    <ProtectedRoute loadingText={DASHBOARD_MESSAGES.loading} redirectingText={DASHBOARD_MESSAGES.redirecting}>
      <DashboardPage
        panels={PANELS}
        floating={
          <Suspense fallback={null}>
            <ConsoleFloating />
          </Suspense>
        }
      />
    </ProtectedRoute>
  )
}
