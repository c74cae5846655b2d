/** The value compared at start-up (000 §4.6): the build stamp plus the app version. */
export function buildId(stamp: string, version: string): string {
  return `${stamp} (${version})`
}

export const STAMP_DECISION = {
  /** Nothing stored yet: remember this build, nothing to clear. */
  firstVisit: 'first-visit',
  unchanged: 'unchanged',
  reset: 'reset',
  /**
   * A new build while offline: clearing caches and workers now would leave a reload with nothing to
   * load, so the reset waits for a start-up with network. The cached build keeps working meanwhile.
   */
  postponedOffline: 'postponed-offline',
} as const
export type StampDecision = (typeof STAMP_DECISION)[keyof typeof STAMP_DECISION]

export function decideBuildStamp(stored: string | null, current: string, online: boolean): StampDecision {
  if (stored === null) return STAMP_DECISION.firstVisit
  if (stored === current) return STAMP_DECISION.unchanged
  return online ? STAMP_DECISION.reset : STAMP_DECISION.postponedOffline
}
