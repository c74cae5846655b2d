import { useSyncStatus } from './use-sync-status.ts'

/**
 * True once this device holds a complete first pull for the signed-in user. Before that a screen
 * shows its loading state, never its empty state: "No sessions found" on a new phone that simply
 * has not pulled yet would be a lie.
 */
export function useHasSynced(): boolean {
  // last_sync_time is cleared whenever the mirror changes owner (sync/session.ts), so it is set
  // only after a pull for the current user.
  return useSyncStatus().lastSyncTime !== null
}
