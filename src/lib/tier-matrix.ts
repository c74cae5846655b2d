import type { MobileTier } from './tiers.ts'

/**
 * The mobile tier matrix: every cell of 002 §6's table and of 000 §6's "Mobile features by tier", in
 * the spec's own words, and the one place a screen asks what a mobile tier may do. The server's RLS
 * holds the same rules where a write is involved (`public.mobile_tier()`, `tier_rank`).
 */

export type TierCells = Readonly<Record<MobileTier, string>>

/** 002 §6, row by row: the capability as the spec names it and its free / premium / pro cells. */
export const MOBILE_CAPABILITIES = {
  quickAdd: { label: 'Quick Add', cells: { free: 'upgrade prompt', premium: 'yes', pro: 'yes' } },
  boardEdit: {
    label: 'Board edit, create proposals, comments',
    cells: { free: 'no', premium: 'yes', pro: 'yes' },
  },
  digestKeyTerms: { label: 'Digest key terms', cells: { free: 'no', premium: 'no', pro: 'yes' } },
  founderActions: {
    label: 'Schedule Session and Submit Decision',
    cells: {
      free: 'founders with edit rights only',
      premium: 'founders with edit rights only',
      pro: 'founders with edit rights only',
    },
  },
  sessionScheduling: {
    label: 'Session scheduling',
    cells: { free: 'upgrade prompt', premium: 'yes', pro: 'yes' },
  },
  mediaEdit: { label: 'Media edit and delete', cells: { free: 'no', premium: 'no', pro: 'yes' } },
  advisorAndPeerRooms: {
    label: 'Advisor and peer rooms',
    cells: { free: 'read only', premium: 'read and send', pro: 'read and send' },
  },
  crossGroupRoom: {
    label: 'Cross-group room',
    cells: { free: 'no access', premium: 'no access', pro: 'read and send' },
  },
  aiVoiceAssistant: { label: 'AI voice assistant', cells: { free: 'no', premium: 'no', pro: 'yes' } },
  julMode: { label: 'JUL Mode', cells: { free: 'upsell', premium: 'yes', pro: 'yes' } },
  actionableAlerts: { label: 'Actionable Alerts', cells: { free: 'no', premium: 'no', pro: 'yes' } },
} as const satisfies Record<string, { label: string; cells: TierCells }>

export type MobileCapability = keyof typeof MOBILE_CAPABILITIES

/** 000 §6's graded services: what each tier's level is called. */
export const MOBILE_SERVICE_LEVELS = {
  cardManagement: {
    label: 'Card management',
    cells: { free: 'view-only', premium: 'request-and-book', pro: 'full-access' },
  },
  oneOffSessions: {
    label: 'One-off sessions',
    cells: { free: 'view-list', premium: 'book-sessions', pro: 'book-and-track' },
  },
  subscriptionServices: {
    label: 'Subscription services',
    cells: { free: 'none', premium: 'view-and-request', pro: 'view-book-administer' },
  },
  // 000 §6 names console pro management for pro only; below pro there is nothing to manage.
  consoleProManagement: {
    label: 'Console pro management',
    cells: { free: 'none', premium: 'none', pro: 'manage-subscription' },
  },
  chirps: { label: 'Chirps', cells: { free: 'basic', premium: 'unlimited', pro: 'unlimited' } },
} as const satisfies Record<string, { label: string; cells: TierCells }>

export type MobileServiceLevel = keyof typeof MOBILE_SERVICE_LEVELS

/** 000 §6's feature lists: the lowest tier each feature comes with, in the spec's words. */
export const MOBILE_FEATURES = {
  free: [
    'dashboards',
    'board access',
    'session summaries',
    'agreements',
    'basic chirps',
    'push notifications',
    'offline mode',
    'haptics',
    'biometric sign-in',
    'cross-platform sync',
  ],
  premium: [
    'quick capture',
    'voice memo logging',
    'file attachments',
    'unlimited chirps',
    'a special insight mode',
    'smart photo documentation',
    'watch companion',
    'location reminders',
  ],
  pro: [
    'proposal digest',
    'AI voice assistant',
    'voice chirps from advisor',
    'export toolkit',
    'smart proposal tracking',
    'branded export',
    'real-time chirp alerts',
  ],
} as const satisfies Readonly<Record<MobileTier, readonly string[]>>

