import Dexie, { type Table } from 'dexie'
import type { PendingEntry } from '../../../src/features/pwa/pending-entries.ts'
import type { QueueBridge } from '../../../src/features/pwa/queue-bridge.ts'

type StoredEntry = PendingEntry & { seq?: number; status: 'pending' | 'sent' }

/** A queue shaped like the sync engine's (`++seq, &id`) on fake-indexeddb, behind the reset's bridge. */
export class FakeQueueDatabase extends Dexie {
  declare pending_sync_data: Table<StoredEntry, number>
  constructor(name: string) {
    super(name)
    this.version(1).stores({ pending_sync_data: '++seq, &id, status' })
  }
}

export function bridgeFor(name: string): { bridge: QueueBridge; db: () => FakeQueueDatabase } {
  let db = new FakeQueueDatabase(name)
  const open = () => {
    if (!db.isOpen() && db.hasBeenClosed()) db = new FakeQueueDatabase(name)
    return db
  }
  const bridge: QueueBridge = {
    exportPending: async () =>
      (await open().pending_sync_data.where('status').equals('pending').sortBy('seq')).map(
        ({ seq: _seq, status: _status, ...entry }) => entry,
      ),
    importPending: async (entries) => {
      const target = open()
      await target.transaction('rw', target.pending_sync_data, async () => {
        for (const entry of entries) {
          const existing = await target.pending_sync_data.where('id').equals(entry.id).first()
          if (!existing) await target.pending_sync_data.add({ ...entry, status: 'pending' })
        }
      })
    },
    close: async () => db.close(),
  }
  return { bridge, db: open }
}

export function entry(id: string, overrides: Partial<PendingEntry> = {}): PendingEntry {
  return {
    id,
    table: 'sparks',
    action: 'insert',
    data: { id: `row-${id}`, content: `Spark ${id}` },
    timestamp: 1_700_000_000_000,
    ...overrides,
  }
}
