import { describe, expect, it } from 'vitest'
import { LIVE_USERS_POLL_MS, parseLiveUsersCount, shouldPulse } from '../../../src/lib/live-users.ts'

describe('live users (spec 000 §9)', () => {
  it('polls every 20 seconds', () => {
    expect(LIVE_USERS_POLL_MS).toBe(20_000)
  })

  it('pulses on a rise of 20 percent or more, not less', () => {
    expect(shouldPulse(5, 6)).toBe(true)
    expect(shouldPulse(10, 12)).toBe(true)
    expect(shouldPulse(10, 11)).toBe(false)
    expect(shouldPulse(100, 119)).toBe(false)
    expect(shouldPulse(10, 8)).toBe(false)
  })

  it('does not pulse coming up from zero (the failure display)', () => {
    expect(shouldPulse(0, 7)).toBe(false)
  })

  it('reads the count and shows zero for anything else', () => {
    expect(parseLiveUsersCount({ count: 42 })).toBe(42)
    expect(parseLiveUsersCount({ count: '42' })).toBe(0)
    expect(parseLiveUsersCount({ error: 'down' })).toBe(0)
    expect(parseLiveUsersCount(null)).toBe(0)
    expect(parseLiveUsersCount({ count: -3 })).toBe(0)
  })
})
