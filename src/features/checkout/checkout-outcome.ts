import type { MemberAccess } from '../../lib/access.ts'
import type { CheckoutReturn, PurchasedItem } from '../../lib/payments.ts'
import { TIER_NAMES } from '../../lib/payments.ts'

/**
 * Whether what was bought has reached this device. The payment activates it on the server (webhook,
 * or the local test checkout's Pay); the device learns of it through sync, so a return page watches
 * the local mirror until it shows, then says so.
 */

export type CheckoutArea = 'console' | 'mobile'

/** Waiting longer than this, the page says the update is late and offers to check again. */
export const SLOW_AFTER_MS = 60_000
/** While waiting, the page asks sync for a fresh pull this often (realtime usually wins). */
export const RESYNC_EVERY_MS = 3_000
/** A service-card purchase counts for this page when it was made this recently. */
export const PURCHASE_WINDOW_MS = 30 * 60_000

export interface PurchaseRow {
  service_card_id: string | null
  created_at: string
}

/** The item a success page waits for: the address says, else the area's plan. */
export function expectedItem(area: CheckoutArea, checkout: CheckoutReturn): PurchasedItem {
  return checkout.item ?? (area === 'console' ? 'desktop_pro' : 'mobile_premium')
}

export function hasArrived(
  item: PurchasedItem,
  access: MemberAccess,
  purchases: readonly PurchaseRow[],
  serviceCardId: string | null,
  now: number,
): boolean {
  switch (item) {
    case 'desktop_pro':
      return access.consoleTier === 'desktop_pro'
    case 'mobile_premium':
      // Premium is met by a pro plan too (a plan the member already had is never "lower").
      return access.mobileSubscription?.active === true && access.mobileSubscription.tier !== 'free'
    case 'mobile_pro':
      return access.mobileSubscription?.active === true && access.mobileSubscription.tier === 'pro'
    case 'service_card':
      return purchases.some(
        (row) =>
          (serviceCardId === null || row.service_card_id === serviceCardId) &&
          now - Date.parse(row.created_at) <= PURCHASE_WINDOW_MS,
      )
  }
}

/** '{tier}' of the spec's '{tier} upgrade initiated!'; null for a service card. */
export const tierNameOf = (item: PurchasedItem): string | null =>
  item === 'service_card' ? null : TIER_NAMES[item]
