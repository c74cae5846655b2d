import { get, set, update } from 'idb-keyval'
import { DATABASE_NAME, type JulDatabase } from '../db/database.ts'
import { ATTACHMENT_STATUS, type AttachmentRecord } from '../db/records.ts'
import type { LockManagerLike } from '../leader.ts'
import { type OutboxEntry, QueueEntrySchema } from '../protocol.ts'
import { QUEUE_CHANNEL } from '../worker-api.ts'
import { KEPT_DATABASE, KEPT_KEYS, keptStore, mergeById } from './outbox.ts'
import { DATABASE_BUSY, type KeyValue, type ResetDatabase } from './reset-contract.ts'
import { LEGACY_QUEUE_KEY } from './storage-keys.ts'

/**
 * The build-stamp reset (000 §4.6) wipes local databases; this module is the one way the app saves
 * what the server does not have yet before it, and puts it back after.
 *
 * Every tab that has the database open holds the Web Lock `jul-database` in shared mode. The reset
 * asks every tab to close (`close-for-reset` on the sync channel) and takes the lock exclusively:
 * only then does it read the queue, so no tab can write or acknowledge anything between the copy and
 * the wipe. A tab that does not let go in time postpones the reset (the cached build keeps working).
 */
export const DATABASE_LOCK = 'jul-database'
export { KEPT_DATABASE, KEPT_STORE } from './outbox.ts'
/** How long the reset waits for the other tabs to close before it gives up for this start. */
export const RESET_WAIT_MS = 5_000
/** Without Web Locks nothing says when the others are done: give them this long. */
const UNLOCKED_GRACE_MS = 500

export const CLOSE_FOR_RESET = 'close-for-reset'

type Channel = { postMessage(message: unknown): void; close?(): void }
type Listening = { addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void }

export type ResetDatabaseOptions = {
  name?: string
  /** `navigator.locks`; missing on insecure origins. */
  locks?: LockManagerLike
  channel?: Channel
  /** How long to wait for the other tabs (tests shorten it). */
  patienceMs?: number
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function resetDatabase(options: ResetDatabaseOptions = {}): ResetDatabase {
  const name = options.name ?? DATABASE_NAME
  const patience = options.patienceMs ?? RESET_WAIT_MS
  return {
    name,
    kept: [KEPT_DATABASE],
    async alone(work) {
      const channel = options.channel ?? new BroadcastChannel(QUEUE_CHANNEL)
      channel.postMessage({ type: CLOSE_FOR_RESET })
      if (!options.channel) channel.close?.()
      const locks = options.locks
      if (!locks) {
        await pause(Math.min(UNLOCKED_GRACE_MS, patience))
        return work()
      }
      const abort = new AbortController()
      const giveUp = setTimeout(() => abort.abort(), patience)
      try {
        return (await locks.request(DATABASE_LOCK, { mode: 'exclusive', signal: abort.signal }, () => {
          clearTimeout(giveUp)
          return work()
        })) as Awaited<ReturnType<typeof work>>
      } catch (error) {
        if (abort.signal.aborted && (error as { name?: unknown }).name === 'AbortError') return DATABASE_BUSY
        throw error
      } finally {
        clearTimeout(giveUp)
      }
    },
    async saveUnsent(storage) {
      const stores = await readStores(name, ['pending_sync_data', 'attachments', 'outbox'])
      const entries = (stores.pending_sync_data ?? []).map((record) => QueueEntrySchema.parse(record))
      const saved = saveQueueCopy(storage, entries)
      const files = ((stores.attachments ?? []) as AttachmentRecord[]).filter(
        (file) => file.status !== ATTACHMENT_STATUS.uploaded,
      )
      const forms = (stores.outbox ?? []) as OutboxEntry[]
      const store = keptStore()
      await set(KEPT_KEYS.attachments, mergeById(await get(KEPT_KEYS.attachments, store), files), store)
      await set(KEPT_KEYS.outbox, mergeById(await get(KEPT_KEYS.outbox, store), forms), store)
      return saved
    },
  }
}

/** Merges by `id` into the spec's key, keeping what a previous attempt saved (and anything unreadable). */
function saveQueueCopy(storage: KeyValue, entries: readonly { id: string }[]): number {
  let previous: unknown = []
  try {
    previous = JSON.parse(storage.getItem(LEGACY_QUEUE_KEY) ?? '[]')
  } catch {
    previous = [storage.getItem(LEGACY_QUEUE_KEY)]
  }
  const list = Array.isArray(previous) ? previous : [previous]
  const byId = new Map<string, unknown>()
  const unreadable: unknown[] = []
  for (const item of list) {
    const id = (item as { id?: unknown } | null)?.id
    if (typeof id === 'string') byId.set(id, item)
    else unreadable.push(item)
  }
  for (const entry of entries) byId.set(entry.id, entry)
  storage.setItem(LEGACY_QUEUE_KEY, JSON.stringify([...unreadable, ...byId.values()]))
  return byId.size
}

/** Reads whole stores of an existing database without creating or upgrading it. */
function readStores(name: string, stores: readonly string[]): Promise<Record<string, unknown[]>> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name)
    // No database yet: creating an empty one here would only be deleted again.
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onerror = () => (request.error?.name === 'AbortError' ? resolve({}) : reject(request.error))
    request.onsuccess = () => {
      const db = request.result
      const present = stores.filter((store) => db.objectStoreNames.contains(store))
      if (present.length === 0) {
        db.close()
        resolve({})
        return
      }
      const tx = db.transaction(present, 'readonly')
      const out: Record<string, unknown[]> = {}
      for (const store of present) {
        const all = tx.objectStore(store).getAll()
        all.onsuccess = () => {
          out[store] = all.result
        }
      }
      tx.oncomplete = () => {
        db.close()
        resolve(out)
      }
      tx.onerror = () => {
        db.close()
        reject(tx.error)
      }
    }
  })
}

