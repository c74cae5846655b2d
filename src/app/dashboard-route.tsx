import { useLiveQuery } from 'dexie-react-hooks'
import { lazy } from 'react'
import { useAuth } from '../features/auth/use-auth.ts'
import { DASHBOARD_MESSAGES } from '../features/console/dashboard-tabs.ts'
import { canEditDesktop, desktopTierFrom } from '../lib/tiers.ts'
import { ProtectedRoute } from './protected-route.tsx'
import { useSyncClient } from './sync-context.ts'

const DashboardPage = lazy(() => import('../features/console/dashboard-page.tsx'))

/** Spec 001 §2/§9: the tier comes from the local mirror of jul_memberships, so it works offline. */
function useCanUseExport(): boolean {
  const sync = useSyncClient()
  const { user } = useAuth()
  const rows = useLiveQuery(
    async () =>
      sync && user ? sync.db.mirror('jul_memberships').where('user_id').equals(user.id).toArray() : [],
    [sync, user?.id],
    [],
  )
  return canEditDesktop(desktopTierFrom(rows))
}

function Dashboard() {
  return <DashboardPage canUseExport={useCanUseExport()} />
}

export function DashboardRoute() {
  return (
    <ProtectedRoute loadingText={DASHBOARD_MESSAGES.loading} redirectingText={DASHBOARD_MESSAGES.redirecting}>
      <Dashboard />
    </ProtectedRoute>
  )
}
