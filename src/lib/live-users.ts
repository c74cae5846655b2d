/** Live-users indicator of spec 000 §2.4 and §9. */
export const LIVE_USERS_POLL_MS = 20_000

/**
 * Pulses when the count rises 20% or more versus the previous count. From zero there is no
 * percentage to compare: the first successful poll after a failure (which shows zero) must not pulse.
 */
export function shouldPulse(previous: number, next: number): boolean {
  if (previous <= 0) return false
  // Integer arithmetic: 5 → 6 is exactly 20% and must pulse, which 5 * 1.2 in floating point can miss.
  return next * 10 >= previous * 12
}

/** Reads the `live-users` function's answer; anything but a non-negative count shows zero. */
export function parseLiveUsersCount(body: unknown): number {
  if (typeof body !== 'object' || body === null || !('count' in body)) return 0
  const { count } = body
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? Math.floor(count) : 0
}
