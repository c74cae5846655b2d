import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { PaymentError, usePayments } from '../../data/payments.ts'
import { type PurchasedItem, readCheckoutReturn } from '../../lib/payments.ts'
import { type CheckoutArea, expectedItem, tierNameOf } from './checkout-outcome.ts'
import { CHECKOUT_MESSAGES as M } from './messages.ts'
import { usePurchaseArrival } from './use-purchase-arrival.ts'

interface PageProps {
  area: CheckoutArea
}

const homeOf = (area: CheckoutArea) =>
  area === 'console' ? { to: '/dashboard', label: M.toDashboard } : { to: '/app/home', label: M.toApp }

function HomeLink({ area }: PageProps) {
  const home = homeOf(area)
  return (
    <Link className="button-secondary" to={home.to}>
      {home.label}
    </Link>
  )
}

function SuccessView({
  area,
  item,
  serviceCardId,
}: PageProps & { item: PurchasedItem; serviceCardId: string | null }) {
  const { state, recheck } = usePurchaseArrival(item, serviceCardId)
  const tier = tierNameOf(item)
  if (state.status === 'loading') return <p role="status">{M.loading}</p>
  if (state.status === 'arrived') {
    return (
      <>
        <h1>{tier ? M.upgradeInitiated(tier) : M.purchaseConfirmed}</h1>
        {!tier && state.serviceCardTitle && <p>{M.purchaseInList(state.serviceCardTitle)}</p>}
        <div className="button-row">
          <HomeLink area={area} />
        </div>
      </>
    )
  }
  return (
    <>
      <h1>{M.paymentReceived}</h1>
      <p role="status" aria-live="polite">
        {tier ? M.confirmingPlan(tier) : M.confirmingPurchase} {M.syncNote}
      </p>
      {state.slow && (
        <p className="error-box" role="alert">
          {M.slow}
        </p>
      )}
      <div className="button-row">
        {state.slow && (
          <button type="button" onClick={recheck}>
            {M.checkAgain}
          </button>
        )}
        <HomeLink area={area} />
      </div>
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
      <h1>{M.cancelledTitle}</h1>
      <p>{M.cancelledBody}</p>
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        {canRetry && (
          <button type="button" className="button-primary" disabled={busy} onClick={() => void retry()}>
            {area === 'console' ? M.upgradeConsole : M.upgradeMobile}
          </button>
        )}
        <HomeLink area={area} />
      </div>
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
    <main className="page checkout-return">
      {checkout.payment === 'success' ? (
        <SuccessView area={area} item={expectedItem(area, checkout)} serviceCardId={checkout.serviceCardId} />
      ) : checkout.payment === 'cancelled' ? (
        <CancelledView area={area} item={checkout.item} />
      ) : (
        <>
          <h1>{M.noCheckoutTitle}</h1>
          <p>{M.noCheckoutBody}</p>
          <div className="button-row">
            <HomeLink area={area} />
          </div>
        </>
      )}
    </main>
  )
}

export const ConsoleCheckoutReturnPage = () => <CheckoutReturnPage area="console" />
export const MobileCheckoutReturnPage = () => <CheckoutReturnPage area="mobile" />
