import Dexie from 'dexie'
import type { JulDatabase } from '../db/database.ts'
import type { QueueEntry, RowData } from '../protocol.ts'
import type { Removal } from '../remote.ts'
import { SYNC_XID } from '../table-registry.ts'
import { isSyncedTable, primaryKeyOf, tableSpec } from '../tables.ts'
import { compareVersions } from './versions.ts'

/**
 * What pulled rows meet on the device. Every function here runs inside the caller's transaction
 * (over the tables, `pending_sync_data`, `kv` and `sync_state`), so a page, its removals and the
 * scope's progress land together or not at all.
 */

/** The user's queue entries (pending or failed) on rows of `table`, per row, oldest first. */
export async function heldEntries(
  db: JulDatabase,
  table: string,
  userId: string,
): Promise<Map<string, QueueEntry[]>> {
  // One index range scan over the (usually tiny) queue instead of a lookup per pulled row.
  const entries = await db.pending_sync_data
    .where('[table+row_id]')
    .between([table, Dexie.minKey], [table, Dexie.maxKey])
    .toArray()
  const held = new Map<string, QueueEntry[]>()
  for (const entry of entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    if (entry.user_id !== userId) continue
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

/** Puts pulled rows, except rows with the user's waiting changes (their local copy wins until they drain). */
export async function applyRows(
  db: JulDatabase,
  table: string,
  rows: RowData[],
  userId: string,
): Promise<void> {
  if (rows.length === 0) return
  const pk = primaryKeyOf(table)
  const held = await heldEntries(db, table, userId)
  const mirror = db.table<RowData, string>(table)
  const heldIds = rows.map((r) => String(r[pk])).filter((id) => held.has(id))
  const copies = heldIds.length > 0 ? await mirror.bulkGet(heldIds) : []
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
}

/**
 * Applies removals, decided on server versions only: a row goes unless the device holds it at the
 * removing version or later and it is still in one of the device's scopes (it left one scope and
 * stays in another, as a room message newly aimed at this member does). A row with waiting changes
 * stays until they drain (their answer settles it).
 */
export async function applyRemovals(
  db: JulDatabase,
  removals: readonly Removal[],
  userId: string,
  stillHeld: (table: string, row: RowData) => boolean,
): Promise<void> {
  const byTable = new Map<string, Removal[]>()
  for (const removal of removals) {
    if (isSyncedTable(removal.table))
      byTable.set(removal.table, [...(byTable.get(removal.table) ?? []), removal])
  }
  for (const [table, list] of byTable) {
    const held = await heldEntries(db, table, userId)
    const mirror = db.table<RowData, string>(table)
    const locals = await mirror.bulkGet(list.map((r) => r.id))
    const gone = list
      .filter((removal, index) => {
        if (held.has(removal.id)) return false
        const local = locals[index]
        if (!local) return false
        const current =
          typeof local[SYNC_XID] === 'string' && compareVersions(local[SYNC_XID], removal.xid) >= 0
        return !(current && stillHeld(table, local))
      })
      .map((removal) => removal.id)
    await mirror.bulkDelete(gone)
  }
}

/** Drops the local rows `leaves` selects in the given tables, except rows with waiting changes. */
export async function dropRows(
  db: JulDatabase,
  tables: readonly string[],
  userId: string,
  leaves: (table: string, row: RowData) => boolean,
): Promise<void> {
  for (const table of tables) {
    const held = await heldEntries(db, table, userId)
    const pk = primaryKeyOf(table)
    const gone = (await db.table<RowData, string>(table).toArray())
      .filter((row) => !held.has(String(row[pk])) && leaves(table, row))
      .map((row) => String(row[pk]))
    await db.table(table).bulkDelete(gone)
  }
}
