import type { KeyValueStorage } from './storage.ts'

/** Tier rules of spec 000 §1, §3, §4.1 and §6. */
export type MobileTier = 'free' | 'premium' | 'pro'
export type DesktopTier = 'none' | 'desktop_standard' | 'desktop_pro'
export type CardTier = 'base' | 'standard' | 'pro'

export const MOBILE_TIERS: readonly MobileTier[] = ['free', 'premium', 'pro']

export const TIER_RANK: Readonly<Record<MobileTier, number>> = { free: 0, premium: 1, pro: 2 }

/** Euro per month. */
export const MOBILE_PRICES: Readonly<Record<MobileTier, number>> = { free: 0, premium: 9.99, pro: 19.99 }
export const DESKTOP_PRICES = { desktop_standard: 0, desktop_pro: 995 } as const

export function isMobileTier(value: unknown): value is MobileTier {
  return MOBILE_TIERS.some((tier) => tier === value)
}

export function hasTierAtLeast(tier: MobileTier, required: MobileTier): boolean {
  return TIER_RANK[tier] >= TIER_RANK[required]
}

export interface MembershipRow {
  membership_tier: string
  status: string
}

/** From the user's jul_memberships rows: the active desktop one, Pro winning; none without it. */
export function desktopTierFrom(memberships: readonly MembershipRow[]): DesktopTier {
  const active = memberships.filter((row) => row.status === 'active').map((row) => row.membership_tier)
  if (active.includes('desktop_pro')) return 'desktop_pro'
  if (active.includes('desktop_standard')) return 'desktop_standard'
  return 'none'
}

/** Only desktop_pro edits in the console. */
export function canEditDesktop(tier: DesktopTier): boolean {
  return tier === 'desktop_pro'
}

/**
 * The console's displayed tier (001 §4: both readings apply): standard by default, Pro when an
 * active desktop_pro membership exists.
 */
export function consoleTierFrom(tier: DesktopTier): 'desktop_standard' | 'desktop_pro' {
  return tier === 'desktop_pro' ? 'desktop_pro' : 'desktop_standard'
}

export const DEFAULT_ADMIN_TIER: MobileTier = 'pro'

/**
 * Members get their server tier (free without one). Staff get the local admin override, default pro;
 * an explicit override is honoured even when lower, so staff can preview what a free member sees.
 */
export function effectiveMobileTier(input: {
  serverTier: MobileTier | null | undefined
  isStaff: boolean
  override: MobileTier | null | undefined
}): MobileTier {
  if (input.isStaff) return input.override ?? DEFAULT_ADMIN_TIER
  return input.serverTier ?? 'free'
}

/** Spec 002 §6 names the key only as 'a key for the admin tier'. Do not change without a migration. */
export const ADMIN_TIER_OVERRIDE_KEY = 'jul_admin_tier_override'

export interface AdminTierOverride {
  get: () => MobileTier | null
  /** Stores (or with null clears) the override and notifies every listener. */
  set: (tier: MobileTier | null) => void
  subscribe: (listener: (tier: MobileTier | null) => void) => () => void
}

export function createAdminTierOverride(storage: KeyValueStorage): AdminTierOverride {
  const listeners = new Set<(tier: MobileTier | null) => void>()
  return {
    get: () => {
      const stored = storage.getItem(ADMIN_TIER_OVERRIDE_KEY)
      return isMobileTier(stored) ? stored : null
    },
    set: (tier) => {
      if (tier === null) storage.removeItem(ADMIN_TIER_OVERRIDE_KEY)
      else storage.setItem(ADMIN_TIER_OVERRIDE_KEY, tier)
      for (const listener of listeners) listener(tier)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export interface MembershipCardDisplay {
  title: string
  memberLabel: string
  colour: 'purple' | 'blue' | 'grey'
  cardPrefix: string
}

export const MEMBERSHIP_CARD_DISPLAY: Readonly<Record<CardTier, MembershipCardDisplay>> = {
  pro: { title: 'JUL STUDIO', memberLabel: 'Studio Member', colour: 'purple', cardPrefix: 'JUL-PRO' },
  standard: { title: 'JUL WORKSHOP', memberLabel: 'Workshop Member', colour: 'blue', cardPrefix: 'JUL-STD' },
  base: { title: 'JUL FORGE', memberLabel: 'Forge Member', colour: 'grey', cardPrefix: 'JUL-BASE' },
}

/** Base or any unknown tier shows as Forge. */
export function membershipCardDisplay(tier: string | null | undefined): MembershipCardDisplay {
  return tier === 'pro' || tier === 'standard' ? MEMBERSHIP_CARD_DISPLAY[tier] : MEMBERSHIP_CARD_DISPLAY.base
}

/** The on-device sample card (no record yet): free → base, premium → standard, anything else → pro. */
export function sampleCardTierFor(tier: MobileTier | string | null | undefined): CardTier {
  if (tier === 'free') return 'base'
  if (tier === 'premium') return 'standard'
  return 'pro'
}

/** Sample card number: the tier's prefix plus 8 random digits (spec 000 §9); `random` returns [0, 1). */
export function sampleCardNumber(tier: CardTier, random: () => number): string {
  const digits = Array.from({ length: 8 }, () => Math.floor(random() * 10)).join('')
  return `${MEMBERSHIP_CARD_DISPLAY[tier].cardPrefix}-${digits}`
}

/** Card ids are shown truncated to 12 characters. */
export const CARD_ID_DISPLAY_LENGTH = 12

export function displayCardId(id: string): string {
  return id.slice(0, CARD_ID_DISPLAY_LENGTH)
}
