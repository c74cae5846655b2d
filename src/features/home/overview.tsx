import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { MemberScreenGate } from '../../data/member-screen-gate.tsx'
import type { MemberAccess } from '../../lib/access.ts'
import { Badge, StatusBadge } from '../../ui/badge.tsx'
import { Card, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Camera, FileText, Mic, PlusCircle } from '../../ui/icons.ts'
import { AvailableServices } from './available-services.tsx'
import { QUICK_ACTIONS, quickActionsBadge, subscriptionSummary } from './home-rules.ts'
import { MOBILE_HOME_TEXTS } from './texts.ts'

const ACTION_ICONS = [
  <FileText key="note" />,
  <Mic key="voice" />,
  <Camera key="photo" />,
  <PlusCircle key="add" />,
]

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
}

/** 002 §2.3 Overview: subscription card, Quick Actions, then Available Services; extras in between. */
export function Overview({ extras }: { extras?: ReactNode }) {
  return (
    <MemberScreenGate loading="Loading your overview...">
      {(screen) => <MemberOverview member={screen.access} extras={extras} />}
    </MemberScreenGate>
  )
}

function MemberOverview({ member, extras }: { member: MemberAccess; extras: ReactNode }) {
  const summary = subscriptionSummary(member)
  return (
    <div className="grid gap-5">
      <Card as="section" aria-labelledby="home-subscription" padding="sm" data-testid="subscription-card">
        <CardHeader className="mb-2">
          <CardTitle as="h2" id="home-subscription">
            {MOBILE_HOME_TEXTS.subscription}
          </CardTitle>
          <StatusBadge status={summary.active ? 'active' : 'inactive'}>
            {summary.active ? MOBILE_HOME_TEXTS.active : MOBILE_HOME_TEXTS.inactive}
          </StatusBadge>
        </CardHeader>
        <p className="text-2xl font-semibold">{summary.tierLabel}</p>
        <p className="text-sm">{summary.price}</p>
        <p className="text-sm text-muted-foreground">
          {summary.expiresAt
            ? `${MOBILE_HOME_TEXTS.expires} ${formatDate(summary.expiresAt)}`
            : MOBILE_HOME_TEXTS.noExpiry}
        </p>
      </Card>

      <section aria-labelledby="home-quick-actions" className="grid gap-3">
        <div className="flex items-center justify-between">
          <h2 id="home-quick-actions" className="text-base font-semibold">
            {MOBILE_HOME_TEXTS.quickActions}
          </h2>
          <Badge variant={summary.tier === 'pro' ? 'tier-pro' : 'neutral'}>
            {quickActionsBadge(summary.tier)}
          </Badge>
        </div>
        <ul className="grid grid-cols-2 gap-2">
          {QUICK_ACTIONS.map((action, index) => (
            <li key={action.label}>
              <Link
                to={action.to}
                className="flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl border border-border bg-surface p-3 text-sm font-medium shadow-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-5"
              >
                {ACTION_ICONS[index]}
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {extras}
      <AvailableServices />
    </div>
  )
}
