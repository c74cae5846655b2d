import { type ReactNode, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { PaymentError, usePayments } from '../../data/payments.ts'
import { type PurchasedItem, readCheckoutReturn } from '../../lib/payments.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Container, PageIntro } from '../../ui/layouts/website.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { type CheckoutArea, expectedItem, tierNameOf } from './checkout-outcome.ts'
import { CHECKOUT_TEXTS as M } from './texts.ts'
import { usePurchaseArrival } from './use-purchase-arrival.ts'

interface PageProps {
  area: CheckoutArea
}

const homeOf = (area: CheckoutArea) =>
  area === 'console' ? { to: '/dashboard', label: M.toDashboard } : { to: '/app/home', label: M.toApp }

function HomeLink({ area, variant = 'outline' }: PageProps & { variant?: 'primary' | 'outline' }) {
  const home = homeOf(area)
  return (
    <Button asChild variant={variant} className="w-fit">
      <Link to={home.to}>{home.label}</Link>
    </Button>
  )
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-3">{children}</div>
}

function SuccessView({
  area,
  item,
  serviceCardId,
}: PageProps & { item: PurchasedItem; serviceCardId: string | null }) {
  const { state, recheck } = usePurchaseArrival(item, serviceCardId)
  const tier = tierNameOf(item)
  if (state.status === 'loading') return <LoadingState label={M.loading} className="pt-10" />
  if (state.status === 'arrived') {
    return (
      <>
        <PageIntro
          title={tier ? M.upgradeInitiated(tier) : M.purchaseConfirmed}
          lead={!tier && state.serviceCardTitle ? M.purchaseInList(state.serviceCardTitle) : undefined}
        />
        <Actions>
          <HomeLink area={area} variant="primary" />
        </Actions>
      </>
    )
  }
  return (
    <>
      <PageIntro title={M.paymentReceived} />
      <Alert variant="info" aria-live="polite">
        {tier ? M.confirmingPlan(tier) : M.confirmingPurchase} {M.syncNote}
      </Alert>
      {state.slow && (
        <Alert
          variant="warning"
          actions={
            <Button size="sm" variant="outline" onClick={recheck}>
              {M.checkAgain}
            </Button>
          }
        >
          {M.slow}
        </Alert>
      )}
      <Actions>
        <HomeLink area={area} />
      </Actions>
    </>
  )
}

function CancelledView({ area, item }: PageProps & { item: PurchasedItem | null }) {
  const payments = usePayments()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const retry = async () => {
    setBusy(true)
    setError(null)
    try {
      if (area === 'console') await payments.upgradeConsole()
      else await payments.upgradeMobile(item === 'mobile_pro' ? 'pro' : 'premium')
    } catch (failure) {
      setError(failure instanceof PaymentError ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
  }
  const canRetry = item !== 'service_card'
  return (
    <>
      <PageIntro title={M.cancelledTitle} lead={M.cancelledBody} />
      {error && <Alert variant="danger">{error}</Alert>}
      <Actions>
        {canRetry && (
          <Button loading={busy} onClick={() => void retry()}>
            {area === 'console' ? M.upgradeConsole : M.upgradeMobile}
          </Button>
        )}
        <HomeLink area={area} />
      </Actions>
    </>
  )
}

/**
 * /console-success, /console-cancel, /mobile-success, /mobile-cancel (000 §2.3, §7): the outcome of a
 * checkout, read from `payment=` (and `item=`, `service_card_id=`) in the address. A success waits for
 * what was bought to arrive through sync before it says so.
 */
export function CheckoutReturnPage({ area }: PageProps) {
  const checkout = readCheckoutReturn(useLocation().search)
  return (
    <main>
      <Container width="prose" className="grid gap-6 pb-16">
        {checkout.payment === 'success' ? (
          <SuccessView
            area={area}
            item={expectedItem(area, checkout)}
            serviceCardId={checkout.serviceCardId}
          />
        ) : checkout.payment === 'cancelled' ? (
          <CancelledView area={area} item={checkout.item} />
        ) : (
          <>
            <PageIntro title={M.noCheckoutTitle} lead={M.noCheckoutBody} />
            <Actions>
              <HomeLink area={area} />
            </Actions>
          </>
        )}
      </Container>
    </main>
  )
}

export const ConsoleCheckoutReturnPage = () => <CheckoutReturnPage area="console" />
export const MobileCheckoutReturnPage = () => <CheckoutReturnPage area="mobile" />
