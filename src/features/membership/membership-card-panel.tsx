import { Link } from 'react-router-dom'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { CreditCard, Mail } from '../../ui/icons.ts'
import { LoadingState, Skeleton } from '../../ui/skeleton.tsx'
import { MembershipCardView } from './membership-card-view.tsx'
import { MEMBERSHIP_TEXTS, SUPPORT_PATH } from './texts.ts'
import { type MembershipCardState, useMembershipCard } from './use-membership-card.ts'

/** The Card tab's three states (002 §4): a placeholder, 'No Membership Found', or the card. */
export function MembershipCardPanelView({ state }: { state: MembershipCardState }) {
  if (state.status === 'loading') {
    return (
      <LoadingState label={MEMBERSHIP_TEXTS.loading} className="p-1">
        <Skeleton className="aspect-[1.586] w-full rounded-2xl" />
        <Skeleton className="mx-auto size-[120px]" />
      </LoadingState>
    )
  }
  if (state.status === 'missing') {
    return (
      <EmptyState
        icon={<CreditCard />}
        title={MEMBERSHIP_TEXTS.noMembership}
        description={state.message}
        action={
          <Button asChild variant="outline">
            <Link to={SUPPORT_PATH}>
              <Mail aria-hidden="true" />
              {MEMBERSHIP_TEXTS.contactSupport}
            </Link>
          </Button>
        }
      />
    )
  }
  return <MembershipCardView card={state.card} email={state.email} qrSize={120} className="p-1" />
}

/**
 * The Card tab of the mobile settings overlay (002 §2.12, §3-§4): the member's card with its 120×120 QR
 * code, the on-device sample when no record exists, 'No Membership Found' when it cannot be read.
 */
export function MembershipCardPanel() {
  return <MembershipCardPanelView state={useMembershipCard()} />
}
