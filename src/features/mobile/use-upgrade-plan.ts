import { useCallback, useState } from 'react'
import { PaymentError, usePayments } from '../../data/payments.ts'
import type { MobileTier } from '../../lib/tiers.ts'
import { toast } from '../../ui/toaster.tsx'
import { nextPlanFor } from './account-rules.ts'
import { ACCOUNT_TEXTS } from './texts.ts'

/**
 * 'Upgrade Plan' (002 §2.12, §7): create-direct-checkout with the next plan's price; the answer's url
 * redirects the browser. 002 §8: the server's error text when it gives one, 'No checkout URL returned'
 * when the answer has no url, else 'Failed to create checkout. Please try again.' (src/data/payments).
 */
export function useUpgradePlan(tier: MobileTier) {
  const payments = usePayments()
  const [busy, setBusy] = useState(false)
  const upgrade = useCallback(async () => {
    const plan = nextPlanFor(tier)
    if (!plan) return
    setBusy(true)
    try {
      await payments.directCheckout(plan.priceId, {
        product_type: 'mobile_subscription',
        report_name: plan.name,
      })
    } catch (error) {
      toast.error(error instanceof PaymentError ? error.message : ACCOUNT_TEXTS.checkoutFailed)
    } finally {
      setBusy(false)
    }
  }, [payments, tier])
  return { upgrade, busy }
}
