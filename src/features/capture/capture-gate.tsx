import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { tierAllows } from '../../lib/tier-matrix.ts'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Lock } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { CAPTURE_TEXTS, GATE_TEXTS } from './texts.ts'

/** Which tier system gates capture: the mobile tier (premium, 002 §6) or the console's (Pro, 001 §6). */
export type CaptureGate = 'mobile' | 'desktop'

/** Shows `children` to members whose tier captures, else the spec's upgrade prompt. */
export function CaptureGateView({ gate, children }: { gate: CaptureGate; children: ReactNode }) {
  const access = useMemberAccess()
  if (access.status !== 'ready') return <LoadingState label="Loading..." />
  const allowed =
    gate === 'mobile' ? tierAllows(access.access.mobileTier, 'quickAdd') : access.access.canEditDesktop
  if (allowed) return children
  return (
    <EmptyState
      icon={<Lock />}
      title={gate === 'mobile' ? GATE_TEXTS.mobileLocked : GATE_TEXTS.desktopLocked}
      action={
        gate === 'mobile' ? (
          <Button asChild>
            <Link to="?settings=1&tab=account">{CAPTURE_TEXTS.upgradeToPremium}</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/pricing-guide">{GATE_TEXTS.upgradeToPro}</Link>
          </Button>
        )
      }
    />
  )
}
