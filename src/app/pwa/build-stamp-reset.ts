import { DATABASE_BUSY, type ResetDatabase } from '../../../sync/public/reset-contract.ts'
import { stampOf } from './build-stamp.ts'
import { BUILD_STAMP_KEY, keysToRemove } from './storage-keys.ts'

/** Local storage as the reset uses it. */
export type ResetStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { keys(): string[] }

/** Everything the reset touches, injected so the sequence runs in unit tests. */
export interface ResetEffects {
  /** The local database: closes it in every tab and saves what the server does not have yet. */
  readonly database: ResetDatabase
  readonly local: ResetStorage
  clearCaches(): Promise<void>
  unregisterServiceWorkers(): Promise<void>
  /** Deletes every local database except the ones named. */
  deleteDatabases(keep: readonly string[]): Promise<void>
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
  /** Another tab would not let its database go: nothing was touched, the next start tries again. */
  | { readonly kind: 'postponed'; readonly steps: readonly ResetStep[] }
  /** Another tab of this build reset meanwhile: nothing left to do. */
  | { readonly kind: 'done-elsewhere'; readonly steps: readonly ResetStep[] }

/**
 * The start-up reset of 000 §4.6 that never loses the queue. It runs with the database to itself
 * (every other tab asked to close first), so nothing is written or acknowledged between the copy and
 * the wipe. The queue goes to the spec's `pending_sync_data` key, waiting files and unsent public
 * forms to a store the wipe keeps; if saving fails nothing is wiped. Later steps are best effort each,
 * so one refusing API (no Cache Storage in a private window) does not leave the others undone.
 */
export async function resetForNewBuild(currentStamp: string, effects: ResetEffects): Promise<ResetOutcome> {
  const outcome = await effects.database.alone(() => wipe(currentStamp, effects))
  if (outcome === DATABASE_BUSY) {
    effects.warn('New build detected but another tab keeps the local database open; resetting later', null)
    return { kind: 'postponed', steps: [] }
  }
  // Only now, with the database lock released, may the reloaded page open the new database.
  if (outcome.kind === 'reloading') effects.reload()
  return outcome
}

async function wipe(currentStamp: string, effects: ResetEffects): Promise<ResetOutcome> {
  const steps: ResetStep[] = []
  const stored = effects.local.getItem(BUILD_STAMP_KEY)
  if (stored !== null && stampOf(stored) === currentStamp) return { kind: 'done-elsewhere', steps }
  let savedEntries: number
  try {
    savedEntries = await effects.database.saveUnsent(effects.local)
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
  await attempt(RESET_STEP.deleteDatabases, () => effects.deleteDatabases(effects.database.kept))
  await attempt(RESET_STEP.clearSessionStorage, () => effects.clearSessionStorage())
  await attempt(RESET_STEP.clearLocalStorage, () => {
    for (const key of keysToRemove(effects.local.keys())) effects.local.removeItem(key)
  })
  // Stored last but before the reload: a reload that finds the old stamp would reset forever.
  effects.local.setItem(BUILD_STAMP_KEY, currentStamp)
  steps.push(RESET_STEP.storeStamp, RESET_STEP.reload)
  return { kind: 'reloading', savedEntries, steps }
}
