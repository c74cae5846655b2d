import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../../src/lib/storage.ts'
import {
  ADMIN_TIER_OVERRIDE_KEY,
  canEditDesktop,
  consoleTierFrom,
  createAdminTierOverride,
  DESKTOP_PRICES,
  desktopTierFrom,
  displayCardId,
  effectiveMobileTier,
  hasTierAtLeast,
  MOBILE_PRICES,
  type MobileTier,
  membershipCardDisplay,
  sampleCardNumber,
  sampleCardTierFor,
  TIER_RANK,
} from '../../../src/lib/tiers.ts'

describe('tier ranks and prices (spec 000 §1, §9)', () => {
  it('ranks free 0, premium 1, pro 2', () => {
    expect(TIER_RANK).toEqual({ free: 0, premium: 1, pro: 2 })
    expect(hasTierAtLeast('premium', 'premium')).toBe(true)
    expect(hasTierAtLeast('free', 'premium')).toBe(false)
  })

  it('prices mobile at 0 / 9.99 / 19.99 and desktop Pro at 995 euro a month', () => {
    expect(MOBILE_PRICES).toEqual({ free: 0, premium: 9.99, pro: 19.99 })
    expect(DESKTOP_PRICES).toEqual({ desktop_standard: 0, desktop_pro: 995 })
  })
})

describe('desktop tier (spec 000 §4.1)', () => {
  it('is none without an active desktop membership', () => {
    expect(desktopTierFrom([])).toBe('none')
    expect(desktopTierFrom([{ membership_tier: 'desktop_pro', status: 'cancelled' }])).toBe('none')
    expect(desktopTierFrom([{ membership_tier: 'pro', status: 'active' }])).toBe('none')
  })

  it('comes from the active desktop row, Pro winning, and only Pro edits', () => {
    const standard = desktopTierFrom([{ membership_tier: 'desktop_standard', status: 'active' }])
    expect(standard).toBe('desktop_standard')
    expect(canEditDesktop(standard)).toBe(false)
    const pro = desktopTierFrom([
      { membership_tier: 'desktop_standard', status: 'active' },
      { membership_tier: 'desktop_pro', status: 'active' },
    ])
    expect(pro).toBe('desktop_pro')
    expect(canEditDesktop(pro)).toBe(true)
    expect(canEditDesktop('none')).toBe(false)
  })

  it('shows the console as standard unless Pro (001 §4)', () => {
    expect(consoleTierFrom('none')).toBe('desktop_standard')
    expect(consoleTierFrom('desktop_pro')).toBe('desktop_pro')
  })
})

describe('mobile tier with the admin override (spec 000 §4.1, §6)', () => {
  it('gives members their server tier, free without one', () => {
    expect(effectiveMobileTier({ serverTier: 'premium', isStaff: false, override: 'pro' })).toBe('premium')
    expect(effectiveMobileTier({ serverTier: null, isStaff: false, override: null })).toBe('free')
  })

  it('treats staff as pro by default, even on a free server tier', () => {
    expect(effectiveMobileTier({ serverTier: 'free', isStaff: true, override: null })).toBe('pro')
  })

  it("honours a staff member's explicit override", () => {
    expect(effectiveMobileTier({ serverTier: 'pro', isStaff: true, override: 'free' })).toBe('free')
  })

  it('stores the override and notifies every listener', () => {
    const storage = createMemoryStorage()
    const override = createAdminTierOverride(storage)
    const heard: Array<MobileTier | null> = []
    const heardToo: Array<MobileTier | null> = []
    override.subscribe((tier) => heard.push(tier))
    const stop = override.subscribe((tier) => heardToo.push(tier))
    override.set('premium')
    stop()
    override.set(null)
    expect(heard).toEqual(['premium', null])
    expect(heardToo).toEqual(['premium'])
    expect(storage.getItem(ADMIN_TIER_OVERRIDE_KEY)).toBeNull()
  })

  it('ignores a damaged stored override', () => {
    const storage = createMemoryStorage({ [ADMIN_TIER_OVERRIDE_KEY]: 'platinum' })
    expect(createAdminTierOverride(storage).get()).toBeNull()
  })
})

describe('membership card display (spec 000 §3)', () => {
  it('shows Studio, Workshop and Forge by tier, unknown as Forge', () => {
    expect(membershipCardDisplay('pro')).toEqual({
      title: 'JUL STUDIO',
      memberLabel: 'Studio Member',
      colour: 'purple',
      cardPrefix: 'JUL-PRO',
    })
    expect(membershipCardDisplay('standard')).toEqual({
      title: 'JUL WORKSHOP',
      memberLabel: 'Workshop Member',
      colour: 'blue',
      cardPrefix: 'JUL-STD',
    })
    expect(membershipCardDisplay('base').title).toBe('JUL FORGE')
    expect(membershipCardDisplay('business')).toEqual({
      title: 'JUL FORGE',
      memberLabel: 'Forge Member',
      colour: 'grey',
      cardPrefix: 'JUL-BASE',
    })
  })

  it('maps the subscription to the sample card: free base, premium standard, else pro', () => {
    expect(sampleCardTierFor('free')).toBe('base')
    expect(sampleCardTierFor('premium')).toBe('standard')
    expect(sampleCardTierFor('pro')).toBe('pro')
    expect(sampleCardTierFor(undefined)).toBe('pro')
  })

  it('numbers a sample card with the prefix and 8 digits and truncates ids to 12', () => {
    expect(sampleCardNumber('standard', () => 0.42)).toBe('JUL-STD-44444444')
    expect(displayCardId('0f8c2d1e-7b44-4a9e-9c1a-123456789abc')).toBe('0f8c2d1e-7b4')
  })
})