/**
 * This tab holds the database (shared) until `release()`, or until a reset elsewhere asks it to
 * close: then `onCloseRequested` runs (the client hands the lead over and closes) and the lock goes.
 */
export function holdDatabase(options: {
  locks?: LockManagerLike
  channel: Listening
  onCloseRequested: () => Promise<void>
}): { release: () => void } {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  options.locks?.request(DATABASE_LOCK, { mode: 'shared' }, () => held).catch(() => undefined)
  let closing = false
  options.channel.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type
    if (type !== CLOSE_FOR_RESET || closing) return
    closing = true
    void options.onCloseRequested().finally(release)
  })
  return { release }
}

/**
 * Files and public forms saved in the kept store (by a reset, or by a page that sent a form before its
 * sync engine could load) go into the database. Only what was moved is removed from the kept store: a
 * form kept meanwhile by another page stays for the next start.
 */
export async function restoreKept(db: JulDatabase): Promise<void> {
  const store = keptStore()
  const [files, forms] = await Promise.all([
    get<AttachmentRecord[]>(KEPT_KEYS.attachments, store),
    get<OutboxEntry[]>(KEPT_KEYS.outbox, store),
  ])
  if (!files?.length && !forms?.length) return
  await db.transaction('rw', [db.attachments, db.outbox], async () => {
    if (files?.length) await db.attachments.bulkPut(files)
    const known = new Set((await db.outbox.toArray()).map((entry) => entry.id))
    const fresh = (forms ?? []).filter((entry) => !known.has(entry.id))
    await db.outbox.bulkAdd(fresh.map(({ seq: _seq, ...entry }) => entry))
  })
  const moved = (kept: unknown, items: readonly { id: string }[] | undefined) => {
    const ids = new Set((items ?? []).map((item) => item.id))
    const left = (Array.isArray(kept) ? (kept as { id: string }[]) : []).filter((item) => !ids.has(item.id))
    return left.length > 0 ? left : undefined
  }
  await update(KEPT_KEYS.attachments, (kept) => moved(kept, files), store)
  await update(KEPT_KEYS.outbox, (kept) => moved(kept, forms), store)
}
