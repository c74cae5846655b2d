import { Card, CardHeader, CardTitle } from '../../ui/card.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { LoadingState, Skeleton } from '../../ui/skeleton.tsx'
import { MembershipCardView } from './membership-card-view.tsx'
import { MEMBERSHIP_TEXTS } from './texts.ts'
import { useMembershipCard } from './use-membership-card.ts'

/** The console Home's membership card (001 §2-§3): 200×200 QR, Download, Share, Add Wallet. */
export default function ConsoleMembershipCard() {
  const state = useMembershipCard()
  return (
    <Card as="section" aria-labelledby="membership-card-title" className="md:col-span-2">
      <CardHeader>
        <CardTitle as="h3" id="membership-card-title">
          Membership card
        </CardTitle>
      </CardHeader>
      {state.status === 'loading' ? (
        <LoadingState label={MEMBERSHIP_TEXTS.loading}>
          <Skeleton className="aspect-[1.586] w-full max-w-sm rounded-2xl" />
        </LoadingState>
      ) : state.status === 'missing' ? (
        <ErrorState title={MEMBERSHIP_TEXTS.noMembership} message={state.message} />
      ) : (
        <MembershipCardView card={state.card} email={state.email} qrSize={200} />
      )}
    </Card>
  )
}
