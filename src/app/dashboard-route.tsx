import { lazy, Suspense } from 'react'
import type { DashboardPanels } from '../features/console/dashboard-page.tsx'
import { DASHBOARD_TEXTS } from '../features/console/texts.ts'
import { useCurrency } from '../features/currency/currency-store.ts'
import { ProtectedRoute } from './protected-route.tsx'

const DashboardPage = lazy(() => import('../features/console/dashboard-page.tsx'))
const ConsoleFloating = lazy(() => import('./console-floating.tsx'))
const HomePanel = lazy(() => import('../features/home/home-panel.tsx'))
const ConsoleMembershipCard = lazy(() => import('../features/membership/console-membership-card.tsx'))
const BookingWizard = lazy(() => import('../features/booking/booking-wizard.tsx'))
const HomePrompt = lazy(() => import('./home-prompt.tsx'))
const SessionsPanel = lazy(() => import('../features/sessions/sessions-panel.tsx'))
const AgreementsPanel = lazy(() => import('../features/agreements/agreements-panel.tsx'))
const TemplatesPanel = lazy(() => import('../features/templates/templates-panel.tsx'))
const PlatformOverviewPanel = lazy(() => import('../features/platform-overview/platform-overview-panel.tsx'))
const ExportPanel = lazy(() => import('../features/export/export-panel.tsx'))

/** Home (console engineer): the membership card, JUL Mode's prompt of the day and the booking wizard come in as slots. */
function HomeTab() {
  const currency = useCurrency()
  return (
    <HomePanel
      currency={currency}
      membershipCard={<ConsoleMembershipCard />}
      promptOfTheDay={<HomePrompt />}
      booking={<BookingWizard currency={currency} />}
    />
  )
}

function SessionsTab() {
  const currency = useCurrency()
  return (
    <SessionsPanel
      currency={currency}
      booking={<BookingWizard currency={currency} label="Book new session" />}
    />
  )
}

function TemplatesTab() {
  const currency = useCurrency()
  return <TemplatesPanel currency={currency} />
}
const BoardPanel = lazy(() => import('../features/board/board-panel.tsx'))
const YelRoomPanel = lazy(() => import('../features/rooms/yel-room-panel.tsx'))
const JulModeConsolePanel = lazy(() => import('../features/julmode/julmode-panel.tsx'))

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
  julboard: BoardPanel,
  yelroom: YelRoomPanel,
  julmode: JulModeConsolePanel,
  settings: lazy(() => import('./settings-composition.tsx')),
  quickadd: lazy(() => import('../features/capture/console-quick-add.tsx')),
  media: lazy(() => import('../features/media/console-media.tsx')),
}

export function DashboardRoute() {
  return (
    <ProtectedRoute loadingText={DASHBOARD_TEXTS.loading} redirectingText={DASHBOARD_TEXTS.redirecting}>
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
