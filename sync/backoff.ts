/** 002 §8 constants: "Sync retry delay | 1 second" — the first retry waits exactly this long. */
export const SYNC_RETRY_DELAY_MS = 1_000
/** Ceiling so that a long outage still retries at least once a minute. */
export const MAX_RETRY_DELAY_MS = 60_000

/**
 * Delay before retry number `attempt` (1-based). The first retry keeps the spec's 1 s; later ones
 * double with "equal jitter" (half fixed, half random) so that many tabs/devices coming back after
 * the same outage do not hammer the server in lock-step.
 */
export function backoffDelay(attempt: number, random: () => number): number {
  if (attempt <= 1) return SYNC_RETRY_DELAY_MS
  const base = Math.min(MAX_RETRY_DELAY_MS, SYNC_RETRY_DELAY_MS * 2 ** (attempt - 1))
  const half = base / 2
  return Math.min(MAX_RETRY_DELAY_MS, Math.round(half + random() * half))
}
