import type { JulDatabase } from '../db/database.ts'
import { ATTACHMENT_STATUS } from '../db/records.ts'
import { type Fence, fenceHolds } from '../fence.ts'
import { ENTRY_STATUS, type QueueEntry } from '../protocol.ts'
import { requestRefetch } from '../pull/refetch.ts'
import type { Remote, RemoteResult } from '../remote.ts'
import { writableRow } from '../table-registry.ts'
import { primaryKeyOf, tableSpec } from '../tables.ts'
import { classifyError, describeError, ERROR_CLASS, type RemoteError } from './classify.ts'
import { halveBatch, type PushBatch, planPush, rowKey, splitBatch } from './plan.ts'

export type PushDeps = {
  db: JulDatabase
  remote: Remote
  /** Only this user's entries are sent: the session in use is theirs. */
  userId: string
  /** Asks the main thread's auth module for a fresh session; false when there is none. */
  refreshSession: () => Promise<boolean>
  /** The engine's cycle: checked before every request, so a superseded leader sends nothing more. */
  fence?: Fence
}

export type PushOutcome =
  | { kind: 'drained'; sent: number }
  | { kind: 'retry'; error: RemoteError }
  | { kind: 'signed-out' }
  /** Another leader, another user or a stop took over: nothing more was sent. */
  | { kind: 'superseded' }

/** The server answered 2xx but touched fewer rows than asked (RLS hides rows from UPDATE). */
export const UPDATE_NOT_APPLIED =
  'The server did not apply this change: the row no longer exists or you may not change it.'

/** A 2xx delete that left the row in place: RLS let the user see the row but not delete it. */
export const DELETE_NOT_APPLIED =
  'The server did not delete this row: you may not delete it. It is still there.'

/** Failed sends (answered by the server) after which a multi-row request is halved. */
export const SPLIT_AFTER_FAILURES = 2
/** Failed sends after which a single entry is parked as failed instead of blocking the queue. */
export const PARK_AFTER_FAILURES = 5

/** Guard against a queue that keeps growing while we drain it; the next trigger continues. */
const MAX_ROUNDS = 20

type PassState = { refreshed: boolean; blocked: Set<string>; sent: number }
type Step = { kind: 'ok' } | { kind: 'stop'; outcome: PushOutcome }

/** Drains the user's queue once: FIFO batches, refusals set aside, retryable errors stop the pass. */
export async function pushPass(deps: PushDeps): Promise<PushOutcome> {
  const state: PassState = { refreshed: false, blocked: new Set(), sent: 0 }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const entries = await deps.db.pending_sync_data.where('user_id').equals(deps.userId).sortBy('seq')
    const batches = planPush(await withoutWaitingFiles(deps, entries), tableSpec)
    if (batches.length === 0) break
    for (const batch of batches) {
      const step = await runBatch(deps, state, batch)
      if (step.kind === 'stop') return step.outcome
    }
  }
  await freeSentFiles(deps.db, deps.userId)
  return { kind: 'drained', sent: state.sent }
}

/**
 * A row whose photo is not uploaded yet (waiting, or refused: its entry is failed then) is not sent,
 * with everything after it for that row: the server never holds a row pointing at a missing file.
 */
async function withoutWaitingFiles(deps: PushDeps, entries: QueueEntry[]): Promise<QueueEntry[]> {
  const files = await deps.db.attachments.where('user_id').equals(deps.userId).toArray()
  const waiting = new Set(files.filter((f) => f.status !== ATTACHMENT_STATUS.uploaded).map((f) => f.entry_id))
  if (waiting.size === 0) return entries
  const rows = new Set(entries.filter((e) => waiting.has(e.id)).map((e) => rowKey(e.table, e.row_id)))
  return entries.filter((e) => !rows.has(rowKey(e.table, e.row_id)))
}

/** Blobs whose row the server acknowledged are not needed on the device any more. */
async function freeSentFiles(db: JulDatabase, userId: string): Promise<void> {
  await db.transaction('rw', [db.attachments, db.pending_sync_data], async () => {
    const sent = await db.attachments
      .where('user_id')
      .equals(userId)
      .filter((f) => f.status === ATTACHMENT_STATUS.uploaded)
      .toArray()
    const queued = new Set(
      (
        await db.pending_sync_data
          .where('id')
          .anyOf(sent.flatMap((f) => (f.entry_id ? [f.entry_id] : [])))
          .toArray()
      ).map((e) => e.id),
    )
    await db.attachments.bulkDelete(
      sent.filter((f) => !f.entry_id || !queued.has(f.entry_id)).map((f) => f.id),
    )
  })
}

