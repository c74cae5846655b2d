import { useSyncStatus } from './use-sync-status.ts'

/**
 * True once this device holds a complete first pull for the signed-in user (false with no sync
 * client). Before that a screen shows its loading state, never its empty state: "No sessions found"
 * on a new phone that simply has not pulled yet would be a lie.
 */
export function useHasSynced(): boolean {
  return useSyncStatus().hasSynced
}
