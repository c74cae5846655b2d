import type { QueueBridge } from './queue-bridge.ts'

/**
 * The sync engine's queue as the reset sees it. Until `sync/client.ts` exposes an export and an
 * import of pending entries there is no queue to save, so this bridge holds nothing.
 */
export const syncQueueBridge: QueueBridge = {
  exportPending: async () => [],
  importPending: async () => undefined,
  close: async () => undefined,
}

/** The sync engine's IndexedDB names, for browsers that cannot list databases. */
export const SYNC_DATABASE_NAMES: readonly string[] = ['jul']
