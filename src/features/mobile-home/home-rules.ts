import type { MemberAccess } from '../../lib/access.ts'
import { MOBILE_PRICES, type MobileTier } from '../../lib/tiers.ts'

/** Spec 002 §2.3 (Overview), §5 (service button), verbatim where the spec has words. */
export const HOME_TEXTS = {
  overview: 'Overview',
  board: 'Board',
  sessions: 'Sessions',
  subscription: 'Subscription',
  active: 'Active',
  inactive: 'Inactive',
  expires: 'Expires',
  noExpiry: 'No expiry date',
  quickActions: 'Quick Actions',
  allAccess: 'All Access',
  limited: 'Limited',
  addNote: 'Add Note',
  voiceMemo: 'Voice Memo',
  photoNote: 'Photo Note',
  quickAdd: 'Quick Add',
  services: 'Available Services',
  noServices: 'No services available right now',
  servicesFailed: 'Failed to load services',
} as const

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
  return tier === 'pro' ? HOME_TEXTS.allAccess : HOME_TEXTS.limited
}

export const QUICK_ACTIONS = [
  { label: HOME_TEXTS.addNote, to: '/app/quickadd?mode=text' },
  { label: HOME_TEXTS.voiceMemo, to: '/app/quickadd?mode=voice' },
  { label: HOME_TEXTS.photoNote, to: '/app/quickadd?mode=photo' },
  { label: HOME_TEXTS.quickAdd, to: '/app/quickadd' },
] as const
