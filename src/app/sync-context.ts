import { createContext, useContext } from 'react'
import type { SyncClient } from '../../sync/client.ts'

/**
 * The tab's sync client (local database, repositories, status). Features read it here: it is the
 * one src/app module they may import, because the client is created once by the app.
 */
export const SyncContext = createContext<SyncClient | null>(null)

/** Null in tests that render without a sync engine. */
export function useSyncClient(): SyncClient | null {
  return useContext(SyncContext)
}
