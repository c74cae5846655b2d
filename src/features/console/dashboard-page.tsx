import { type ComponentType, type ReactNode, Suspense } from 'react'
import { useSearchParams } from 'react-router-dom'
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
  MessagesSquare,
  PlusCircle,
  Settings,
} from '../../ui/icons.ts'
import { ConsoleLayout, ConsoleNav, ConsolePanel, PageHeader } from '../../ui/layouts/console.tsx'
import { LoadingFallback } from '../../ui/loading-fallback.tsx'
import { SectionErrorBoundary } from '../../ui/section-error-boundary.tsx'
import { DASHBOARD_MESSAGES, DASHBOARD_TABS, type DashboardTabId, tabFromQuery } from './dashboard-tabs.ts'

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

export type DashboardPanels = Partial<Record<DashboardTabId, ComponentType>>

interface DashboardPageProps {
  /** Each tab's screen, composed by src/app from the features that own them. */
  panels: DashboardPanels
  /** Floating helpers (YEL chat bubble, learning hub, help toggle, voice control), composed by src/app. */
  floating?: ReactNode
}

export default function DashboardPage({ panels, floating }: DashboardPageProps) {
  const [params, setParams] = useSearchParams()
  const access = useMemberAccess()
  // Only desktop_pro opens the Export Center (001 §2); the tier arrives with the membership rows.
  const canUseExport = access.status === 'ready' && access.access.canEditDesktop
  const current = tabFromQuery(params.get('tab'), canUseExport)

  function select(value: string) {
    const next = new URLSearchParams(params)
    next.set('tab', value)
    setParams(next)
  }

  return (
    <main className="mx-auto w-full max-w-7xl flex-1">
      <ConsoleLayout value={current} onValueChange={select}>
        <ConsoleNav
          label="Console sections"
          header={<h1 className="text-lg font-semibold tracking-tight">Dashboard</h1>}
          items={DASHBOARD_TABS.map((tab) => {
            const locked = tab.id === 'export' && !canUseExport
            return {
              id: tab.id,
              label: tab.label,
              icon: TAB_ICONS[tab.id],
              disabled: locked,
              ...(locked ? { badge: <Badge variant="outline">{DASHBOARD_MESSAGES.proOnly}</Badge> } : {}),
            }
          })}
        />
        {DASHBOARD_TABS.map((tab) => {
          const Panel = panels[tab.id]
          return (
            <ConsolePanel key={tab.id} value={tab.id}>
              {Panel ? (
                <SectionErrorBoundary>
                  <Suspense fallback={<LoadingFallback />}>
                    <Panel />
                  </Suspense>
                </SectionErrorBoundary>
              ) : (
                <PageHeader title={tab.label} description={tab.purpose} />
              )}
            </ConsolePanel>
          )
        })}
      </ConsoleLayout>
      {floating}
    </main>
  )
}
