import { type PendingEntry, parsePendingEntry } from './pending-entries.ts'
import type { QueueBridge } from './queue-bridge.ts'

/**
 * The sync engine's IndexedDB name and queue store (`sync/db/database.ts`, `sync/db/versions/v1.ts`;
 * a unit test keeps them equal). Read here without starting the sync client: the reset runs before
 * the app, and starting a worker only to delete its database would race it.
 */
export const SYNC_DATABASE_NAME = 'jul'
export const QUEUE_STORE = 'pending_sync_data'

function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name)
    // No database yet: creating an empty one here would only be deleted again, so abort the creation.
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error))
  })
}

function readAll(db: IDBDatabase, store: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    // The primary key is the auto-incremented `seq`, so `getAll` returns queue order.
    const request = db.transaction(store, 'readonly').objectStore(store).getAll()
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/**
 * Every entry of the queue store, validated. An entry that does not validate makes the export throw,
 * which aborts the reset: better an old database kept than an entry lost.
 */
export function indexedDbQueueBridge(databaseName: string = SYNC_DATABASE_NAME): QueueBridge {
  return {
    async exportPending(): Promise<PendingEntry[]> {
      const db = await openExisting(databaseName)
      if (!db) return []
      try {
        if (!db.objectStoreNames.contains(QUEUE_STORE)) return []
        return (await readAll(db, QUEUE_STORE)).map((record) => parsePendingEntry(record))
      } finally {
        db.close()
      }
    },
  }
}
