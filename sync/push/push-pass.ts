import type { JulDatabase } from '../db/database.ts'
import { ATTACHMENT_STATUS, KV } from '../db/records.ts'
import { type Fence, fenceHolds } from '../fence.ts'
import {
  ENTRY_STATUS,
  PUSH_STATUS,
  type PushAnswer,
  type PushResult,
  type QueueEntry,
  type RowData,
} from '../protocol.ts'
import { requestRefetch } from '../pull/refetch.ts'
import type { Remote } from '../remote.ts'
import { isSyncedTable } from '../tables.ts'
import { classifyError, ERROR_CLASS, type RemoteError } from './classify.ts'
import { type LedgerClient, ledgerClient, moveLedger, numberBatch } from './ledger.ts'
import { MAX_ENTRY_BYTES, type PlannedEntry, planPush, rowKey } from './plan.ts'

export type PushDeps = {
  db: JulDatabase
  remote: Remote
  /** Only this user's entries are sent: the session in use is theirs. */
  userId: string
  /** Asks the main thread's auth module for a fresh session; false when there is none. */
  refreshSession: () => Promise<boolean>
  /** The engine's cycle: checked before every request, so a superseded leader sends nothing more. */
  fence?: Fence
  /** This device's clock (ms): how far the server's is ahead is kept for the edit clock. */
  now?: () => number
}

export type PushOutcome =
  | { kind: 'drained'; sent: number }
  | { kind: 'retry'; error: RemoteError }
  | { kind: 'signed-out' }
  /** Another leader, another user or a stop took over: nothing more was sent. */
  | { kind: 'superseded' }

/** `sync_push`'s words (supabase/migrations/*_sync_push_ledger.sql, `sync_refusal`). */
export const UPDATE_NOT_APPLIED =
  'The server did not apply this change: the row no longer exists or you may not change it.'
export const DELETE_NOT_APPLIED =
  'The server did not delete this row: you may not delete it. It is still there.'

export const tooLargeMessage = (bytes: number): string =>
  `This change is too large (${bytes} bytes; at most ${MAX_ENTRY_BYTES / 1_000_000} MB)`

/** Unanswered sends after which the request is halved (a batch that always times out gets smaller). */
export const SPLIT_AFTER_FAILURES = 2

/** Guard against a queue that keeps growing while we drain it; the next trigger continues. */
const MAX_ROUNDS = 20

type PassState = { refreshed: boolean; sent: number }

/**
 * Drains the user's queue once, request after request (`plan.ts` decides what goes). Whatever stops a
 * request from being answered — no network, a timeout, a 5xx, a rate limit, a server without the
 * function — ends the pass to be retried later, and never refuses an entry: only the server's answer
 * for that entry can. A token refused is refreshed once.
 */
export async function pushPass(deps: PushDeps): Promise<PushOutcome> {
  const state: PassState = { refreshed: false, sent: 0 }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (deps.fence && !(await fenceHolds(deps.db, deps.fence))) return { kind: 'superseded' }
    const client = await ledgerClient(deps.db, deps.userId)
    const entries = await deps.db.pending_sync_data.where('user_id').equals(deps.userId).toArray()
    const plan = planPush({
      entries,
      waitingFiles: await waitingFiles(deps),
      clientId: client.clientId,
      limit: halvedLimit(entries, client.clientId),
    })
    if (plan.tooLarge.length > 0) {
      await markFailed(
        deps.db,
        plan.tooLarge.map((entry) => ({
          entry,
          message: tooLargeMessage(JSON.stringify(entry.data).length),
        })),
      )
      continue
    }
    if (plan.batch.length === 0) break
    const numbered = await numberBatch(deps.db, deps.fence, deps.userId, plan.batch)
    // The queue changed between the plan and the numbers (a Retry, a Discard): plan again.
    if (!numbered) continue
    const result = await deps.remote.push(numbered.client.clientId, numbered.entries)
    if (result.ok) {
      await settle(deps, state, numbered.client, plan.batch, result.value)
      continue
    }
    if (classifyError(result.error) === ERROR_CLASS.auth) {
      // Refused again after a refresh: the token is the problem, not the entries.
      if (state.refreshed) return { kind: 'retry', error: result.error }
      state.refreshed = true
      if (!(await deps.refreshSession())) return { kind: 'signed-out' }
      continue
    }
    await countAttempt(deps.db, plan.batch)
    return { kind: 'retry', error: result.error }
  }
  await freeSentFiles(deps.db, deps.userId)
  return { kind: 'drained', sent: state.sent }
}

/**
 * Entries whose file is still on its way to storage. A file storage refused for good no longer holds
 * its row: the row goes (its text is never lost to its file), and the file stays on this device with
 * storage's reason, for the member to retry, save or share.
 */
async function waitingFiles(deps: PushDeps): Promise<Set<string>> {
  const files = await deps.db.attachments.where('user_id').equals(deps.userId).toArray()
  return new Set(
    files
      .filter((f) => f.status === ATTACHMENT_STATUS.waiting && f.entry_id)
      .map((f) => f.entry_id as string),
  )
}

