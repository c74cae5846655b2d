import type { PendingEntry } from './pending-entries.ts'

/**
 * What the build-stamp reset needs from the sync engine's queue. Kept this small so the reset can be
 * tested against any database (fake-indexeddb in unit tests) and wired to `sync/client.ts` in one place.
 */
export interface QueueBridge {
  /** Every entry not yet acknowledged by the server, in queue order, including failed ones. */
  exportPending(): Promise<readonly PendingEntry[]>
  /** Puts entries back; must be idempotent by entry id (a crash between import and clean-up repeats it). */
  importPending(entries: readonly PendingEntry[]): Promise<void>
  /** Closes this page's connections so deleting the databases is not blocked by ourselves. */
  close(): Promise<void>
}
