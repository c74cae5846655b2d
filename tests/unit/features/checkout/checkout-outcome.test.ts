import { describe, expect, it } from 'vitest'
import {
  expectedItem,
  hasArrived,
  PURCHASE_WINDOW_MS,
  tierNameOf,
} from '../../../../src/features/checkout/checkout-outcome.ts'
import { type MemberAccess, memberAccessFrom } from '../../../../src/lib/access.ts'

const NOW = Date.parse('2026-11-26T12:00:00Z')

function access(input: { desktop?: string; mobile?: { tier: string; active: boolean } }): MemberAccess {
  return memberAccessFrom({
    user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' },
    isStaff: false,
    memberships: input.desktop ? [{ membership_tier: input.desktop, status: 'active' }] : [],
    subscription: input.mobile ? { ...input.mobile, expires_at: null } : null,
    profileUserType: null,
    adminOverride: null,
    now: NOW,
  })
}

describe('hasArrived', () => {
  it('sees Desktop Pro only once an active desktop_pro membership is in the mirror', () => {
    expect(hasArrived('desktop_pro', access({}), [], null, NOW)).toBe(false)
    expect(hasArrived('desktop_pro', access({ desktop: 'desktop_standard' }), [], null, NOW)).toBe(false)
    expect(hasArrived('desktop_pro', access({ desktop: 'desktop_pro' }), [], null, NOW)).toBe(true)
  })

  it('sees a mobile plan when the subscription is active at that tier', () => {
    expect(
      hasArrived('mobile_pro', access({ mobile: { tier: 'premium', active: true } }), [], null, NOW),
    ).toBe(false)
    expect(hasArrived('mobile_pro', access({ mobile: { tier: 'pro', active: false } }), [], null, NOW)).toBe(
      false,
    )
    expect(hasArrived('mobile_pro', access({ mobile: { tier: 'pro', active: true } }), [], null, NOW)).toBe(
      true,
    )
    expect(
      hasArrived('mobile_premium', access({ mobile: { tier: 'premium', active: true } }), [], null, NOW),
    ).toBe(true)
  })

  it('sees a service card bought recently, not an old purchase of the same card', () => {
    const recent = { service_card_id: 'card-1', created_at: new Date(NOW - 60_000).toISOString() }
    const old = {
      service_card_id: 'card-1',
      created_at: new Date(NOW - PURCHASE_WINDOW_MS - 1).toISOString(),
    }
    expect(hasArrived('service_card', access({}), [old], 'card-1', NOW)).toBe(false)
    expect(hasArrived('service_card', access({}), [old, recent], 'card-1', NOW)).toBe(true)
    expect(hasArrived('service_card', access({}), [recent], 'card-2', NOW)).toBe(false)
  })
})

describe('expectedItem and tierNameOf', () => {
  it("falls back to the area's plan when the address names no item", () => {
    expect(expectedItem('console', { payment: 'success', item: null, serviceCardId: null })).toBe(
      'desktop_pro',
    )
    expect(expectedItem('mobile', { payment: 'success', item: 'mobile_pro', serviceCardId: null })).toBe(
      'mobile_pro',
    )
  })

  it("names the tier for '{tier} upgrade initiated!'", () => {
    expect(tierNameOf('desktop_pro')).toBe('Pro')
    expect(tierNameOf('mobile_premium')).toBe('Premium')
    expect(tierNameOf('service_card')).toBeNull()
  })
})
