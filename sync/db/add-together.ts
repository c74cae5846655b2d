import Dexie, { type IndexableType, RangeSet } from 'dexie'

/**
 * The BroadcastChannel every Dexie 4 context listens on for changes made by another Dexie instance
 * (Dexie's `STORAGE_MUTATED_DOM_EVENT_NAME`): a message there re-runs the live queries it touches and
 * drops their cached results, in this context (a channel never hears itself, Dexie's does) and in
 * every other tab and worker. `tests/unit/sync/add-together.test.ts` fails if a Dexie upgrade renames it.
 */
const DEXIE_CHANGES_CHANNEL = 'x-storagemutated-1'

export type Adds = { store: string; values: readonly object[] }
/** Read in the same transaction; a returned error aborts it, so none of the adds is kept. */
export type Guard = { store: string; key: IDBValidKey; refuse: (value: unknown) => Error | null }

let channel: BroadcastChannel | undefined

/**
 * Adds records to several stores in one IndexedDB transaction, all or none, then tells Dexie's live
 * queries what changed. A plain IndexedDB transaction: Dexie's own costs a small write about half as
 * much again as the write itself (promise zones, middleware, mutation bookkeeping per request; see
 * ARCHITECTURE "Benchmarks"). Rejects with the request's error (ConstraintError, QuotaExceededError)
 * or the guard's.
 */
export async function addTogether(db: Dexie, adds: readonly Adds[], guard?: Guard): Promise<void> {
  // As Dexie's own writes: open on first use, but never reopen a database closed on purpose (a newer
  // version asked for it).
  if (db.hasBeenClosed()) throw new Dexie.DatabaseClosedError()
  if (!db.isOpen()) await db.open()
  const stores = [...new Set([...adds.map((a) => a.store), ...(guard ? [guard.store] : [])])]
  const tx = db.backendDB().transaction(stores, 'readwrite')
  const added: Added[] = []
  let refused: Error | null = null
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onabort = () => reject(refused ?? tx.error ?? new DOMException('Transaction aborted', 'AbortError'))
    try {
      if (guard) {
        const read = tx.objectStore(guard.store).get(guard.key)
        read.onsuccess = () => {
          refused = guard.refuse(read.result)
          if (refused) tx.abort()
        }
      }
      for (const { store, values } of adds) {
        const target = tx.objectStore(store)
        // No success handler per add: each one would be an event the transaction waits to dispatch.
        for (const value of values) target.add(value)
        added.push({ store, keys: keysOf(target, values), values, indexes: indexesOf(db, target) })
      }
    } catch (error) {
      // A value that cannot be cloned or keyed throws here, after earlier adds were queued: abort
      // them, or the transaction would commit half a write.
      refused = error instanceof Error ? error : new Error(String(error))
      tx.abort()
    }
  })
  tellLiveQueries(db.name, added)
}

/** `'all'`: keys the store generates (auto-increment), told as the whole store. */
type Added = {
  store: string
  keys: IndexableType[] | 'all'
  values: readonly object[]
  indexes: IndexShape[]
}

/** The added values' primary keys, read from them where the store keeps its key in the value. */
function keysOf(store: IDBObjectStore, values: readonly object[]): IndexableType[] | 'all' {
  const path = store.keyPath
  if (path === null) return 'all'
  const keys = values.map((value) => Dexie.getByKeyPath(value, path) as IndexableType | undefined)
  return keys.every((key) => key !== undefined) ? (keys as IndexableType[]) : 'all'
}

const EVERYTHING = (): RangeSet => new RangeSet(-Infinity, [[[]]])

/**
 * How long the notices of writes in a burst are gathered into one message. Telling Dexie costs more
 * than the write (its key ranges, then a message to every context): fifty writes in a row cost half
 * again as much told one by one. Screens see a write this much later, well under a frame.
 */
export const NOTICE_GATHER_MS = 16
const gathered = new Map<string, Added[]>()

function tellLiveQueries(name: string, added: Added[]): void {
  const first = gathered.size === 0
  const writes = gathered.get(name) ?? []
  writes.push(...added)
  gathered.set(name, writes)
  if (!first) return
  setTimeout(() => {
    channel ??= openChannel()
    for (const [database, batch] of gathered) channel.postMessage(changedParts(database, batch))
    gathered.clear()
  }, NOTICE_GATHER_MS)
}

/** An index as Dexie's observation needs it: its name, key path and whether it is multi-entry. */
type IndexShape = { name: string; keyPath: string | string[]; multiEntry: boolean }
const indexShapes = new Map<string, IndexShape[]>()

/** A store's indexes, read once per database version (they only change with the schema). */
function indexesOf(db: Dexie, store: IDBObjectStore): IndexShape[] {
  const id = `${db.name}/${db.verno}/${store.name}`
  let shapes = indexShapes.get(id)
  if (!shapes) {
    shapes = Array.from(store.indexNames, (name) => {
      const index = store.index(name)
      return { name, keyPath: index.keyPath, multiEntry: index.multiEntry }
    })
    indexShapes.set(id, shapes)
  }
  return shapes
}

/** What changed, in Dexie's words: the added keys (also as possibly replacing deleted ones) and index keys. */
function changedParts(name: string, added: readonly Added[]): Record<string, RangeSet> {
  const parts: Record<string, RangeSet> = {}
  const part = (store: string, index: string) => {
    const id = `idb://${name}/${store}/${index}`
    parts[id] ??= new RangeSet()
    return parts[id]
  }
  for (const { store, keys, values, indexes } of added) {
    // Dexie marks added keys as possibly replacing deleted ones too; more is harmless, less is a stale screen.
    if (keys === 'all') {
      parts[`idb://${name}/${store}/`] = EVERYTHING()
      parts[`idb://${name}/${store}/:dels`] = EVERYTHING()
    } else {
      part(store, '').addKeys(keys)
      part(store, ':dels').addKeys(keys)
    }
    for (const index of indexes) markIndex(index, values, part(store, index.name))
  }
  return parts
}

/** The index keys of the added values, as Dexie's own observation records them. */
function markIndex(index: IndexShape, values: readonly object[], set: RangeSet): void {
  for (const value of values) {
    // Invalid keys (undefined, booleans) are not indexed; RangeSet ignores them as IndexedDB does.
    const key: unknown = Dexie.getByKeyPath(value, index.keyPath)
    if (index.multiEntry && Array.isArray(key)) set.addKeys(key as IndexableType[])
    else if (key != null) set.addKey(key as IndexableType)
  }
}

function openChannel(): BroadcastChannel {
  const opened = new BroadcastChannel(DEXIE_CHANGES_CHANNEL)
  // Node's channel keeps the process alive otherwise (unit tests, tools); browsers have no unref.
  ;(opened as BroadcastChannel & { unref?: () => void }).unref?.()
  return opened
}