/** A request that went unanswered SPLIT_AFTER_FAILURES times is sent in halves, then quarters… */
function halvedLimit(entries: readonly QueueEntry[], clientId: string): number | undefined {
  const first = planPush({ entries, waitingFiles: new Set(), clientId }).batch
  const attempts = first[0]?.entry.attempts ?? 0
  if (attempts < SPLIT_AFTER_FAILURES) return undefined
  return Math.max(1, Math.ceil(first.length / 2 ** (attempts - SPLIT_AFTER_FAILURES + 1)))
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

type Settled = {
  done: QueueEntry[]
  failed: Array<{ entry: QueueEntry; message: string }>
  rows: Array<{ entry: QueueEntry; row: RowData | null }>
  refetch: QueueEntry[]
  renumber: boolean
  foreign: boolean
}

/** What each answer means for its entry (an entry without an answer stays numbered and is resent). */
function readAnswer(batch: readonly PlannedEntry[], answer: PushAnswer): Settled {
  const byId = new Map<string, PushResult>()
  for (const result of answer.results) if (result.entry_id) byId.set(result.entry_id, result)
  const settled: Settled = { done: [], failed: [], rows: [], refetch: [], renumber: false, foreign: false }
  for (const { entry } of batch) {
    const result = byId.get(entry.id)
    if (!result) continue
    if (result.status === PUSH_STATUS.refused) {
      if (result.code === 'gap') settled.renumber = true
      else if (result.code === 'foreign_client') settled.foreign = true
      else settled.failed.push({ entry, message: result.message || 'The server refused this change' })
      continue
    }
    settled.done.push(entry)
    // A resend whose first answer is gone: the server's copy of the row says how it ended.
    if (result.status === PUSH_STATUS.duplicate || (result.replayed && result.status === PUSH_STATUS.applied))
      settled.refetch.push(entry)
    else if (result.row !== undefined)
      settled.rows.push({ entry, row: result.deleted ? null : (result.row ?? null) })
  }
  return settled
}

/**
 * Applies an answer in one transaction: answered entries leave the queue (refused ones stay, failed,
 * with the server's words), the ledger moves on, and the server's version of each row the device has
 * no later change for replaces the local copy — only while the cycle's fence holds, since the mirror
 * may belong to someone else by now; the queue and the ledger are the sender's whatever happens.
 */
async function settle(
  deps: PushDeps,
  state: PassState,
  client: LedgerClient,
  batch: readonly PlannedEntry[],
  answer: PushAnswer,
): Promise<void> {
  const { db } = deps
  const settled = readAnswer(batch, answer)
  const tables = [...new Set(batch.map((p) => p.entry.table))].filter(isSyncedTable)
  await db.transaction('rw', [db.pending_sync_data, db.kv, ...tables], async () => {
    await db.pending_sync_data.bulkDelete(settled.done.map(localSeq))
    await markFailed(db, settled.failed)
    await moveLedger(db, deps.userId, client, {
      lastSeq: answer.last_seq,
      renumber: settled.renumber,
      foreign: settled.foreign,
    })
    if (deps.now) await db.kv.put({ key: KV.clockOffset, value: answer.server_time - deps.now() })
    // Any answer means the server is reachable: earlier unanswered sends no longer shrink requests.
    await db.pending_sync_data
      .where('user_id')
      .equals(deps.userId)
      .filter((e) => e.attempts > 0 && e.status === ENTRY_STATUS.pending)
      .modify({ attempts: 0 })
    if (deps.fence && !(await fenceHolds(db, deps.fence))) return
    await mirrorServerRows(db, settled.rows)
    if (settled.refetch.length > 0)
      await requestRefetch(
        db,
        settled.refetch.map((e) => ({ table: e.table, rowId: e.row_id })),
      )
  })
  state.sent += settled.done.length
}

/** The server's rows after the push, for rows no later change of this device waits on. */
async function mirrorServerRows(
  db: JulDatabase,
  rows: ReadonlyArray<{ entry: QueueEntry; row: RowData | null }>,
): Promise<void> {
  if (rows.length === 0) return
  const queued = new Set(
    (
      await db.pending_sync_data
        .where('[table+row_id]')
        .anyOf(rows.map(({ entry }) => [entry.table, entry.row_id]))
        .toArray()
    ).map((e) => rowKey(e.table, e.row_id)),
  )
  for (const { entry, row } of rows) {
    if (queued.has(rowKey(entry.table, entry.row_id))) continue
    const mirror = db.table<RowData, string>(entry.table)
    // A row the server gave another id (one row per member, its id derived from its key) replaces ours.
    if (!row || String(row.id) !== entry.row_id) await mirror.delete(entry.row_id)
    if (row) await mirror.put(row)
  }
}

const localSeq = (entry: QueueEntry): number => {
  if (entry.seq === undefined) throw new Error('Queue entry read from the database has no seq')
  return entry.seq
}

/** Refused for good: kept in place, with the reason, for the member to retry or discard. */
function markFailed(
  db: JulDatabase,
  failed: ReadonlyArray<{ entry: QueueEntry; message: string }>,
): Promise<unknown> {
  return db.transaction('rw', db.pending_sync_data, () =>
    Promise.all(
      failed.map(({ entry, message }) =>
        db.pending_sync_data.update(localSeq(entry), {
          status: ENTRY_STATUS.failed,
          error: message,
          attempts: entry.attempts + 1,
          client_id: undefined,
          client_seq: undefined,
        }),
      ),
    ),
  )
}

function countAttempt(db: JulDatabase, batch: readonly PlannedEntry[]): Promise<unknown> {
  return db.transaction('rw', db.pending_sync_data, () =>
    Promise.all(
      batch.map(({ entry }) =>
        db.pending_sync_data.update(localSeq(entry), { attempts: entry.attempts + 1 }),
      ),
    ),
  )
}
