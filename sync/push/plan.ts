import { ENTRY_STATUS, type QueueEntry, type RowData } from '../protocol.ts'

/**
 * One request to the server. Batches run in order; each carries the queue entries it settles.
 * - upsert: inserts (with any later updates of the same rows folded in), idempotent on the key;
 * - update: rows that receive the very same patch (only the changed fields);
 * - delete: idempotent delete by key.
 */
export type PushBatch =
  | { kind: 'upsert'; table: string; rows: RowData[]; entries: QueueEntry[] }
  | { kind: 'update'; table: string; rowIds: string[]; patch: RowData; entries: QueueEntry[] }
  | { kind: 'delete'; table: string; rowIds: string[]; entries: QueueEntry[] }

export const rowKey = (table: string, rowId: string): string => `${table}\u0000${rowId}`

/** Rows whose earliest queue entry is failed: everything later for them waits (per-row order). */
export function blockedRows(entries: readonly QueueEntry[]): Set<string> {
  const blocked = new Set<string>()
  for (const entry of entries) {
    if (entry.status === ENTRY_STATUS.failed) blocked.add(rowKey(entry.table, entry.row_id))
  }
  return blocked
}

const keySignature = (row: RowData): string => Object.keys(row).sort().join(',')

const samePatch = (a: RowData, b: RowData): boolean =>
  keySignature(a) === keySignature(b) &&
  Object.keys(a).every((k) => Object.is(a[k], b[k]) || json(a[k]) === json(b[k]))

const json = (value: unknown): string => JSON.stringify(value) ?? 'undefined'

/** Adds `entry` to `batch` when that keeps the per-row order and the request shape; else false. */
function tryJoin(batch: PushBatch, entry: QueueEntry, pk: string): boolean {
  if (batch.table !== entry.table) return false
  if (batch.kind === 'upsert') {
    const existing = batch.rows.find((row) => String(row[pk]) === entry.row_id)
    if (entry.action === 'update' && existing) {
      Object.assign(existing, entry.data)
      batch.entries.push(entry)
      return true
    }
    // supabase-js fills missing columns of a multi-row upsert with NULL, so rows must share keys.
    if (entry.action !== 'insert' || existing) return false
    const first = batch.rows[0]
    if (first && keySignature(first) !== keySignature(entry.data)) return false
    batch.rows.push({ ...entry.data })
    batch.entries.push(entry)
    return true
  }
  if (batch.kind === 'update') {
    if (entry.action !== 'update') return false
    if (batch.rowIds.length === 1 && batch.rowIds[0] === entry.row_id) {
      Object.assign(batch.patch, entry.data)
      batch.entries.push(entry)
      return true
    }
    if (batch.rowIds.includes(entry.row_id) || !samePatch(batch.patch, entry.data)) return false
    batch.rowIds.push(entry.row_id)
    batch.entries.push(entry)
    return true
  }
  if (entry.action !== 'delete') return false
  if (!batch.rowIds.includes(entry.row_id)) batch.rowIds.push(entry.row_id)
  batch.entries.push(entry)
  return true
}

function openBatch(entry: QueueEntry): PushBatch {
  switch (entry.action) {
    case 'insert':
      return { kind: 'upsert', table: entry.table, rows: [{ ...entry.data }], entries: [entry] }
    case 'update':
      return {
        kind: 'update',
        table: entry.table,
        rowIds: [entry.row_id],
        patch: { ...entry.data },
        entries: [entry],
      }
    case 'delete':
      return { kind: 'delete', table: entry.table, rowIds: [entry.row_id], entries: [entry] }
  }
}

/**
 * Pure push plan: first in, first out; consecutive entries for one table share a request; entries
 * for a row that has a failed entry are left out (they wait behind it) without holding back others.
 * `primaryKeyOf` maps a table name to its key column.
 */
export function planPush(
  entries: readonly QueueEntry[],
  primaryKeyOf: (table: string) => string,
): PushBatch[] {
  const ordered = [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
  const blocked = blockedRows(ordered)
  const batches: PushBatch[] = []
  let current: PushBatch | null = null
  for (const entry of ordered) {
    if (entry.status !== ENTRY_STATUS.pending || blocked.has(rowKey(entry.table, entry.row_id))) continue
    if (current && tryJoin(current, entry, primaryKeyOf(entry.table))) continue
    current = openBatch(entry)
    batches.push(current)
  }
  return batches
}

/** A batch the server refused as a whole is retried entry by entry to find the culprit(s). */
export function splitBatch(batch: PushBatch, primaryKeyOf: (table: string) => string): PushBatch[] {
  return planPush(batch.entries, primaryKeyOf).flatMap((b) =>
    b.entries.length > 1 ? b.entries.map((entry) => openBatch(entry)) : [b],
  )
}
