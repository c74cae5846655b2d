import { type KeyValueStorage, savePending } from './pending-entries.ts'
import type { QueueBridge } from './queue-bridge.ts'
import { BUILD_STAMP_KEY, keysToRemove } from './storage-keys.ts'

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

/** Everything the reset touches, injected so the sequence runs in unit tests. */
export interface ResetEffects {
  readonly queue: QueueBridge
  readonly local: KeyValueStorage & { keys(): string[] }
  clearCaches(): Promise<void>
  unregisterServiceWorkers(): Promise<void>
  deleteDatabases(): Promise<void>
  clearSessionStorage(): void
  reload(): void
  warn(message: string, error: unknown): void
}

export const RESET_STEP = {
  saveQueue: 'save-queue',
  clearCaches: 'clear-caches',
  unregisterServiceWorkers: 'unregister-service-workers',
  deleteDatabases: 'delete-databases',
  clearSessionStorage: 'clear-session-storage',
  clearLocalStorage: 'clear-local-storage',
  storeStamp: 'store-stamp',
  reload: 'reload',
} as const
export type ResetStep = (typeof RESET_STEP)[keyof typeof RESET_STEP]

export type ResetOutcome =
  | { readonly kind: 'reloading'; readonly savedEntries: number; readonly steps: readonly ResetStep[] }
  /** The queue could not be saved: nothing was wiped, the stamp was not stored, next start tries again. */
  | { readonly kind: 'aborted'; readonly steps: readonly ResetStep[] }

/**
 * The start-up reset of 000 §4.6 that never loses the queue. The queue is saved to the spec's
 * `pending_sync_data` key first; if that fails nothing is wiped. Later steps are best effort each, so
 * one refusing API (no Cache Storage in a private window) does not leave the others undone.
 */
export async function resetForNewBuild(currentId: string, effects: ResetEffects): Promise<ResetOutcome> {
  const steps: ResetStep[] = []
  let savedEntries: number
  try {
    savedEntries = savePending(effects.local, await effects.queue.exportPending())
    steps.push(RESET_STEP.saveQueue)
  } catch (error) {
    effects.warn('New build detected but the offline queue could not be saved; keeping local data', error)
    return { kind: 'aborted', steps }
  }
  const attempt = async (step: ResetStep, run: () => Promise<void> | void) => {
    try {
      await run()
      steps.push(step)
    } catch (error) {
      effects.warn(`Build-stamp reset step failed: ${step}`, error)
    }
  }
  await attempt(RESET_STEP.clearCaches, () => effects.clearCaches())
  await attempt(RESET_STEP.unregisterServiceWorkers, () => effects.unregisterServiceWorkers())
  await attempt(RESET_STEP.deleteDatabases, () => effects.deleteDatabases())
  await attempt(RESET_STEP.clearSessionStorage, () => effects.clearSessionStorage())
  await attempt(RESET_STEP.clearLocalStorage, () => {
    for (const key of keysToRemove(effects.local.keys())) effects.local.removeItem(key)
  })
  // Stored last but before the reload: a reload that finds the old stamp would reset forever.
  effects.local.setItem(BUILD_STAMP_KEY, currentId)
  steps.push(RESET_STEP.storeStamp)
  effects.reload()
  steps.push(RESET_STEP.reload)
  return { kind: 'reloading', savedEntries, steps }
}
