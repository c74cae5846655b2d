import type { ReactNode } from 'react'
import { MemberScreenGate, ReadView } from '../../data/member-screen-gate.tsx'
import { UpgradeButton } from '../../data/upgrade-button.tsx'
import { useUpgradeToProLabel } from '../../data/use-upgrade-label.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { type CurrencyCode, formatPrice } from '../../lib/currency.ts'
import { MOBILE_PRICES } from '../../lib/tiers.ts'
import { Badge, TierBadge } from '../../ui/badge.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { ContentGrid, PageHeader } from '../../ui/layouts/console.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import {
  BoardActivityCard,
  HomeTilesRow,
  LiveSessionsCard,
  RecentActivityCard,
  RecentAgreementsCard,
  WeeklyNudgesCard,
} from './home-cards.tsx'
import { homeTiles } from './home-digest.ts'
import { HOME_TEXTS } from './texts.ts'
import { type HomeRows, toHomeData, useHomeData } from './use-home-data.ts'

export interface HomeTabProps {
  /** The member's chosen currency (000 §4.2), for the upgrade price. */
  currency: CurrencyCode
  /** The membership card (features/membership), composed by src/app. */
  membershipCard: ReactNode
  /** The prompt of the day, JUL Mode's today's prompt (features/julmode), composed by src/app. */
  promptOfTheDay: ReactNode
  /** The quick-booking button that opens the booking wizard (features/booking). */
  booking: ReactNode
}

/** The console Home (001 §2): welcome, card, overview, prompt, booking, sessions, agreements, board, nudges. */
export default function HomeTab(props: HomeTabProps) {
  return (
    <MemberScreenGate loading={HOME_TEXTS.loading} skeleton={<HomeSkeleton />}>
      {(screen) => <MemberHome member={screen.access} {...props} />}
    </MemberScreenGate>
  )
}

function HomeSkeleton() {
  return (
    <>
      <Skeleton className="h-9 w-72" />
      <ContentGrid>
        <Skeleton className="h-56 md:col-span-2" />
        <Skeleton className="h-56" />
      </ContentGrid>
    </>
  )
}

function MemberHome({ member, ...props }: HomeTabProps & { member: MemberAccess }) {
  const read = useHomeData(member.userId)
  return (
    <ReadView
      read={read}
      loading={HOME_TEXTS.loading}
      failure={HOME_TEXTS.loadFailed}
      skeleton={<HomeSkeleton />}
    >
      {(data) => <HomeContent member={member} data={data} {...props} />}
    </ReadView>
  )
}

function HomeContent({
  member,
  data,
  currency,
  membershipCard,
  promptOfTheDay,
  booking,
}: HomeTabProps & { member: MemberAccess; data: HomeRows }) {
  const upgradeLabel = useUpgradeToProLabel(currency)
  const now = Date.now()
  const firstName = data.profile?.first_name || member.displayName.split(' ')[0] || member.displayName
  const pass = data.memberships.find((row) => row.membership_kind === 'pass')

  return (
    <>
      <PageHeader
        title={`Welcome back, ${firstName}`}
        description="Your membership, sessions and agreements at a glance."
        badges={
          <>
            {pass && <TierBadge tier={pass.membership_tier} />}
            <Badge variant={member.canEditDesktop ? 'tier-pro' : 'tier-standard'}>
              {member.canEditDesktop ? 'Console: Desktop Pro' : 'Console: Desktop Standard'}
            </Badge>
          </>
        }
      />
      <ContentGrid>
        {membershipCard}
        <Card as="section" aria-labelledby="overview-title">
          <CardHeader>
            <CardTitle id="overview-title">Overview</CardTitle>
            <CardDescription>
              {member.canEditDesktop
                ? 'Desktop Pro: full editing, export and two-way messaging.'
                : 'Desktop Standard: view-only access to your console.'}
            </CardDescription>
          </CardHeader>
          <dl className="grid gap-2 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Console</dt>
              <dd>{member.canEditDesktop ? 'Desktop Pro' : 'Desktop Standard'}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Mobile plan</dt>
              <dd className="capitalize">
                {member.mobileTier} · {formatPrice(MOBILE_PRICES[member.mobileTier], 'EUR')}/mo
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Role</dt>
              <dd className="capitalize">{member.isStaff ? 'Staff' : member.userType}</dd>
            </div>
          </dl>
          {!member.canEditDesktop && (
            <UpgradeButton plan="console" label={upgradeLabel} className="mt-4" variant="accent" />
          )}
        </Card>
        <div className="md:col-span-2">{promptOfTheDay}</div>
        <Card as="section" aria-labelledby="quick-booking-title">
          <CardHeader>
            <CardTitle id="quick-booking-title">Quick booking</CardTitle>
            <CardDescription>Book a strategy session with your advisor.</CardDescription>
          </CardHeader>
          {booking}
        </Card>
        <LiveSessionsCard rows={data} now={now} canJoin={member.canEditDesktop} />
        <RecentAgreementsCard rows={data} />
        <BoardActivityCard rows={data} />
        <WeeklyNudgesCard rows={data} now={now} />
        <HomeTilesRow tiles={homeTiles(toHomeData(data), now)} />
        <RecentActivityCard rows={data} now={now} />
      </ContentGrid>
    </>
  )
}
