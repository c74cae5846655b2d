import type { MemberAccess } from '../../lib/access.ts'
import { MOBILE_PRICES, type MobileTier } from '../../lib/tiers.ts'
import { MOBILE_HOME_TEXTS } from './texts.ts'

export const TIER_LABELS: Readonly<Record<MobileTier, string>> = {
  free: 'Free',
  premium: 'Premium',
  pro: 'Pro',
}

/** 002 §2.3: the four service groups of the mobile home, in this order. */
export const SERVICE_LOCATIONS = ['home', 'founders', 'investors', 'ventures'] as const
export type ServiceLocation = (typeof SERVICE_LOCATIONS)[number]
export const LOCATION_LABELS: Readonly<Record<ServiceLocation, string>> = {
  home: 'Home',
  founders: 'Founders',
  investors: 'Investors',
  ventures: 'Ventures',
}

export interface SubscriptionSummary {
  tier: MobileTier
  tierLabel: string
  /** 002 §1: free is 0 euro forever. */
  price: string
  active: boolean
  expiresAt: string | null
}

/** 002 §2.3: tier, price, Active/Inactive and expiry from mobile_subscriptions (no row: free, active). */
export function subscriptionSummary(
  access: Pick<MemberAccess, 'mobileTier' | 'mobileSubscription'>,
): SubscriptionSummary {
  const tier = access.mobileTier
  const row = access.mobileSubscription
  return {
    tier,
    tierLabel: TIER_LABELS[tier],
    price: tier === 'free' ? '€0 forever' : `€${MOBILE_PRICES[tier].toFixed(2)}/month`,
    active: row ? row.active : true,
    expiresAt: row?.expiresAt ?? null,
  }
}

/** 002 §2.3: the Quick Actions badge reads All Access for pro, otherwise Limited. */
export function quickActionsBadge(tier: MobileTier): string {
  return tier === 'pro' ? MOBILE_HOME_TEXTS.allAccess : MOBILE_HOME_TEXTS.limited
}

export const QUICK_ACTIONS = [
  { label: MOBILE_HOME_TEXTS.addNote, to: '/app/quickadd?mode=text' },
  { label: MOBILE_HOME_TEXTS.voiceMemo, to: '/app/quickadd?mode=voice' },
  { label: MOBILE_HOME_TEXTS.photoNote, to: '/app/quickadd?mode=photo' },
  { label: MOBILE_HOME_TEXTS.quickAdd, to: '/app/quickadd' },
] as const
