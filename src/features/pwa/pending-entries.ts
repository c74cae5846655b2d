/** The spec's legacy local-storage key for the offline queue (002 §3). Do not change: other builds read it. */
export const PENDING_SYNC_KEY = 'pending_sync_data'

const ACTIONS: readonly unknown[] = ['insert', 'update', 'delete']

/**
 * A queue entry as the spec names it: {id, table, action, data, timestamp}. Loose so that fields the
 * sync engine adds (owner, attempts) survive the trip through local storage untouched.
 */
export interface PendingEntry {
  id: string
  table: string
  action: 'insert' | 'update' | 'delete'
  data?: unknown
  timestamp: string | number
  [field: string]: unknown
}

// Checked by hand rather than with zod: this runs before every first render, and zod is not needed then.
export function isPendingEntry(value: unknown): value is PendingEntry {
  if (typeof value !== 'object' || value === null) return false
  const { id, table, action, timestamp } = value as Record<string, unknown>
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof table === 'string' &&
    table !== '' &&
    ACTIONS.includes(action) &&
    (typeof timestamp === 'string' || typeof timestamp === 'number')
  )
}

export function parsePendingEntry(value: unknown): PendingEntry {
  if (!isPendingEntry(value)) throw new TypeError('Not a pending_sync_data entry')
  return value
}

/** What local storage can hold: `getItem`/`setItem`/`removeItem` are all the backup needs. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface SavedPending {
  readonly entries: PendingEntry[]
  /** Items that are not valid entries, kept verbatim so nothing disappears without a person seeing it. */
  readonly unreadable: unknown[]
}

export function readSavedPending(storage: KeyValueStorage): SavedPending {
  const raw = storage.getItem(PENDING_SYNC_KEY)
  if (raw === null) return { entries: [], unreadable: [] }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { entries: [], unreadable: [raw] }
  }
  if (!Array.isArray(parsed)) return { entries: [], unreadable: [parsed] }
  const entries: PendingEntry[] = []
  const unreadable: unknown[] = []
  for (const item of parsed) {
    if (isPendingEntry(item)) entries.push(item)
    else unreadable.push(item)
  }
  return { entries, unreadable }
}

/**
 * Adds entries to the key, merging by id with what is already there: a reset interrupted after the
 * save and run again must not duplicate entries. Throws (QuotaExceededError) when storage is full,
 * which the caller treats as "do not wipe". Returns the number of entries now saved.
 */
export function savePending(storage: KeyValueStorage, entries: readonly PendingEntry[]): number {
  const saved = readSavedPending(storage)
  const byId = new Map<string, PendingEntry>()
  for (const entry of saved.entries) byId.set(entry.id, entry)
  for (const entry of entries) byId.set(entry.id, entry)
  storage.setItem(PENDING_SYNC_KEY, JSON.stringify([...saved.unreadable, ...byId.values()]))
  return byId.size
}
