import { ENTRY_STATUS, type QueueEntry, type RowData } from '../protocol.ts'

/**
 * One request to the server. Batches run in order; each carries the queue entries it settles.
 * - insert: insert-or-ignore on the primary key with the row as first written, so a resend after a
 *   lost answer never reverts a later edit made elsewhere nor merges into another row;
 * - upsert: a table whose spec upsert decides on another unique key (`conflictKey`): the row with its
 *   later changes folded in, ON CONFLICT DO UPDATE, because that merge is what the spec asks;
 * - update: rows that receive the very same patch (only the changed fields);
 * - delete: idempotent delete by key.
 */
export type PushBatch =
  | { kind: 'insert'; table: string; rows: RowData[]; entries: QueueEntry[] }
  | { kind: 'upsert'; table: string; rows: RowData[]; entries: QueueEntry[] }
  | { kind: 'update'; table: string; rowIds: string[]; patch: RowData; entries: QueueEntry[] }
  | { kind: 'delete'; table: string; rowIds: string[]; entries: QueueEntry[] }

/** Rows per request: a bounded request keeps a failure cheap to retry and to split. */
export const MAX_BATCH_ROWS = 200
/** JSON bytes per request (photos' metadata, long notes), far below any proxy's body limit. */
export const MAX_BATCH_BYTES = 256 * 1024

/** The keys of a table the planner needs (from the registry; injectable for pure tests). */
export type KeysOf = (table: string) => { primaryKey: string; conflictKey?: string | undefined }

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
  if (batch.kind === 'insert' || batch.kind === 'upsert') {
    const existing = batch.rows.find((row) => String(row[pk]) === entry.row_id)
    if (batch.kind === 'upsert' && entry.action === 'update' && existing) {
      Object.assign(existing, entry.data)
      batch.entries.push(entry)
      return true
    }
    // supabase-js fills missing columns of a multi-row insert with NULL, so rows must share keys.
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

function openBatch(entry: QueueEntry, keys: KeysOf): PushBatch {
  switch (entry.action) {
    case 'insert': {
      const kind = keys(entry.table).conflictKey ? 'upsert' : 'insert'
      return { kind, table: entry.table, rows: [{ ...entry.data }], entries: [entry] }
    }
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
 * Updates of rows inserted by the open insert batch become follow-up update batches sent right after
 * it, so the insert keeps its own values (see `PushBatch`) and each row keeps its order.
 */
export function planPush(entries: readonly QueueEntry[], keys: KeysOf): PushBatch[] {
  const ordered = [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
  const blocked = blockedRows(ordered)
  const batches: PushBatch[] = []
  const bytes = new Map<PushBatch, number>()
  const join = (batch: PushBatch | undefined, entry: QueueEntry, pk: string): boolean => {
    if (!batch) return false
    const size = (bytes.get(batch) ?? 0) + json(entry.data).length
    if (batch.entries.length >= MAX_BATCH_ROWS || size > MAX_BATCH_BYTES) return false
    if (!tryJoin(batch, entry, pk)) return false
    bytes.set(batch, size)
    return true
  }
  const open = (entry: QueueEntry): PushBatch => {
    const batch = openBatch(entry, keys)
    bytes.set(batch, json(entry.data).length)
    return batch
  }
  let current: PushBatch | undefined
  let followUps: PushBatch[] = []
  const close = () => {
    batches.push(...followUps)
    followUps = []
  }
  for (const entry of ordered) {
    if (entry.status !== ENTRY_STATUS.pending || blocked.has(rowKey(entry.table, entry.row_id))) continue
    const pk = keys(entry.table).primaryKey
    if (join(current, entry, pk)) continue
    if (current?.kind === 'insert' && isFollowUp(current, entry, pk)) {
      if (!join(followUps.at(-1), entry, pk)) followUps.push(open(entry))
      continue
    }
    close()
    current = open(entry)
    batches.push(current)
  }
  close()
  return batches
}

const isFollowUp = (batch: PushBatch & { kind: 'insert' }, entry: QueueEntry, pk: string): boolean =>
  entry.action === 'update' &&
  entry.table === batch.table &&
  batch.rows.some((row) => String(row[pk]) === entry.row_id)

/** A batch the server keeps failing is sent in two halves, each planned again (order kept). */
export function halveBatch(batch: PushBatch, keys: KeysOf): PushBatch[] {
  const middle = Math.ceil(batch.entries.length / 2)
  return [batch.entries.slice(0, middle), batch.entries.slice(middle)].flatMap((half) => planPush(half, keys))
}

/** A batch the server refused as a whole is retried entry by entry to find the culprit(s). */
export function splitBatch(batch: PushBatch, keys: KeysOf): PushBatch[] {
  return planPush(batch.entries, keys).flatMap((b) =>
    b.entries.length > 1 ? b.entries.map((entry) => openBatch(entry, keys)) : [b],
  )
}
