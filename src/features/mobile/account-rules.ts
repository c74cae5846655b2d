import { MOBILE_PRICE_IDS } from '../../lib/payments.ts'
import { MOBILE_PRICES, type MobileTier } from '../../lib/tiers.ts'

export const TIER_NAMES: Readonly<Record<MobileTier, string>> = {
  free: 'Free',
  premium: 'Premium',
  pro: 'Pro',
}

/** 002 §1: free is shown as 0 euro forever; the paid plans per month. */
export function planPriceLabel(tier: MobileTier): string {
  if (tier === 'free') return '€0 forever'
  return `€${MOBILE_PRICES[tier].toFixed(2)}/month`
}

/**
 * The plan 'Upgrade Plan' buys: the next tier up (free → premium, premium → pro); none for pro, whose
 * button is hidden (002 §2.12). Price ids are the ones create-direct-checkout knows for the mobile plans.
 */
export function nextPlanFor(tier: MobileTier): { tier: MobileTier; priceId: string; name: string } | null {
  if (tier === 'free') {
    return { tier: 'premium', priceId: MOBILE_PRICE_IDS.mobile_premium, name: 'JUL Mobile Premium' }
  }
  if (tier === 'premium') return { tier: 'pro', priceId: MOBILE_PRICE_IDS.mobile_pro, name: 'JUL Mobile Pro' }
  return null
}
