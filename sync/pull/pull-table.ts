import Dexie from 'dexie'
import type { JulDatabase } from '../db/database.ts'
import type { Cursor, RowData, SyncState } from '../protocol.ts'
import type { RemoteError } from '../push/classify.ts'
import type { Remote, Tombstone } from '../remote.ts'
import { UPDATED_AT } from '../table-registry.ts'
import { isSyncedTable, primaryKeyOf, tableSpec } from '../tables.ts'

/** Rows per request (issue 5: "pages of 1,000"). */
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

export type PullDeps = { db: JulDatabase; remote: Remote; now: () => number }
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

async function readState(db: JulDatabase, key: string): Promise<SyncState> {
  return (await db.sync_state.get(key)) ?? { table: key, cursor: null, last_sync_time: null }
}

/** Row ids of `table` that still have queue entries (pending or failed): the local copy wins. */
async function rowsWithEntries(db: JulDatabase, table: string): Promise<Set<string>> {
  // One index range scan over the (usually tiny) queue instead of a lookup per pulled row.
  const keys = await db.pending_sync_data
    .where('[table+row_id]')
    .between([table, Dexie.minKey], [table, Dexie.maxKey])
    .keys()
  return new Set(keys.map((key) => String((key as unknown as [string, string])[1])))
}

/**
 * An upsert on a unique key other than the id (spec upserts such as user_spark_notifications) can
 * give the server row another device's id: drop local rows that the pulled one replaced.
 */
async function dropReplaced(
  db: JulDatabase,
  table: string,
  rows: RowData[],
  held: Set<string>,
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

async function applyRows(db: JulDatabase, table: string, rows: RowData[]): Promise<void> {
  const pk = primaryKeyOf(table)
  await db.transaction('rw', [table, 'pending_sync_data'], async () => {
    const held = await rowsWithEntries(db, table)
    const accepted = held.size ? rows.filter((r) => !held.has(String(r[pk]))) : rows
    await dropReplaced(db, table, accepted, held)
    await db.table(table).bulkPut(accepted)
  })
}

/** Incremental pull of one table by its (`updated_at`, `id`) cursor, page after page. */
export async function pullTable({ db, remote, now }: PullDeps, table: string): Promise<PullOutcome> {
  const state = await readState(db, table)
  let newest = state.cursor
  let after = rewind(state.cursor)
  let total = 0
  let next = remote.pullPage({ table, after, limit: PULL_PAGE_SIZE })
  for (;;) {
    const page = await next
    if (!page.ok) return page
    const full = page.value.length === PULL_PAGE_SIZE
    const last = page.value.at(-1)
    if (last) after = { updatedAt: String(last[UPDATED_AT]), id: String(last[primaryKeyOf(table)]) }
    // Fetch the next page while this one is written: the network hides behind IndexedDB.
    if (full) next = remote.pullPage({ table, after, limit: PULL_PAGE_SIZE })
    await applyRows(db, table, page.value)
    total += page.value.length
    if (after && (!newest || compare(after, newest) > 0)) newest = after
    if (!full) break
  }
  await db.sync_state.put({ ...state, cursor: newest, last_sync_time: new Date(now()).toISOString() })
  return { ok: true, rows: total }
}

async function applyTombstones(db: JulDatabase, tombstones: Tombstone[]): Promise<void> {
  const byTable = new Map<string, Tombstone[]>()
  for (const t of tombstones) {
    if (isSyncedTable(t.table)) byTable.set(t.table, [...(byTable.get(t.table) ?? []), t])
  }
  for (const [table, list] of byTable) {
    await db.transaction('rw', [table, 'pending_sync_data'], async () => {
      const held = await rowsWithEntries(db, table)
      await db.table(table).bulkDelete(list.map((t) => t.rowId).filter((id) => !held.has(id)))
    })
  }
}

/** Deletes made elsewhere, read from the server's tombstone table with the same overlap. */
export async function pullTombstones({ db, remote }: PullDeps): Promise<PullOutcome> {
  const state = await readState(db, TOMBSTONES_KEY)
  let newest = state.cursor
  let after = rewind(state.cursor)
  let total = 0
  for (;;) {
    const page = await remote.pullTombstones(after, PULL_PAGE_SIZE)
    if (!page.ok) return page
    await applyTombstones(db, page.value)
    total += page.value.length
    const last = page.value.at(-1)
    if (last) {
      after = { updatedAt: last.updatedAt, id: last.id }
      if (!newest || compare(after, newest) > 0) newest = after
    }
    if (page.value.length < PULL_PAGE_SIZE) break
  }
  await db.sync_state.put({ ...state, cursor: newest })
  return { ok: true, rows: total }
}
