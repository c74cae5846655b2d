import { lazy } from 'react'
import { usePayments } from '../data/payments.ts'
import type { DashboardPanels } from '../features/console/dashboard-page.tsx'
import { DASHBOARD_MESSAGES } from '../features/console/dashboard-tabs.ts'
import { useCurrencyStore } from '../features/currency/currency-store.ts'
import { ProtectedRoute } from './protected-route.tsx'

const DashboardPage = lazy(() => import('../features/console/dashboard-page.tsx'))
const HomePanel = lazy(() => import('../features/home/home-panel.tsx'))
const ConsoleMembershipCard = lazy(() => import('../features/membership/console-membership-card.tsx'))
const BookingWizard = lazy(() => import('../features/booking/booking-wizard.tsx'))
const SessionsPanel = lazy(() => import('../features/sessions/sessions-panel.tsx'))
const AgreementsPanel = lazy(() => import('../features/agreements/agreements-panel.tsx'))
const TemplatesPanel = lazy(() => import('../features/templates/templates-panel.tsx'))
const PlatformOverviewPanel = lazy(() => import('../features/platform-overview/platform-overview-panel.tsx'))
const ExportPanel = lazy(() => import('../features/export/export-panel.tsx'))

/** Home (console engineer): the membership card and the booking wizard come in as slots. */
function HomeTab() {
  const currency = useCurrencyStore((state) => state.code)
  const payments = usePayments()
  return (
    <HomePanel
      currency={currency}
      membershipCard={<ConsoleMembershipCard />}
      booking={<BookingWizard currency={currency} />}
      onUpgrade={() => payments.upgradeConsole()}
    />
  )
}

function SessionsTab() {
  const currency = useCurrencyStore((state) => state.code)
  const payments = usePayments()
  return (
    <SessionsPanel
      currency={currency}
      booking={<BookingWizard currency={currency} label="Book new session" />}
      onUpgrade={() => payments.upgradeConsole()}
    />
  )
}

function TemplatesTab() {
  const currency = useCurrencyStore((state) => state.code)
  const payments = usePayments()
  return <TemplatesPanel currency={currency} onUpgrade={() => payments.upgradeConsole()} />
}

/**
 * Composition of the console (001 §2): each tab's screen comes from the feature that owns it, so
 * features never import each other. Tabs without an entry show their placeholder.
 */
const PANELS: DashboardPanels = {
  home: HomeTab,
  sessions: SessionsTab,
  agreements: AgreementsPanel,
  templates: TemplatesTab,
  'platform-overview': PlatformOverviewPanel,
  export: ExportPanel,
}

export function DashboardRoute() {
  return (
    <ProtectedRoute loadingText={DASHBOARD_MESSAGES.loading} redirectingText={DASHBOARD_MESSAGES.redirecting}>
      <DashboardPage panels={PANELS} />
    </ProtectedRoute>
  )
}
