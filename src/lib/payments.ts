/**
 * Payments as the app sees them (000 §7-§8, 001 §7-§8, 002 §7-§8): what each checkout function is
 * called with, where the member comes back, and the spec's messages. The functions themselves live in
 * supabase/functions (see its README); this module is pure so screens and tests share it.
 */
import { webLink } from './security/web-link.ts'

export const CHECKOUT_KINDS = ['desktop_pro', 'mobile_premium', 'mobile_pro'] as const
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number]

/** What a return page waits for: a plan, or a service card bought (`item=` on the return address). */
export type PurchasedItem = CheckoutKind | 'service_card'

/** The mobile plans' price ids that create-direct-price-checkout accepts as `price_id`. */
export const MOBILE_PRICE_IDS = {
  mobile_premium: 'jul-mobile-premium-monthly',
  mobile_pro: 'jul-mobile-pro-monthly',
} as const

/** The return routes (000 §2.3); the server appends payment=success|cancelled and item=. */
export const RETURN_PATHS = {
  consoleSuccess: '/console-success',
  consoleCancel: '/console-cancel',
  mobileSuccess: '/mobile-success',
  mobileCancel: '/mobile-cancel',
} as const

export const PAYMENT_MESSAGES = {
  loginToUpgrade: 'Please login to upgrade',
  loginToManage: 'Please login to manage subscription',
  upgradeFailed: 'Failed to start upgrade process',
  portalFailed: 'Failed to open subscription management',
  checkoutSessionFailed: 'Failed to create checkout session. Please try again.',
  mobileCheckoutFailed: 'Failed to create checkout. Please try again.',
  noCheckoutUrl: 'No checkout URL returned',
  /** 000 §8 'Upgrade success': '{tier} upgrade initiated!'. */
  upgradeInitiated: (tier: string) => `${tier} upgrade initiated!`,
} as const

/** The tier name a kind is shown with in '{tier} upgrade initiated!'. */
export const TIER_NAMES: Readonly<Record<CheckoutKind, string>> = {
  desktop_pro: 'Pro',
  mobile_premium: 'Premium',
  mobile_pro: 'Pro',
}

export type PaymentOutcome = 'success' | 'cancelled'

export interface CheckoutReturn {
  payment: PaymentOutcome | null
  item: PurchasedItem | null
  serviceCardId: string | null
}

const ITEMS: readonly PurchasedItem[] = [...CHECKOUT_KINDS, 'service_card']

/** The query of a return page: `payment=success|cancelled`, `item=`, `service_card_id=`. */
export function readCheckoutReturn(search: string): CheckoutReturn {
  const params = new URLSearchParams(search)
  const payment = params.get('payment')
  const item = params.get('item')
  return {
    payment: payment === 'success' || payment === 'cancelled' ? payment : null,
    item: ITEMS.find((candidate) => candidate === item) ?? null,
    serviceCardId: params.get('service_card_id'),
  }
}

/**
 * The body of a function answer that should carry `{ url }`; anything else, or an address that is not
 * a web address (the browser is sent there), is 'No checkout URL returned'.
 */
export function checkoutUrlFrom(data: unknown): string {
  const url = webLink(data && typeof data === 'object' && 'url' in data ? data.url : null)
  if (url === null) throw new Error(PAYMENT_MESSAGES.noCheckoutUrl)
  return url
}
