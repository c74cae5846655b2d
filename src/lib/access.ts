import {
  canEditDesktop,
  consoleTierFrom,
  type DesktopTier,
  desktopTierFrom,
  effectiveMobileTier,
  isMobileTier,
  type MembershipRow,
  type MobileTier,
} from './tiers.ts'

/**
 * What a signed-in member may do, in one place (STYLE.md: "Tier and role gates read one place").
 * Screens read this through `useMemberAccess()` in src/data; the server's RLS is the real gate.
 */
export interface MemberAccess {
  userId: string
  email: string
  displayName: string
  /** Company domain or a named staff/demo/info account (000 §6). */
  isStaff: boolean
  /** 001 §2: founder or investor from the profile; founder when missing or anything else. */
  userType: UserType
  /** The active desktop membership: none, desktop_standard or desktop_pro (000 §4.1). */
  desktopTier: DesktopTier
  /** 001 §4, both readings: standard by default, Pro with an active desktop_pro membership. */
  consoleTier: 'desktop_standard' | 'desktop_pro'
  /** Only desktop_pro edits in the console (000 §4.1). */
  canEditDesktop: boolean
  hasDesktopAccess: boolean
  /** Pro templates need Desktop Pro unless staff (001 §5). */
  canUseProTemplates: boolean
  /** The mobile tier after the staff override (000 §4.1: default pro for admins). */
  mobileTier: MobileTier
  /** The server's subscription state, when the member has one and it is current. */
  mobileSubscription: MobileSubscriptionState | null
}

export type UserType = 'founder' | 'investor'

export interface MobileSubscriptionState {
  tier: MobileTier
  active: boolean
  expiresAt: string | null
}

export interface MobileSubscriptionRow {
  tier: string
  active: boolean
  expires_at: string | null
}

export interface AccessInput {
  user: { id: string; email: string; displayName: string }
  isStaff: boolean
  memberships: readonly MembershipRow[]
  subscription: MobileSubscriptionRow | null | undefined
  profileUserType: string | null | undefined
  adminOverride: MobileTier | null
  now: number
}

export function userTypeFrom(value: string | null | undefined): UserType {
  return value === 'investor' ? 'investor' : 'founder'
}

/**
 * A subscription counts while it is active and not past `expires_at`; no row, an inactive row or an
 * expired one is the free tier (002 §1: "free — shown as 0 euro forever").
 */
export function currentMobileTier(
  row: MobileSubscriptionRow | null | undefined,
  now: number,
): MobileTier | null {
  if (!row?.active || !isMobileTier(row.tier)) return null
  if (row.expires_at !== null && Date.parse(row.expires_at) <= now) return null
  return row.tier
}

export function memberAccessFrom(input: AccessInput): MemberAccess {
  const desktopTier = desktopTierFrom(input.memberships)
  const serverTier = currentMobileTier(input.subscription, input.now)
  const subscription = input.subscription
  return {
    userId: input.user.id,
    email: input.user.email,
    displayName: input.user.displayName,
    isStaff: input.isStaff,
    userType: userTypeFrom(input.profileUserType),
    desktopTier,
    consoleTier: consoleTierFrom(desktopTier),
    canEditDesktop: canEditDesktop(desktopTier),
    hasDesktopAccess: desktopTier !== 'none',
    canUseProTemplates: canEditDesktop(desktopTier) || input.isStaff,
    mobileTier: effectiveMobileTier({ serverTier, isStaff: input.isStaff, override: input.adminOverride }),
    mobileSubscription:
      subscription && isMobileTier(subscription.tier)
        ? { tier: subscription.tier, active: serverTier !== null, expiresAt: subscription.expires_at }
        : null,
  }
}