/** The batch was planned from entries that must still be waiting, under a fence that still holds. */
async function stillCurrent(db: JulDatabase, fence: Fence, batch: PushBatch): Promise<boolean> {
  return db.transaction('r', [db.kv, db.pending_sync_data], async () => {
    if (!(await fenceHolds(db, fence))) return false
    const now = await db.pending_sync_data.bulkGet(batch.entries.map(seqOf))
    return now.every((entry) => entry?.status === ENTRY_STATUS.pending)
  })
}

async function runBatch(deps: PushDeps, state: PassState, batch: PushBatch): Promise<Step> {
  const open = batch.entries.filter((e) => !state.blocked.has(rowKey(e.table, e.row_id)))
  if (open.length < batch.entries.length) {
    // A row of this batch was refused earlier in the pass: re-plan without it, keep the rest moving.
    for (const sub of planPush(open, tableSpec)) {
      const step = await runBatch(deps, state, sub)
      if (step.kind === 'stop') return step
    }
    return { kind: 'ok' }
  }
  if (batch.entries.length > 1 && batch.entries.some((e) => e.attempts >= SPLIT_AFTER_FAILURES)) {
    // The server keeps failing this request: halve it until the row that causes it stands alone.
    for (const half of halveBatch(batch, tableSpec)) {
      const step = await runBatch(deps, state, half)
      if (step.kind === 'stop') return step
    }
    return { kind: 'ok' }
  }
  // A frozen tab that wakes up, or one that lost the lead or its user meanwhile, sends nothing stale.
  if (deps.fence && !(await stillCurrent(deps.db, deps.fence, batch)))
    return { kind: 'stop', outcome: { kind: 'superseded' } }
  for (;;) {
    const result = await send(deps.remote, batch)
    if (result.ok) {
      const missed = await notApplied(deps, batch, result.value)
      if (missed.ok) return settle(deps, state, batch, missed.value)
      // Could not tell whether a skipped delete is still there: the delete is idempotent, send it again.
      return { kind: 'stop', outcome: { kind: 'retry', error: missed.error } }
    }
    const errorClass = classifyError(result.error)
    if (errorClass === ERROR_CLASS.auth) {
      // Refused again after a refresh: the token is the problem, not the entries. Keep them pending.
      if (state.refreshed) return { kind: 'stop', outcome: { kind: 'retry', error: result.error } }
      state.refreshed = true
      if (!(await deps.refreshSession())) return { kind: 'stop', outcome: { kind: 'signed-out' } }
      continue
    }
    if (errorClass === ERROR_CLASS.retry) return retryLater(deps, state, batch, result.error)
    return reject(deps, state, batch, describeError(result.error))
  }
}

/**
 * Rows the server answered 2xx for without touching them, with the reason to show. An insert it
 * ignored is settled (see below). An update that touched nothing failed (gone or hidden). A delete that touched nothing failed only if the row is
 * still there: one already gone is what the user wanted.
 */
async function notApplied(
  deps: PushDeps,
  batch: PushBatch,
  touched: string[] | null,
): Promise<RemoteResult<Map<string, string>>> {
  const missed = new Map<string, string>()
  if (touched === null || batch.kind === 'upsert') return { ok: true, value: missed }
  const done = new Set(touched)
  const pk = primaryKeyOf(batch.table)
  if (batch.kind === 'insert') {
    // Ignored: an earlier send landed (lost answer) or the row was deleted since (its tombstone made
    // the server skip it). Either way the server's version, or its absence, replaces the local copy.
    const ignored = batch.rows.map((row) => String(row[pk])).filter((id) => !done.has(id))
    if (ignored.length > 0)
      await requestRefetch(
        deps.db,
        ignored.map((rowId) => ({ table: batch.table, rowId })),
      )
    return { ok: true, value: missed }
  }
  const untouched = batch.rowIds.filter((id) => !done.has(id))
  if (untouched.length === 0) return { ok: true, value: missed }
  if (batch.kind === 'update') {
    for (const id of untouched) missed.set(id, UPDATE_NOT_APPLIED)
    return { ok: true, value: missed }
  }
  const still = await deps.remote.fetchRows(batch.table, pk, untouched)
  if (!still.ok) return still
  const present = new Set(still.value.map((row) => String(row[pk])))
  for (const id of untouched) if (present.has(id)) missed.set(id, DELETE_NOT_APPLIED)
  return { ok: true, value: missed }
}

