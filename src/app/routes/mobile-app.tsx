import { AuditTrailContext } from '../../data/audit-trail-context.ts'
import { LocalDatabaseGate } from '../../data/no-database-notice.tsx'
import { AlertsPanel } from '../../features/audio/alerts-panel.tsx'
import { JulModePanel } from '../../features/julmode/julmode-panel.tsx'
import { MembershipCardPanel } from '../../features/membership/membership-card-panel.tsx'
import MobileShell from '../../features/mobile/mobile-shell.tsx'
import type { SettingsPanels } from '../../features/mobile/settings-overlay.tsx'
import { SparksTabBadge } from '../../features/sparks/sparks-tab-badge.tsx'
import { recordPageAudit } from '../backend/page-audit.ts'
import { MemberServices } from './member-services.tsx'
import { MobileRoutes } from './mobile-routes.tsx'

/** The overlay's Card, JUL and Alerts tabs, each from the feature that owns it (002 §2.12). */
const SETTINGS_PANELS: SettingsPanels = { card: MembershipCardPanel, jul: JulModePanel, alerts: AlertsPanel }

const TAB_BADGES = { sparks: <SparksTabBadge /> }

/**
 * The mobile shell with its parts from the features that own them (SCREENS.md): the Sparks badge on
 * its tab, the settings overlay's panels, the /app routes (one notice instead of any of them when this
 * browser refuses the local database), and the audit trail for the screens that record data access
 * (the export toolkit). Loaded lazily once a member is signed in (mobile-entry.tsx): the
 * website and a signed-out phone never pay for it.
 */
export default function MobileApp({ capitalReadiness }: { capitalReadiness: boolean }) {
  return (
    <AuditTrailContext value={recordPageAudit}>
      <MobileShell tabBadges={TAB_BADGES} settingsPanels={SETTINGS_PANELS}>
        <LocalDatabaseGate>
          <MobileRoutes capitalReadiness={capitalReadiness} />
          <MemberServices shell="mobile" />
        </LocalDatabaseGate>
      </MobileShell>
    </AuditTrailContext>
  )
}
