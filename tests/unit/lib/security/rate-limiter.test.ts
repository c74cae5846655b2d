import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../../../src/lib/security/rate-limiter.ts'

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('rate limiter (spec 000 §5)', () => {
  it('allows 10 actions per 60 s per key, then refuses until the first leaves the window', () => {
    const time = clock()
    const limiter = createRateLimiter({ now: time.now })
    for (let i = 0; i < 10; i++) {
      expect(limiter.attempt('contact-form').allowed).toBe(true)
      time.advance(1000)
    }
    expect(limiter.attempt('contact-form')).toEqual({ allowed: false, remaining: 0, retryAfterMs: 50_000 })
    expect(limiter.attempt('other-key').allowed).toBe(true)
    time.advance(50_000)
    expect(limiter.attempt('contact-form').allowed).toBe(true)
  })

  it('allows sensitive operations 3 times per 15 minutes', () => {
    const time = clock()
    const limiter = createRateLimiter({ now: time.now })
    expect(limiter.attempt('sign-in:demo@example.com', 'sensitive').remaining).toBe(2)
    limiter.attempt('sign-in:demo@example.com', 'sensitive')
    expect(limiter.attempt('sign-in:demo@example.com', 'sensitive')).toMatchObject({
      allowed: true,
      remaining: 0,
    })
    time.advance(15 * 60_000 - 1)
    expect(limiter.attempt('sign-in:demo@example.com', 'sensitive').allowed).toBe(false)
    time.advance(1)
    expect(limiter.attempt('sign-in:demo@example.com', 'sensitive').allowed).toBe(true)
  })

  it('counts more than 5 actions in 10 s as suspicious, 5 as not', () => {
    const time = clock()
    const limiter = createRateLimiter({ now: time.now })
    for (const gap of [0, 700, 2100, 300, 3000]) {
      time.advance(gap)
      limiter.attempt('k')
    }
    expect(limiter.isSuspicious('k')).toBe(false)
    time.advance(1500)
    limiter.attempt('k')
    expect(limiter.isSuspicious('k')).toBe(true)
  })

  it('counts machine-regular intervals as suspicious and human ones as not', () => {
    const time = clock()
    const bot = createRateLimiter({ now: time.now })
    for (const gap of [0, 3000, 3050, 2950]) {
      time.advance(gap)
      bot.attempt('k')
    }
    expect(bot.isSuspicious('k')).toBe(true)

    const human = createRateLimiter({ now: time.now })
    for (const gap of [0, 3000, 4200, 2500]) {
      time.advance(gap)
      human.attempt('k')
    }
    expect(human.isSuspicious('k')).toBe(false)
  })

  it('reset forgets a key', () => {
    const time = clock()
    const limiter = createRateLimiter({ now: time.now })
    for (let i = 0; i < 3; i++) limiter.attempt('k', 'sensitive')
    limiter.reset('k')
    expect(limiter.attempt('k', 'sensitive').allowed).toBe(true)
  })
})