/**
 * A retryable failure stops the pass. Only answers from a failing server count against the entries
 * (not an offline device or a rate limit): after SPLIT_AFTER_FAILURES the batch is halved, and a
 * single entry still failing after PARK_AFTER_FAILURES is parked as failed with the server's words,
 * so one row can no longer hold back the whole queue.
 */
async function retryLater(
  deps: PushDeps,
  state: PassState,
  batch: PushBatch,
  error: RemoteError,
): Promise<Step> {
  if (!serverFailure(error)) return { kind: 'stop', outcome: { kind: 'retry', error } }
  await countAttempt(deps.db, batch.entries)
  const [only] = batch.entries
  if (batch.entries.length === 1 && only && only.attempts + 1 >= PARK_AFTER_FAILURES) {
    await markFailed(deps.db, batch.entries, describeError(error))
    state.blocked.add(rowKey(only.table, only.row_id))
    return { kind: 'ok' }
  }
  return { kind: 'stop', outcome: { kind: 'retry', error } }
}

const serverFailure = (error: RemoteError): boolean =>
  error.status >= 500 || error.status === 408 || (error.code !== null && error.status !== 0)

async function reject(deps: PushDeps, state: PassState, batch: PushBatch, message: string): Promise<Step> {
  if (batch.entries.length > 1) {
    for (const single of splitBatch(batch, tableSpec)) {
      const step = await runBatch(deps, state, single)
      if (step.kind === 'stop') return step
    }
    return { kind: 'ok' }
  }
  await markFailed(deps.db, batch.entries, message)
  for (const entry of batch.entries) state.blocked.add(rowKey(entry.table, entry.row_id))
  return { kind: 'ok' }
}

function send(remote: Remote, batch: PushBatch): Promise<RemoteResult<string[] | null>> {
  const spec = tableSpec(batch.table)
  const pk = spec.primaryKey
  switch (batch.kind) {
    case 'insert':
      return remote.insert(
        batch.table,
        pk,
        batch.rows.map((row) => writableRow(spec, row)),
      )
    case 'upsert':
      return remote.upsert(
        batch.table,
        spec.conflictKey ?? pk,
        batch.rows.map((row) => writableRow(spec, row)),
      )
    case 'update':
      return remote.update(batch.table, pk, batch.rowIds, batch.patch)
    case 'delete':
      return remote.delete(batch.table, pk, batch.rowIds)
  }
}

async function settle(
  deps: PushDeps,
  state: PassState,
  batch: PushBatch,
  missed: Map<string, string>,
): Promise<Step> {
  const done = batch.entries.filter((e) => !missed.has(e.row_id))
  await deps.db.pending_sync_data.bulkDelete(done.map(seqOf))
  state.sent += done.length
  for (const [rowId, message] of missed) {
    await markFailed(
      deps.db,
      batch.entries.filter((e) => e.row_id === rowId),
      message,
    )
    state.blocked.add(rowKey(batch.table, rowId))
  }
  return { kind: 'ok' }
}

const seqOf = (entry: QueueEntry): number => {
  if (entry.seq === undefined) throw new Error('Queue entry read from the database has no seq')
  return entry.seq
}

function markFailed(db: JulDatabase, entries: readonly QueueEntry[], message: string): Promise<unknown> {
  return db.transaction('rw', db.pending_sync_data, () =>
    Promise.all(
      entries.map((e) =>
        db.pending_sync_data.update(seqOf(e), {
          status: ENTRY_STATUS.failed,
          error: message,
          attempts: e.attempts + 1,
        }),
      ),
    ),
  )
}

function countAttempt(db: JulDatabase, entries: QueueEntry[]): Promise<unknown> {
  return db.transaction('rw', db.pending_sync_data, () =>
    Promise.all(entries.map((e) => db.pending_sync_data.update(seqOf(e), { attempts: e.attempts + 1 }))),
  )
}
