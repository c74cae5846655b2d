import Dexie from 'dexie'
import type { JulDatabase } from '../db/database.ts'
import { assertFence, type Fence } from '../fence.ts'
import type { Cursor, QueueEntry, RowData, SyncState } from '../protocol.ts'
import type { RemoteError } from '../push/classify.ts'
import type { Remote, Tombstone } from '../remote.ts'
import { UPDATED_AT } from '../table-registry.ts'
import { isSyncedTable, primaryKeyOf, tableSpec } from '../tables.ts'

/** Rows per request ("pages of 1,000"). */
export const PULL_PAGE_SIZE = 1_000
/**
 * How far each incremental pull reaches back before its cursor. `updated_at` is stamped when the
 * statement runs but the row becomes visible at commit: a transaction that commits after a pull has
 * read past its stamp would otherwise be skipped for ever. Re-reading the last two minutes is cheap
 * (upserts are idempotent) and covers any transaction this product runs.
 */
export const PULL_OVERLAP_MS = 120_000
/** sync_state key of the tombstone cursor (not a table name, so it cannot clash). */
export const TOMBSTONES_KEY = '#tombstones'

/**
 * `userId`: whose queue entries hold rows back (another user's never do). `fence`: the engine's
 * cycle; every page and cursor is written only while it holds. Tools and tests may go without.
 */
export type PullDeps = { db: JulDatabase; remote: Remote; now: () => number; userId?: string; fence?: Fence }
export type PullOutcome = { ok: true; rows: number } | { ok: false; error: RemoteError }

const compare = (a: Cursor, b: Cursor): number =>
  a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

/** The position to read from: the cursor moved back by the overlap window. */
export function rewind(cursor: Cursor | null): Cursor | null {
  if (!cursor) return null
  const ms = Date.parse(cursor.updatedAt)
  if (Number.isNaN(ms)) return null
  return { updatedAt: new Date(ms - PULL_OVERLAP_MS).toISOString(), id: '' }
}

export async function readState(db: JulDatabase, key: string): Promise<SyncState> {
  return (await db.sync_state.get(key)) ?? { table: key, cursor: null, last_sync_time: null }
}

/** The user's queue entries (pending or failed) on rows of `table`, per row, oldest first. */
async function heldEntries(deps: PullDeps, table: string): Promise<Map<string, QueueEntry[]>> {
  // One index range scan over the (usually tiny) queue instead of a lookup per pulled row.
  const entries = await deps.db.pending_sync_data
    .where('[table+row_id]')
    .between([table, Dexie.minKey], [table, Dexie.maxKey])
    .toArray()
  const held = new Map<string, QueueEntry[]>()
  for (const entry of entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    if (deps.userId !== undefined && entry.user_id !== deps.userId) continue
    held.set(entry.row_id, [...(held.get(entry.row_id) ?? []), entry])
  }
  return held
}

/**
 * The server row with the user's waiting changes on top, for a row the device has no copy of (after
 * a reset or a user switch): updates re-applied, a waiting delete keeps it away. A waiting insert adds
 * nothing: the server already holds the row, and the resent insert will be ignored.
 */
function rebase(server: RowData, entries: readonly QueueEntry[]): RowData | null {
  let row: RowData | null = { ...server }
  for (const entry of entries) {
    if (entry.action === 'delete') row = null
    else if (entry.action === 'update' && row) Object.assign(row, entry.data)
  }
  return row
}

/**
 * An upsert on a unique key other than the id (spec upserts such as user_spark_notifications) can
 * give the server row another device's id: drop local rows that the pulled one replaced.
 */
async function dropReplaced(
  db: JulDatabase,
  table: string,
  rows: RowData[],
  held: ReadonlyMap<string, unknown>,
): Promise<void> {
  const { conflictKey, primaryKey } = tableSpec(table)
  if (!conflictKey || rows.length === 0) return
  const columns = conflictKey.split(',')
  const signature = (row: RowData) => JSON.stringify(columns.map((c) => row[c]))
  const pulled = new Map(rows.map((row) => [signature(row), String(row[primaryKey])]))
  const stale = await db
    .table<RowData, string>(table)
    .filter((local) => {
      const id = pulled.get(signature(local))
      return id !== undefined && id !== String(local[primaryKey]) && !held.has(String(local[primaryKey]))
    })
    .primaryKeys()
  await db.table(table).bulkDelete(stale)
}

async function applyRows(deps: PullDeps, table: string, rows: RowData[]): Promise<void> {
  const { db } = deps
  const pk = primaryKeyOf(table)
  await db.transaction('rw', [table, 'pending_sync_data', 'kv'], async () => {
    if (deps.fence) await assertFence(db, deps.fence)
    const held = await heldEntries(deps, table)
    const mirror = db.table<RowData, string>(table)
    const heldIds = rows.map((r) => String(r[pk])).filter((id) => held.has(id))
    const copies = heldIds.length > 0 ? await mirror.bulkGet(heldIds) : []
    // A local copy with waiting changes wins until they drain (DESIGN: read path).
    const kept = new Set(heldIds.filter((_, index) => copies[index] !== undefined))
    const accepted: RowData[] = []
    for (const row of rows) {
      const id = String(row[pk])
      if (kept.has(id)) continue
      const entries = held.get(id)
      const next = entries ? rebase(row, entries) : row
      if (next) accepted.push(next)
    }
    await dropReplaced(db, table, accepted, held)
    await mirror.bulkPut(accepted)
  })
}

