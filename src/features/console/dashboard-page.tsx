import * as Tabs from '@radix-ui/react-tabs'
import { useSearchParams } from 'react-router-dom'
import { DASHBOARD_MESSAGES, DASHBOARD_TABS, tabFromQuery } from './dashboard-tabs.ts'

interface DashboardPageProps {
  /** Only desktop_pro opens the Export Center (spec 001 §2); the tier arrives with the membership data. */
  canUseExport?: boolean
}

export default function DashboardPage({ canUseExport = false }: DashboardPageProps) {
  const [params, setParams] = useSearchParams()
  const current = tabFromQuery(params.get('tab'), canUseExport)

  function select(value: string) {
    const next = new URLSearchParams(params)
    next.set('tab', value)
    setParams(next)
  }

  return (
    <main className="page">
      <h1>Dashboard</h1>
      <p>Your sessions, board, agreements and rooms, available offline.</p>
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
        {DASHBOARD_TABS.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} className="tab-panel">
            <h2>{tab.label}</h2>
            <p>{tab.purpose}</p>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </main>
  )
}
