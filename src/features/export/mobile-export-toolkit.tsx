import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import { MemberScreenGate } from '../../data/member-screen-gate.tsx'
import { hasMobileFeature } from '../../lib/tier-matrix.ts'
import { TierBadge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Lock } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { EXPORT_TEXTS, MOBILE_EXPORT_TEXTS } from './texts.ts'

// The file makers are downloaded only by a member who may use them.
const ExportCenter = lazy(() => import('./export-center.tsx').then((m) => ({ default: m.ExportCenter })))

/**
 * The export toolkit on the phone (000 §6: Pro adds the export toolkit): the console's Export Center
 * over the same rows; free and premium members see the Pro lock and the way to upgrade.
 */
export default function MobileExportToolkit() {
  return (
    <MemberScreenGate loading={EXPORT_TEXTS.loading}>
      {(screen) =>
        hasMobileFeature(screen.access.mobileTier, 'export toolkit') ? (
          <Suspense fallback={<LoadingState label={EXPORT_TEXTS.loading} />}>
            <ExportCenter member={screen.access} />
          </Suspense>
        ) : (
          <ExportToolkitLocked />
        )
      }
    </MemberScreenGate>
  )
}

function ExportToolkitLocked() {
  return (
    <EmptyState
      icon={<Lock />}
      headingLevel={3}
      title={MOBILE_EXPORT_TEXTS.locked}
      description={MOBILE_EXPORT_TEXTS.lockedHint}
      action={
        <div className="grid justify-items-center gap-2">
          <TierBadge tier="pro" kind="mobile">
            Pro
          </TierBadge>
          <Button asChild>
            <Link to="?settings=1&tab=account">{MOBILE_EXPORT_TEXTS.upgrade}</Link>
          </Button>
        </div>
      }
    />
  )
}
