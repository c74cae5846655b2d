import * as Tabs from '@radix-ui/react-tabs'
import { type ComponentType, type ReactNode, Suspense } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { LoadingFallback } from '../../ui/loading-fallback.tsx'
import { SectionErrorBoundary } from '../../ui/section-error-boundary.tsx'
import { DASHBOARD_MESSAGES, DASHBOARD_TABS, type DashboardTabId, tabFromQuery } from './dashboard-tabs.ts'

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
    <main className="page">
      <h1>Dashboard</h1>
      <Tabs.Root value={current} onValueChange={select} activationMode="manual">
        <Tabs.List aria-label="Console sections" className="tab-list">
          {DASHBOARD_TABS.map((tab) => {
            const locked = tab.id === 'export' && !canUseExport
            return (
              <Tabs.Trigger key={tab.id} value={tab.id} disabled={locked} className="tab">
                {tab.label}
                {locked && <span className="badge">{DASHBOARD_MESSAGES.proOnly}</span>}
              </Tabs.Trigger>
            )
          })}
        </Tabs.List>
        {DASHBOARD_TABS.map((tab) => {
          const Panel = panels[tab.id]
          return (
            <Tabs.Content key={tab.id} value={tab.id} className="tab-panel">
              {Panel ? (
                <SectionErrorBoundary>
                  <Suspense fallback={<LoadingFallback />}>
                    <Panel />
                  </Suspense>
                </SectionErrorBoundary>
              ) : (
                <>
                  <h2>{tab.label}</h2>
                  <p>{tab.purpose}</p>
                </>
              )}
            </Tabs.Content>
          )
        })}
      </Tabs.Root>
      {floating}
    </main>
  )
}
