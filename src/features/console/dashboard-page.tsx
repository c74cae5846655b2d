import { type ComponentType, type ReactNode, Suspense } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { LocalDatabaseGate } from '../../data/no-database-notice.tsx'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { Badge } from '../../ui/badge.tsx'
import {
  CalendarClock,
  Download,
  FileText,
  Home,
  ImageIcon,
  Kanban,
  LayoutDashboard,
  LayoutTemplate,
  Lightbulb,
  Lock,
  MessagesSquare,
  PlusCircle,
  Settings,
} from '../../ui/icons.ts'
import {
  ConsoleLayout,
  ConsoleNav,
  type ConsoleNavItem,
  ConsolePanel,
  PageHeader,
} from '../../ui/layouts/console.tsx'
import { LoadingFallback } from '../../ui/loading-fallback.tsx'
import { SectionErrorBoundary } from '../../ui/section-error-boundary.tsx'
import { CONSOLE_LEGAL_LINKS, DASHBOARD_TABS, type DashboardTabId, tabFromQuery } from './dashboard-tabs.ts'
import { DASHBOARD_TEXTS } from './texts.ts'

export type DashboardTabs = Partial<Record<DashboardTabId, ComponentType>>

interface DashboardPageProps {
  /** Each tab's screen, composed by src/app from the features that own them. */
  tabs: DashboardTabs
  /** Floating helpers (YEL chat bubble, learning hub, help toggle, voice control), composed by src/app. */
  floating?: ReactNode
}

const TAB_ICONS: Readonly<Record<DashboardTabId, ReactNode>> = {
  home: <Home />,
  julboard: <Kanban />,
  sessions: <CalendarClock />,
  agreements: <FileText />,
  yelroom: <MessagesSquare />,
  templates: <LayoutTemplate />,
  'platform-overview': <LayoutDashboard />,
  export: <Download />,
  quickadd: <PlusCircle />,
  media: <ImageIcon />,
  julmode: <Lightbulb />,
  settings: <Settings />,
}

/**
 * The members' console (001 §2): side navigation (top tabs on narrow screens) over the tab panels,
 * the tab kept in the `tab` query value. Export is disabled and marked 'Pro Only' below Desktop Pro.
 */
export default function DashboardPage({ tabs, floating }: DashboardPageProps) {
  const [params, setParams] = useSearchParams()
  const access = useMemberAccess()
  // Only desktop_pro opens the Export Center (001 §2); the tier arrives with the membership rows.
  const ready = access.status === 'ready' ? access.access : null
  const canUseExport = ready?.canEditDesktop ?? false
  const current = tabFromQuery(params.get('tab'), canUseExport)

  function select(value: string) {
    const next = new URLSearchParams(params)
    next.set('tab', value)
    setParams(next)
  }

  const items: ConsoleNavItem[] = DASHBOARD_TABS.map((tab) => {
    const locked = tab.id === 'export' && !canUseExport
    return {
      id: tab.id,
      label: tab.label,
      icon: TAB_ICONS[tab.id],
      disabled: locked,
      badge: locked ? (
        <Badge variant="outline">
          <Lock aria-hidden="true" />
          {DASHBOARD_TEXTS.proOnly}
        </Badge>
      ) : undefined,
    }
  })

  return (
    <main className="relative mx-auto w-full max-w-7xl flex-1" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="sr-only">
        Dashboard
      </h1>
      <ConsoleLayout value={current} onValueChange={select}>
        <ConsoleNav
          label="Console sections"
          items={items}
          header={
            ready && (
              <div className="grid gap-1">
                <p className="truncate text-sm font-semibold">{ready.displayName}</p>
                <Badge variant={ready.canEditDesktop ? 'tier-pro' : 'tier-standard'}>
                  {ready.canEditDesktop ? 'Desktop Pro' : 'Desktop Standard'}
                </Badge>
              </div>
            )
          }
        />
        <div className="grid min-w-0 content-start">
          {DASHBOARD_TABS.map((tab) => {
            const Tab = tabs[tab.id]
            return (
              <ConsolePanel key={tab.id} value={tab.id}>
                {Tab ? (
                  <SectionErrorBoundary>
                    <LocalDatabaseGate>
                      <Suspense fallback={<LoadingFallback />}>
                        <Tab />
                      </Suspense>
                    </LocalDatabaseGate>
                  </SectionErrorBoundary>
                ) : (
                  <PageHeader title={tab.label} description={tab.purpose} />
                )}
              </ConsolePanel>
            )
          })}
          <nav aria-label="Legal" className="flex flex-wrap gap-x-4 gap-y-1 px-4 pb-8 text-xs md:px-8">
            {CONSOLE_LEGAL_LINKS.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="text-muted-foreground underline-offset-4 hover:underline"
              >
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
      </ConsoleLayout>
      {floating}
    </main>
  )
}
