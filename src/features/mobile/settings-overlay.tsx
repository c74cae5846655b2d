import { type ComponentType, Suspense } from 'react'
import { useSearchParams } from 'react-router-dom'
import { LocalDatabaseGate } from '../../data/no-database-notice.tsx'
import { Bell, CreditCard, Sparkles, User } from '../../ui/icons.ts'
import { SettingsSheet, type SettingsTab } from '../../ui/layouts/settings-sheet.tsx'
import { SectionErrorBoundary } from '../../ui/section-error-boundary.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { AccountPanel } from './account-panel.tsx'
import { type SettingsTabId, settingsFromQuery, withSettings } from './shell-rules.ts'
import { ACCOUNT_TEXTS } from './texts.ts'

/** The other three tabs, from the features that own them (SCREENS.md), composed by src/app. */
export interface SettingsPanels {
  card: ComponentType
  jul: ComponentType
  alerts: ComponentType
}

/** Card, JUL and Alerts read the local database; Account (sign out, theme) works without it. */
function Panel({ component: Component }: { component: ComponentType }) {
  return (
    <SectionErrorBoundary>
      <LocalDatabaseGate>
        <Suspense fallback={<LoadingState />}>
          <Component />
        </Suspense>
      </LocalDatabaseGate>
    </SectionErrorBoundary>
  )
}

/** 002 §2.2, §2.12: ?settings=1&tab=account|card|jul|alerts opens it; the close button clears the query. */
export function SettingsOverlay({ panels }: { panels: SettingsPanels }) {
  const [params, setParams] = useSearchParams()
  const { open, tab } = settingsFromQuery(params)
  if (!open) return null
  const close = () => setParams(withSettings(params, null))
  const tabs: SettingsTab[] = [
    { id: 'account', label: 'Account', icon: <User />, content: <AccountPanel onSignedOut={close} /> },
    { id: 'card', label: 'Card', icon: <CreditCard />, content: <Panel component={panels.card} /> },
    { id: 'jul', label: 'JUL', icon: <Sparkles />, content: <Panel component={panels.jul} /> },
    { id: 'alerts', label: 'Alerts', icon: <Bell />, content: <Panel component={panels.alerts} /> },
  ]
  return (
    <SettingsSheet
      open
      onOpenChange={(next) => {
        if (!next) close()
      }}
      tabs={tabs}
      tab={tab}
      onTabChange={(next) => setParams(withSettings(params, next as SettingsTabId), { replace: true })}
      footer={ACCOUNT_TEXTS.version}
    />
  )
}
