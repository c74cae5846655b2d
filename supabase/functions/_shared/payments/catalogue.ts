import { z } from 'zod'

// What can be bought (spec 000 §1, §9; 001 §1): the desktop Pro plan at 995 euro a month and the mobile
// premium / pro plans at 9.99 / 19.99 euro a month, plus one-off service cards priced in their row.
// Amounts are in cents, as the payment provider and user_service_purchases.amount_paid count them.

export const PLAN_KINDS = ['desktop_pro', 'mobile_premium', 'mobile_pro'] as const
export type PlanKind = (typeof PLAN_KINDS)[number]

export interface Plan {
  kind: PlanKind
  title: string
  amount: number
  currency: 'eur'
  /** The id the app sends as `price_id` (mobile plans); stable, provider-independent. */
  priceId: string
  /** The variable that may name a price of the real provider instead of an inline price. */
  providerPriceVariable: string
}

export const PLANS: Readonly<Record<PlanKind, Plan>> = {
  desktop_pro: {
    kind: 'desktop_pro',
    title: 'JUL Console Pro',
    amount: 99_500,
    currency: 'eur',
    priceId: 'jul-desktop-pro-monthly',
    providerPriceVariable: 'STRIPE_PRICE_DESKTOP_PRO',
  },
  mobile_premium: {
    kind: 'mobile_premium',
    title: 'JUL Mobile Premium',
    amount: 999,
    currency: 'eur',
    priceId: 'jul-mobile-premium-monthly',
    providerPriceVariable: 'STRIPE_PRICE_MOBILE_PREMIUM',
  },
  mobile_pro: {
    kind: 'mobile_pro',
    title: 'JUL Mobile Pro',
    amount: 1_999,
    currency: 'eur',
    priceId: 'jul-mobile-pro-monthly',
    providerPriceVariable: 'STRIPE_PRICE_MOBILE_PRO',
  },
}

export const CURRENCIES = ['eur', 'usd', 'gbp'] as const
export type Currency = (typeof CURRENCIES)[number]

/** What a completed checkout activates; carried in the provider's metadata and the local token. */
export const purchaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(PLAN_KINDS), userId: z.uuid() }),
  z.object({
    kind: z.literal('service_card'),
    userId: z.uuid(),
    serviceCardId: z.uuid(),
    amount: z.int().nonnegative(),
    currency: z.enum(CURRENCIES),
  }),
])
export type Purchase = z.infer<typeof purchaseSchema>

/** The plan a `price_id` names: our own id, or the provider price configured for that plan. */
export function planForPriceId(priceId: string, env: Record<string, string | undefined>): Plan | null {
  for (const plan of Object.values(PLANS)) {
    if (plan.priceId === priceId || env[plan.providerPriceVariable] === priceId) return plan
  }
  return null
}

export const areaOf = (kind: PlanKind): 'desktop' | 'mobile' =>
  kind === 'desktop_pro' ? 'desktop' : 'mobile'

/** The display price, as the local checkout page and the logs show it: "€995.00 / month". */
export function formatAmount(amount: number, currency: Currency, recurring: boolean): string {
  const symbol = { eur: '€', usd: '$', gbp: '£' }[currency]
  return `${symbol}${(amount / 100).toFixed(2)}${recurring ? ' / month' : ''}`
}