export type MobileFeature = (typeof MOBILE_FEATURES)[MobileTier][number]

/**
 * Benefits 000 §6 names that a web app cannot give: a watch has no browser to run it, and a browser
 * wakes no page when a member arrives somewhere. Screens that list the tiers say so instead of
 * promising them.
 */
export const NATIVE_ONLY_FEATURES: readonly MobileFeature[] = ['watch companion', 'location reminders']

/** Cells that grant nothing: the member sees a prompt, a lock or nothing. */
const DENIED_CELLS: readonly string[] = ['no', 'upgrade prompt', 'upsell', 'no access', 'none']

export function capabilityCell(tier: MobileTier, capability: MobileCapability): string {
  return MOBILE_CAPABILITIES[capability].cells[tier]
}

/**
 * Whether the tier has the capability at all ('read only' counts: the member reads). For the rooms,
 * sending is `canSendInRooms`. 'founders with edit rights only' is granted by tier and narrowed by
 * `founderActionsAllowed`.
 */
export function tierAllows(tier: MobileTier, capability: MobileCapability): boolean {
  return !DENIED_CELLS.includes(capabilityCell(tier, capability))
}

/** The cheapest tier that has the capability: what a locked control names ('Premium+', 'Pro'). */
export function lowestTierFor(capability: MobileCapability): MobileTier {
  const tiers: readonly MobileTier[] = ['free', 'premium', 'pro']
  return tiers.find((tier) => tierAllows(tier, capability)) ?? 'pro'
}

/** The lock label a free member sees on a capability: 'Premium+' from premium up, else 'Pro'. */
export function lockLabel(capability: MobileCapability): 'Premium+' | 'Pro' {
  return lowestTierFor(capability) === 'pro' ? 'Pro' : 'Premium+'
}

/** Whether a locked capability answers with the upgrade prompt (rather than a plain 'no'). */
export function offersUpgradePrompt(tier: MobileTier, capability: MobileCapability): boolean {
  const cell = capabilityCell(tier, capability)
  return cell === 'upgrade prompt' || cell === 'upsell'
}

export function canSendInRoom(tier: MobileTier, room: 'julius' | 'peer' | 'cross-group'): boolean {
  const capability: MobileCapability = room === 'cross-group' ? 'crossGroupRoom' : 'advisorAndPeerRooms'
  return capabilityCell(tier, capability) === 'read and send'
}

export function canReadRoom(tier: MobileTier, room: 'julius' | 'peer' | 'cross-group'): boolean {
  return tierAllows(tier, room === 'cross-group' ? 'crossGroupRoom' : 'advisorAndPeerRooms')
}

/** 002 §6: Schedule Session and Submit Decision are for founders with edit rights, whatever the tier. */
export function founderActionsAllowed(input: {
  userType: 'founder' | 'investor'
  canEdit: boolean
}): boolean {
  return input.userType === 'founder' && input.canEdit
}

export function serviceLevel(tier: MobileTier, level: MobileServiceLevel): string {
  return MOBILE_SERVICE_LEVELS[level].cells[tier]
}

/** 000 §6: whether the tier has a feature of the "Mobile features by tier" lists (tiers add up). */
export function hasMobileFeature(tier: MobileTier, feature: MobileFeature): boolean {
  const included: readonly string[] =
    tier === 'free'
      ? MOBILE_FEATURES.free
      : tier === 'premium'
        ? [...MOBILE_FEATURES.free, ...MOBILE_FEATURES.premium]
        : [...MOBILE_FEATURES.free, ...MOBILE_FEATURES.premium, ...MOBILE_FEATURES.pro]
  return included.includes(feature)
}

/**
 * 000 §6's chirps are the YEL Room's messages (the room's first-time explainer is the
 * `yel-chirp-explainer-seen` key, 002 §2.9). Basic chirps are the ones a member receives: 002 §6 makes
 * the free tier read only in the advisor and peer rooms, so a basic member sends none a day; unlimited
 * chirps (premium up) have no daily cap. The server's `can_post_room()` holds the same limit.
 */
export const BASIC_CHIRPS_PER_DAY = 0

/** How many chirps the tier may send in a day; null when unlimited. */
export function chirpsPerDay(tier: MobileTier): number | null {
  return serviceLevel(tier, 'chirps') === 'unlimited' ? null : BASIC_CHIRPS_PER_DAY
}
