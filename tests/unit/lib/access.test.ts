import { describe, expect, it } from 'vitest'
import {
  type AccessInput,
  currentMobileTier,
  memberAccessFrom,
  userTypeFrom,
} from '../../../src/lib/access.ts'

const NOW = Date.parse('2026-11-22T12:00:00Z')
const base: AccessInput = {
  user: { id: 'u-1', email: 'ada@example.com', displayName: 'Ada' },
  isStaff: false,
  memberships: [],
  subscription: null,
  profileUserType: null,
  adminOverride: null,
  now: NOW,
}

describe('member access (000 §4.1, §6; 001 §2, §5; 002 §6)', () => {
  it('gives a member with no rows the tier none on desktop and free on mobile', () => {
    const access = memberAccessFrom(base)
    expect(access.desktopTier).toBe('none')
    expect(access.hasDesktopAccess).toBe(false)
    expect(access.consoleTier).toBe('desktop_standard')
    expect(access.canEditDesktop).toBe(false)
    expect(access.mobileTier).toBe('free')
    expect(access.mobileSubscription).toBeNull()
  })

  it('lets only an active desktop_pro membership edit, and ignores the membership pass row', () => {
    const pro = memberAccessFrom({
      ...base,
      memberships: [
        { membership_tier: 'pro', status: 'active' },
        { membership_tier: 'desktop_pro', status: 'active' },
      ],
    })
    expect(pro.desktopTier).toBe('desktop_pro')
    expect(pro.canEditDesktop).toBe(true)
    const lapsed = memberAccessFrom({
      ...base,
      memberships: [{ membership_tier: 'desktop_pro', status: 'cancelled' }],
    })
    expect(lapsed.desktopTier).toBe('none')
    expect(lapsed.canEditDesktop).toBe(false)
  })

  it('opens Pro templates to Desktop Pro and to staff, not to Standard members', () => {
    const standard = [{ membership_tier: 'desktop_standard', status: 'active' }]
    expect(memberAccessFrom({ ...base, memberships: standard }).canUseProTemplates).toBe(false)
    expect(memberAccessFrom({ ...base, memberships: standard, isStaff: true }).canUseProTemplates).toBe(true)
  })

  it('reads the mobile tier from a current subscription and falls back to free when inactive or expired', () => {
    const row = { tier: 'premium', active: true, expires_at: '2027-01-01T00:00:00Z' }
    expect(memberAccessFrom({ ...base, subscription: row }).mobileTier).toBe('premium')
    expect(memberAccessFrom({ ...base, subscription: { ...row, active: false } }).mobileTier).toBe('free')
    const expired = memberAccessFrom({
      ...base,
      subscription: { ...row, expires_at: '2026-01-01T00:00:00Z' },
    })
    expect(expired.mobileTier).toBe('free')
    expect(expired.mobileSubscription).toEqual({
      tier: 'premium',
      active: false,
      expiresAt: '2026-01-01T00:00:00Z',
    })
  })

  it('treats staff as pro by default and honours their local override', () => {
    expect(memberAccessFrom({ ...base, isStaff: true }).mobileTier).toBe('pro')
    expect(memberAccessFrom({ ...base, isStaff: true, adminOverride: 'free' }).mobileTier).toBe('free')
    expect(memberAccessFrom({ ...base, adminOverride: 'pro' }).mobileTier).toBe('free')
  })

  it('makes every profile a founder unless it says investor', () => {
    expect(userTypeFrom('investor')).toBe('investor')
    expect(userTypeFrom('founder')).toBe('founder')
    expect(userTypeFrom(null)).toBe('founder')
    expect(userTypeFrom('advisor')).toBe('founder')
  })

  it('never counts an unknown tier name as a subscription', () => {
    expect(currentMobileTier({ tier: 'gold', active: true, expires_at: null }, NOW)).toBeNull()
    expect(currentMobileTier({ tier: 'pro', active: true, expires_at: null }, NOW)).toBe('pro')
  })
})
