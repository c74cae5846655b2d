import { createContext, useContext } from 'react'
import type { SyncClient } from '../../sync/client.ts'

/**
 * The tab's sync client (local database, repositories, status), created once by src/app and
 * provided here so every feature reads the same one without importing src/app.
 */
export const SyncContext = createContext<SyncClient | null>(null)

/** Null in tests that render without a sync engine. */
export function useSyncClient(): SyncClient | null {
  return useContext(SyncContext)
}
