/**
 * The running build, told apart from every other deploy (chunk reloads, support): the build stamp plus
 * the app version. Only the stamp part decides the reset.
 */
export function buildId(stamp: string, version: string): string {
  return `${stamp} (${version})`
}

/**
 * The stamp of a stored value. Builds before the stamp became a constant stored the whole build id
 * (`<stamp> (<version>)`); their stamp is the part before the version.
 */
export function stampOf(stored: string): string {
  return stored.replace(/ \([^()]*\)$/, '')
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

/**
 * 000 §4.6 compares the stored stamp with the current one. The stamp is a constant changed by hand only
 * when a release must reset local data (`sw/build-stamp.ts`): an ordinary deploy keeps it, so the
 * service worker updates the shell, Dexie migrates the database forward and the mirror stays.
 */
export function decideBuildStamp(
  stored: string | null,
  currentStamp: string,
  online: boolean,
): StampDecision {
  if (stored === null) return STAMP_DECISION.firstVisit
  if (stampOf(stored) === currentStamp) return STAMP_DECISION.unchanged
  return online ? STAMP_DECISION.reset : STAMP_DECISION.postponedOffline
}
