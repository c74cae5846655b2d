import type { PendingEntry } from './pending-entries.ts'

/**
 * What the build-stamp reset needs from the sync engine's queue: its entries, read before anything is
 * wiped. Putting them back is the sync client's job (`startSync().setSession` imports the
 * `pending_sync_data` key for the signed-in user before it signals the worker).
 */
export interface QueueBridge {
  /** Every entry not yet acknowledged by the server (pending and failed), in queue order. */
  exportPending(): Promise<readonly PendingEntry[]>
}
