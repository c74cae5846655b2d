import type { ResetDatabase } from '../../../sync/public/reset-contract.ts'
import {
  clearAllCaches,
  deleteAllDatabases,
  localStorageKeys,
  unregisterAllServiceWorkers,
} from './browser-storage.ts'
import { type ResetOutcome, resetForNewBuild } from './build-stamp-reset.ts'

/**
 * The build-stamp reset (build-stamp-reset.ts) run on this browser's storage. Loaded only when a new
 * build needs it, so the first page of every other start does without it.
 */
export function resetThisBrowser(
  currentStamp: string,
  database: ResetDatabase,
  warn: (message: string, error: unknown) => void,
): Promise<ResetOutcome> {
  return resetForNewBuild(currentStamp, {
    database,
    local: {
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => localStorage.setItem(key, value),
      removeItem: (key) => localStorage.removeItem(key),
      keys: localStorageKeys,
    },
    clearCaches: clearAllCaches,
    unregisterServiceWorkers: unregisterAllServiceWorkers,
    deleteDatabases: (keep) => deleteAllDatabases([database.name], keep),
    clearSessionStorage: () => sessionStorage.clear(),
    reload: () => window.location.reload(),
    warn,
  })
}
