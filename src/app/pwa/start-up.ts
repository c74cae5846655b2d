import type { ResetDatabase } from '../../../sync/public/reset-contract.ts'
import { buildId, decideBuildStamp, STAMP_DECISION } from './build-stamp.ts'
import { BUILD_STAMP_KEY } from './storage-keys.ts'
import { cleanUpForVip, isVipPath } from './vip-cleanup.ts'

/** The id of the build running now; `__BUILD_STAMP__` and `__APP_VERSION__` are set by vite.config.ts. */
export const CURRENT_BUILD_ID = buildId(__BUILD_STAMP__, __APP_VERSION__)

export const START_OUTCOME = { mount: 'mount', reloading: 'reloading' } as const
export type StartOutcome = (typeof START_OUTCOME)[keyof typeof START_OUTCOME]

export interface StartOptions {
  /**
   * The sync database as the reset sees it (`resetDatabase()` from sync/public/reset.ts), loaded
   * only when a new build needs the reset: it brings Dexie and zod, which the first paint does without.
   */
  readonly database: () => Promise<ResetDatabase>
}

const warn = (message: string, error: unknown) => console.warn(message, error)

/**
 * Everything that must happen before React mounts (000 §4.6), in this order:
 * 1. on /vip, unregister service workers and clear caches;
 * 2. compare the build stamp; on a change, with every other tab's database closed, save what the
 *    server does not have yet, wipe, reload (nothing else runs).
 * The saved entries go back into the new database when the sync client gets the session
 * (`startSync().setSession` imports `pending_sync_data`); files and public forms when it starts.
 */
export async function prepareStart({ database: loadDatabase }: StartOptions): Promise<StartOutcome> {
  if (isVipPath(window.location.pathname)) {
    await cleanUpForVip().catch((error: unknown) => warn('VIP clean-up failed', error))
  }
  const stored = localStorage.getItem(BUILD_STAMP_KEY)
  const decision = decideBuildStamp(stored, __BUILD_STAMP__, navigator.onLine)
  if (decision === STAMP_DECISION.firstVisit) localStorage.setItem(BUILD_STAMP_KEY, __BUILD_STAMP__)
  if (decision === STAMP_DECISION.reset) {
    const [database, { resetThisBrowser }] = await Promise.all([
      loadDatabase(),
      import('./reset-this-browser.ts'),
    ])
    const outcome = await resetThisBrowser(__BUILD_STAMP__, database, warn)
    if (outcome.kind === 'reloading') return START_OUTCOME.reloading
  }
  // Set only once no reset is under way: tests and support read it as "this build is running".
  document.documentElement.dataset.buildStamp = CURRENT_BUILD_ID
  return START_OUTCOME.mount
}
