import { lazy, Suspense } from 'react'
import type { DashboardTabs } from '../../features/console/dashboard-page.tsx'
import { DASHBOARD_TEXTS } from '../../features/console/texts.ts'
import { useCurrency } from '../../features/currency/use-currency.ts'
import { ProtectedRoute } from './protected-route.tsx'

const DashboardPage = lazy(() => import('../../features/console/dashboard-page.tsx'))
const ConsoleFloating = lazy(() => import('./console-floating.tsx'))
const HomeTab = lazy(() => import('../../features/home/home-tab.tsx'))
const ConsoleMembershipCard = lazy(() => import('../../features/membership/console-membership-card.tsx'))
const BookingWizard = lazy(() => import('../../features/booking/booking-wizard.tsx'))
const HomePrompt = lazy(() => import('./home-prompt.tsx'))
const SessionsTab = lazy(() => import('../../features/sessions/sessions-tab.tsx'))
const AgreementsTab = lazy(() => import('../../features/agreements/agreements-tab.tsx'))
const TemplatesTab = lazy(() => import('../../features/templates/templates-tab.tsx'))
const PlatformOverviewTab = lazy(() => import('../../features/platform-overview/platform-overview-tab.tsx'))
const ExportTab = lazy(() => import('../../features/export/export-tab.tsx'))

/** Home (console engineer): the membership card, JUL Mode's prompt of the day and the booking wizard come in as slots. */
function HomeWithSlots() {
  const currency = useCurrency()
  return (
    <HomeTab
      currency={currency}
      membershipCard={<ConsoleMembershipCard />}
      promptOfTheDay={<HomePrompt />}
      booking={<BookingWizard currency={currency} />}
    />
  )
}

function SessionsWithSlots() {
  const currency = useCurrency()
  return (
    <SessionsTab
      currency={currency}
      booking={<BookingWizard currency={currency} label="Book new session" />}
    />
  )
}

function TemplatesWithCurrency() {
  const currency = useCurrency()
  return <TemplatesTab currency={currency} />
}
const BoardTab = lazy(() => import('../../features/board/board-tab.tsx'))
const YelRoomTab = lazy(() => import('../../features/rooms/yel-room-tab.tsx'))
const JulModeTab = lazy(() => import('../../features/julmode/julmode-tab.tsx'))

/**
 * Composition of the console (001 §2): each tab's screen comes from the feature that owns it, so
 * features never import each other. Tabs without an entry show their placeholder.
 */
const TABS: DashboardTabs = {
  home: HomeWithSlots,
  sessions: SessionsWithSlots,
  agreements: AgreementsTab,
  templates: TemplatesWithCurrency,
  'platform-overview': PlatformOverviewTab,
  export: ExportTab,
  julboard: BoardTab,
  yelroom: YelRoomTab,
  julmode: JulModeTab,
  settings: lazy(() => import('./settings-composition.tsx')),
  quickadd: lazy(() => import('../../features/capture/quick-add-tab.tsx')),
  media: lazy(() => import('../../features/media/media-tab.tsx')),
}

export function DashboardRoute() {
  return (
    <ProtectedRoute loadingText={DASHBOARD_TEXTS.loading} redirectingText={DASHBOARD_TEXTS.redirecting}>
      <DashboardPage
        tabs={TABS}
        floating={
          <Suspense fallback={null}>
            <ConsoleFloating />
          </Suspense>
        }
      />
    </ProtectedRoute>
  )
}