/** Waits for `earlier`; if it failed, lets `later` settle too (no stray rejection) before throwing. */
async function settleInOrder(earlier: Promise<void>, later: Promise<void>): Promise<void> {
  try {
    await earlier
  } catch (error) {
    await later.catch(() => undefined)
    throw error
  }
}

async function saveState(deps: PullDeps, state: SyncState): Promise<void> {
  await deps.db.transaction('rw', [deps.db.sync_state, deps.db.kv], async () => {
    if (deps.fence) await assertFence(deps.db, deps.fence)
    await deps.db.sync_state.put(state)
  })
}

/**
 * Pull of one table by its (`updated_at`, `id`) cursor, page after page. A table marked `from_scratch`
 * (a tier change, `pull-round.ts`) is read whole again, and the local rows the server no longer shows
 * are dropped; the mark goes with the cursor saved at the end, so an interrupted read is owed still.
 */
export async function pullTable(deps: PullDeps, table: string): Promise<PullOutcome> {
  const { remote } = deps
  const state = await readState(deps.db, table)
  const fromScratch = state.from_scratch === true
  let newest = fromScratch ? null : state.cursor
  let after = fromScratch ? null : rewind(state.cursor)
  const seen = new Set<string>()
  let total = 0
  let next = remote.pullPage({ table, after, limit: PULL_PAGE_SIZE })
  let previous: Promise<void> = Promise.resolve()
  for (;;) {
    const page = await next
    if (!page.ok) {
      await previous
      return page
    }
    const full = page.value.length === PULL_PAGE_SIZE
    const last = page.value.at(-1)
    if (last) after = { updatedAt: String(last[UPDATED_AT]), id: String(last[primaryKeyOf(table)]) }
    // Fetch the next page while this one is written: the network hides behind IndexedDB.
    if (full) next = remote.pullPage({ table, after, limit: PULL_PAGE_SIZE })
    // Started before the previous page's transaction has committed: IndexedDB runs them in order, and
    // its backend never waits for this thread between pages (10 pages cost what 1 bulkPut does).
    const applying = applyRows(deps, table, page.value)
    await settleInOrder(previous, applying)
    previous = applying
    for (const row of page.value) seen.add(String(row[primaryKeyOf(table)]))
    total += page.value.length
    if (after && (!newest || compare(after, newest) > 0)) newest = after
    if (!full) break
  }
  await previous
  if (fromScratch) await dropUnseen(deps, table, seen)
  await saveState(deps, { table, cursor: newest, last_sync_time: new Date(deps.now()).toISOString() })
  return { ok: true, rows: total }
}

async function dropUnseen(deps: PullDeps, table: string, seen: ReadonlySet<string>): Promise<void> {
  const { db } = deps
  await db.transaction('rw', [table, 'pending_sync_data', 'kv'], async () => {
    if (deps.fence) await assertFence(db, deps.fence)
    const held = await heldEntries(deps, table)
    const gone = (await db.table<RowData, string>(table).toCollection().primaryKeys()).filter(
      (id) => !seen.has(String(id)) && !held.has(String(id)),
    )
    await db.table(table).bulkDelete(gone)
  })
}

/**
 * Applies deletes, except on rows with the user's waiting changes. Decided on the server's word only,
 * never on a version the device stamped: a row re-created after its delete (the same id again, or a
 * service card turning active) loses its tombstone on the server in the same transaction
 * (`clear_tombstones`), so a tombstone the server still answers with is a delete that stands — and a
 * row re-created after this read comes back with the next pull of its table.
 */
async function applyTombstones(deps: PullDeps, tombstones: Tombstone[]): Promise<void> {
  const { db } = deps
  const byTable = new Map<string, Tombstone[]>()
  for (const t of tombstones) {
    if (isSyncedTable(t.table)) byTable.set(t.table, [...(byTable.get(t.table) ?? []), t])
  }
  for (const [table, list] of byTable) {
    await db.transaction('rw', [table, 'pending_sync_data', 'kv'], async () => {
      if (deps.fence) await assertFence(db, deps.fence)
      const held = await heldEntries(deps, table)
      await db.table(table).bulkDelete(list.filter((t) => !held.has(t.rowId)).map((t) => t.rowId))
    })
  }
}

/** Deletes made elsewhere, read from the server's tombstone table with the same overlap. */
export async function pullTombstones(deps: PullDeps): Promise<PullOutcome> {
  const { db, remote } = deps
  const state = await readState(db, TOMBSTONES_KEY)
  let newest = state.cursor
  let after = rewind(state.cursor)
  let total = 0
  for (;;) {
    const page = await remote.pullTombstones(after, PULL_PAGE_SIZE)
    if (!page.ok) return page
    await applyTombstones(deps, page.value)
    total += page.value.length
    const last = page.value.at(-1)
    if (last) {
      after = { updatedAt: last.updatedAt, id: last.id }
      if (!newest || compare(after, newest) > 0) newest = after
    }
    if (page.value.length < PULL_PAGE_SIZE) break
  }
  await saveState(deps, { ...state, cursor: newest })
  return { ok: true, rows: total }
}
