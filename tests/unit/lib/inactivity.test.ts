import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createInactivityTimer,
  SESSION_EXPIRED_MESSAGE,
  SESSION_TIMEOUT_MS,
  SESSION_WARNING_MESSAGE,
  SESSION_WARNING_MS,
} from '../../../src/lib/inactivity.ts'

const MINUTE = 60_000

function setup() {
  const events: string[] = []
  const timer = createInactivityTimer({
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    onWarn: () => events.push('warn'),
    onExpire: () => events.push('expire'),
  })
  return { events, timer }
}

describe('inactivity timer (spec 000 §4.3)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('uses the spec limits and messages', () => {
    expect(SESSION_TIMEOUT_MS).toBe(30 * MINUTE)
    expect(SESSION_WARNING_MS).toBe(25 * MINUTE)
    expect(SESSION_WARNING_MESSAGE).toBe('Your session will expire in 5 minutes due to inactivity.')
    expect(SESSION_EXPIRED_MESSAGE).toBe('Session expired. Please log in again.')
  })

  it('warns at 25 minutes and expires 5 minutes later', () => {
    const { events, timer } = setup()
    timer.reset()
    vi.advanceTimersByTime(25 * MINUTE - 1)
    expect(events).toEqual([])
    vi.advanceTimersByTime(1)
    expect(events).toEqual(['warn'])
    vi.advanceTimersByTime(5 * MINUTE - 1)
    expect(events).toEqual(['warn'])
    vi.advanceTimersByTime(1)
    expect(events).toEqual(['warn', 'expire'])
  })

  it('activity restarts both countdowns', () => {
    const { events, timer } = setup()
    timer.reset()
    vi.advanceTimersByTime(24 * MINUTE)
    timer.reset()
    vi.advanceTimersByTime(24 * MINUTE)
    expect(events).toEqual([])
    vi.advanceTimersByTime(6 * MINUTE)
    expect(events).toEqual(['warn', 'expire'])
  })

  it('stop() cancels a pending warning and expiry', () => {
    const { events, timer } = setup()
    timer.reset()
    timer.stop()
    vi.advanceTimersByTime(60 * MINUTE)
    expect(events).toEqual([])
  })
})
