/**
 * Rate limiter of spec 000 §5, on an injected clock. Each key has its own window; sensitive
 * operations (sign-in, password reset, checkout) use the stricter limit under a separate bucket.
 */
export interface RateLimit {
  max: number
  windowMs: number
}

export const RATE_LIMITS = {
  default: { max: 10, windowMs: 60_000 },
  sensitive: { max: 3, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimit>

export type RateLimitKind = keyof typeof RATE_LIMITS

/** Suspicious: more than 5 actions within 10 s, or machine-regular intervals (variance under 10000 ms²). */
export const SUSPICIOUS_BURST = { max: 5, windowMs: 10_000 } as const
export const SUSPICIOUS_INTERVAL_VARIANCE = 10_000
// Two intervals are always "regular" by chance; three equal gaps (four actions) start to look scripted.
const MIN_INTERVALS_FOR_REGULARITY = 3

export interface RateLimitDecision {
  allowed: boolean
  remaining: number
  /** Milliseconds until the oldest counted action leaves the window; 0 when allowed. */
  retryAfterMs: number
}

export interface RateLimiter {
  /** Records an attempt for `key` and says whether it is within the limit. */
  attempt: (key: string, kind?: RateLimitKind | RateLimit) => RateLimitDecision
  /** Whether the recent attempts on `key` (any kind) look automated. */
  isSuspicious: (key: string) => boolean
  reset: (key: string) => void
}

function variance(values: readonly number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length
  return values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length
}

export function createRateLimiter({ now }: { now: () => number }): RateLimiter {
  // key → limit bucket ('default', 'sensitive' or 'max/windowMs') → times of the allowed attempts
  const allowedAt = new Map<string, Map<string, number[]>>()
  const seenAt = new Map<string, number[]>()
  const longestWindow = Math.max(RATE_LIMITS.sensitive.windowMs, SUSPICIOUS_BURST.windowMs)

  function record(key: string, time: number): void {
    // Every attempt, refused or not, feeds the suspicious-pattern check: a bot keeps hammering.
    const seen = (seenAt.get(key) ?? []).filter((at) => time - at < longestWindow)
    seen.push(time)
    seenAt.set(key, seen)
  }

  function attempt(key: string, kind: RateLimitKind | RateLimit = 'default'): RateLimitDecision {
    const limit = typeof kind === 'string' ? RATE_LIMITS[kind] : kind
    const bucketName = typeof kind === 'string' ? kind : `${limit.max}/${limit.windowMs}`
    const time = now()
    record(key, time)
    const buckets = allowedAt.get(key) ?? new Map<string, number[]>()
    allowedAt.set(key, buckets)
    const recent = (buckets.get(bucketName) ?? []).filter((at) => time - at < limit.windowMs)
    buckets.set(bucketName, recent)
    if (recent.length >= limit.max) {
      const oldest = recent[0] ?? time
      return { allowed: false, remaining: 0, retryAfterMs: oldest + limit.windowMs - time }
    }
    recent.push(time)
    return { allowed: true, remaining: limit.max - recent.length, retryAfterMs: 0 }
  }

  function isSuspicious(key: string): boolean {
    const time = now()
    const seen = (seenAt.get(key) ?? []).filter((at) => time - at < longestWindow)
    if (seen.filter((at) => time - at < SUSPICIOUS_BURST.windowMs).length > SUSPICIOUS_BURST.max) return true
    const intervals = seen.slice(1).map((at, index) => at - (seen[index] ?? at))
    return (
      intervals.length >= MIN_INTERVALS_FOR_REGULARITY && variance(intervals) < SUSPICIOUS_INTERVAL_VARIANCE
    )
  }

  function reset(key: string): void {
    seenAt.delete(key)
    allowedAt.delete(key)
  }

  return { attempt, isSuspicious, reset }
}
