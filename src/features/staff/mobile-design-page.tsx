import { Link } from 'react-router-dom'
import { TierBadge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx'
import { ExternalLink } from '../../ui/icons.ts'
import { BACK_TO_VIP, StaffFrame } from './staff-frame.tsx'
import { STAFF_PAGES } from './texts.ts'

/** The mobile companion's rules (002 §2.2, §3, §9) as the design team checks screens against them. */
const RULES: readonly [string, string][] = [
  ['Bottom tabs', 'Home, Quick Add, Media, YEL Room, JUL Sparks — hidden from 768 px and inside a frame'],
  ['Header', 'A title and a subtitle per tab, with the settings gear'],
  ['Settings overlay', '?settings=1&tab=account|card|jul|alerts; body height = viewport − 120 px'],
  ['Splash', '1.7 s + 0.3 s fade (console), else 2.5 s + 0.5 s; tagline “Stay Aligned. Move Faster.”'],
  ['Offline banner', 'Pending items and Syncing; queued changes sync 1 s after reconnect'],
  ['Lists', 'Room messages 50, sparks 50, sessions 20 within 30 days, recaps 10, recent media 10'],
  ['Previews', 'Inbox 150 characters, card picker 100, session description 120'],
  ['Badges', 'Counts cap at 99 (99+); the sparks flame from 50'],
  ['Swipe', '100 px: right favourites a spark, left archives it'],
  ['Capture', 'Photos JPEG 0.8 from the environment camera; audio webm; the x/500 counter'],
]

/** /mobile-design (000 §2.3): design references for the mobile companion. */
export function MobileDesignPage({ isStaff }: { isStaff: boolean }) {
  return (
    <StaffFrame
      title={STAFF_PAGES.mobileDesign.title}
      lead={STAFF_PAGES.mobileDesign.purpose}
      back={BACK_TO_VIP}
      isStaff={isStaff}
    >
      <Button asChild variant="outline" className="w-fit">
        <Link to="/app/home?mobile=1">
          Open the mobile shell
          <ExternalLink aria-hidden="true" />
        </Link>
      </Button>
      <Card as="section" aria-labelledby="tiers-title">
        <CardHeader>
          <CardTitle as="h2" id="tiers-title">
            Membership tiers
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <TierBadge tier="pro" size="md" />
          <TierBadge tier="standard" size="md" />
          <TierBadge tier="base" size="md" />
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="rules-title">
        <CardHeader>
          <CardTitle as="h2" id="rules-title">
            Layout and limits
          </CardTitle>
        </CardHeader>
        <dl className="grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
          {RULES.map(([term, detail]) => (
            <div key={term} className="contents">
              <dt className="font-medium">{term}</dt>
              <dd className="text-muted-foreground">{detail}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </StaffFrame>
  )
}
