import { Link } from 'react-router-dom'
import { type CardTier, MEMBERSHIP_CARD_DISPLAY } from '../../lib/tiers.ts'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'
import { MembershipCardFrame } from '../../ui/membership-card-frame.tsx'
import { MEMBERSHIP_TEXTS } from './texts.ts'

/** Lowest tier first, as a member climbs them. */
const TIERS: readonly CardTier[] = ['base', 'standard', 'pro']

/**
 * The membership template page (000 §2.2 names it without an address; ours is /membership-template):
 * each tier's card as 000 §3 prints it — 'JUL FORGE' / 'Forge Member' (grey, JUL-BASE), 'JUL WORKSHOP' /
 * 'Workshop Member' (blue, JUL-STD), 'JUL STUDIO' / 'Studio Member' (purple, JUL-PRO) — on a sample holder.
 */
export default function MembershipTemplatePage() {
  return (
    <main>
      <Container className="grid gap-8 pb-16">
        <PageIntro title={MEMBERSHIP_TEXTS.templateTitle} lead={MEMBERSHIP_TEXTS.templateLead} />
        <ul className="grid gap-6 md:grid-cols-3">
          {TIERS.map((tier) => {
            const display = MEMBERSHIP_CARD_DISPLAY[tier]
            return (
              <li key={tier} className="grid gap-2">
                <MembershipCardFrame
                  tier={tier}
                  memberName={MEMBERSHIP_TEXTS.templateSampleName}
                  cardNumber={`${display.cardPrefix}-00000000`}
                  status="ACTIVE"
                />
                <p className="text-sm text-muted-foreground">
                  {display.memberLabel}: {display.colour} card, numbers start {display.cardPrefix}
                </p>
              </li>
            )
          })}
        </ul>
        <Link to="/jul-membership" className="w-fit text-link underline-offset-4 hover:underline">
          {MEMBERSHIP_TEXTS.templatePlansLink}
        </Link>
      </Container>
    </main>
  )
}
