import { describe, expect, it } from 'vitest'
import { isLocalFlagEnabled, LOCAL_FLAGS, setLocalFlag } from '../../../src/lib/feature-flags.ts'
import { isFlagEnabled, rolloutBucket } from '../../../src/lib/flag-rollout.ts'
import { createMemoryStorage } from '../../../src/lib/storage.ts'

// 0x0000002a = 42 → bucket 42; 0x00000064 = 100 → bucket 0; 0xffffffff = 4294967295 → bucket 95
const USER_42 = '0000002a-1111-4111-8111-111111111111'
const USER_0 = '00000064-2222-4222-8222-222222222222'
const USER_95 = 'ffffffff-3333-4333-8333-333333333333'

const flag = (rollout: number | null, enabled = true) => ({
  flag_key: 'new_digest',
  is_enabled: enabled,
  rollout_percentage: rollout,
})

describe('feature-flag rollout (spec 000 §4.1)', () => {
  it('buckets a user by the first hex segment of the id modulo 100', () => {
    expect(rolloutBucket(USER_42)).toBe(42)
    expect(rolloutBucket(USER_0)).toBe(0)
    expect(rolloutBucket(USER_95)).toBe(95)
    expect(rolloutBucket('not-a-uuid')).toBeNull()
  })

  it('includes a user whose bucket is below rollout_percentage, not equal to it', () => {
    expect(isFlagEnabled(flag(43), USER_42)).toBe(true)
    expect(isFlagEnabled(flag(42), USER_42)).toBe(false)
    expect(isFlagEnabled(flag(1), USER_0)).toBe(true)
    expect(isFlagEnabled(flag(0), USER_0)).toBe(false)
  })

  it('is off for everyone when the flag is disabled, on for everyone at 100', () => {
    expect(isFlagEnabled(flag(100, false), USER_0)).toBe(false)
    expect(isFlagEnabled(flag(100), USER_95)).toBe(true)
    expect(isFlagEnabled(flag(null), null)).toBe(true)
    expect(isFlagEnabled(flag(50), null)).toBe(false)
  })

  it("lets the active version's feature map enable it over the rollout", () => {
    const version = { features: { new_digest: true } }
    expect(isFlagEnabled(flag(0, false), USER_95, version)).toBe(true)
    expect(isFlagEnabled(flag(0), USER_95, { features: { new_digest: false } })).toBe(false)
  })
})

describe('local beta flags (spec 002 §2.1)', () => {
  it('turns the capital readiness report on and off in local storage', () => {
    const storage = createMemoryStorage()
    expect(isLocalFlagEnabled(storage, LOCAL_FLAGS.capitalReadiness)).toBe(false)
    setLocalFlag(storage, LOCAL_FLAGS.capitalReadiness, true)
    expect(storage.getItem('feature_flag_capital_readiness_report')).toBe('true')
    expect(isLocalFlagEnabled(storage, LOCAL_FLAGS.capitalReadiness)).toBe(true)
    setLocalFlag(storage, LOCAL_FLAGS.capitalReadiness, false)
    expect(isLocalFlagEnabled(storage, LOCAL_FLAGS.capitalReadiness)).toBe(false)
  })
})
