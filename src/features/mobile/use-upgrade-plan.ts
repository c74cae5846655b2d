import { useCallback, useState } from 'react'
import { FunctionCallError, useInvokeFunction } from '../../data/functions.ts'
import type { MobileTier } from '../../lib/tiers.ts'
import { toast } from '../../ui/toaster.tsx'
import { ACCOUNT_TEXTS, nextPlanFor } from './account-rules.ts'

/**
 * 'Upgrade Plan' (002 §2.12, §7): create-direct-checkout with the next plan's price; the answer's url
 * redirects the browser. 002 §8: the server's error text when it gives one, 'No checkout URL returned'
 * when the answer has no url, else 'Failed to create checkout. Please try again.'.
 */
export function useUpgradePlan(tier: MobileTier) {
  const invoke = useInvokeFunction()
  const [busy, setBusy] = useState(false)
  const upgrade = useCallback(async () => {
    const plan = nextPlanFor(tier)
    if (!plan) return
    setBusy(true)
    try {
      const origin = window.location.origin
      const data = await invoke<unknown>('create-direct-checkout', {
        body: {
          priceId: plan.priceId,
          successUrl: `${origin}/mobile-success`,
          cancelUrl: `${origin}/mobile-cancel`,
          metadata: { product_type: 'mobile_subscription', report_name: plan.name },
        },
      })
      const url = data && typeof data === 'object' && 'url' in data ? data.url : null
      if (typeof url !== 'string' || url === '') {
        toast.error(ACCOUNT_TEXTS.noCheckoutUrl)
        return
      }
      window.location.assign(url)
    } catch (error) {
      const serverText =
        error instanceof FunctionCallError && error.status !== null && error.status < 500
          ? error.message
          : null
      toast.error(serverText || ACCOUNT_TEXTS.checkoutFailed)
    } finally {
      setBusy(false)
    }
  }, [invoke, tier])
  return { upgrade, busy }
}
