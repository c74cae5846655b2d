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

/**
 * Starts the tab's sync client if it has not started yet (a visitor's first page leaves it for
 * later) and hands it over: for what needs it now, like a public form being sent.
 */
export const SyncStartContext = createContext<() => Promise<SyncClient | null>>(async () => null)

export function useStartSync(): () => Promise<SyncClient | null> {
  return useContext(SyncStartContext)
}
