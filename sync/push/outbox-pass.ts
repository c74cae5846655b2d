import type { JulDatabase } from '../db/database.ts'
import { type Fence, fenceHolds } from '../fence.ts'
import { ENTRY_STATUS, type OutboxEntry } from '../protocol.ts'
import type { Remote } from '../remote.ts'
import { classifyError, describeError, ERROR_CLASS, type RemoteError } from './classify.ts'

/** Rows per request: forms are small, and a bounded request keeps a refusal cheap to isolate. */
export const OUTBOX_BATCH_ROWS = 100

/** unique_violation on the primary key: an earlier send landed and only its answer was lost. */
const ALREADY_STORED = '23505'

export type OutboxOutcome =
  | { kind: 'drained'; sent: number }
  | { kind: 'retry'; error: RemoteError }
  | { kind: 'superseded' }

const seqOf = (entry: OutboxEntry): number => {
  if (entry.seq === undefined) throw new Error('Outbox entry read from the database has no seq')
  return entry.seq
}

/**
 * Sends the outbox oldest first with the anon key, whoever is signed in. Network and server errors
 * stop the pass (the engine backs off); a refusal is split down to the culprit, which stays in the
 * outbox as failed with the server's words while the others go on. A single row the server already
 * holds (23505 on its client id) was delivered before: it counts as sent. No session is needed.
 */
export async function drainOutbox(db: JulDatabase, remote: Remote, fence?: Fence): Promise<OutboxOutcome> {
  const pending = (await db.outbox.orderBy('seq').toArray()).filter((e) => e.status === ENTRY_STATUS.pending)
  // Anyone's forms: only the leader epoch matters, not whose session this cycle runs under.
  const leaderOnly = fence ? { epoch: fence.epoch, userId: null, aborted: fence.aborted } : null
  let sent = 0
  for (let start = 0; start < pending.length; start += OUTBOX_BATCH_ROWS) {
    if (leaderOnly && !(await fenceHolds(db, leaderOnly))) return { kind: 'superseded' }
    const step = await sendBatch(db, remote, pending.slice(start, start + OUTBOX_BATCH_ROWS))
    if (step.kind !== 'drained') return step
    sent += step.sent
  }
  return { kind: 'drained', sent }
}

async function sendBatch(db: JulDatabase, remote: Remote, batch: OutboxEntry[]): Promise<OutboxOutcome> {
  const byTable = new Map<string, OutboxEntry[]>()
  for (const entry of batch) byTable.set(entry.table, [...(byTable.get(entry.table) ?? []), entry])
  let sent = 0
  for (const [table, entries] of byTable) {
    const result = await remote.insertAnonymous(
      table,
      entries.map((e) => e.data),
    )
    const landed = result.ok || (entries.length === 1 && result.error.code === ALREADY_STORED)
    if (landed) {
      await db.outbox.bulkDelete(entries.map(seqOf))
      sent += entries.length
      continue
    }
    if (result.ok) continue
    // The anon key cannot be refreshed: an auth answer is the server's problem, so wait and retry.
    if (classifyError(result.error) !== ERROR_CLASS.reject) return { kind: 'retry', error: result.error }
    if (entries.length > 1) {
      for (const single of entries) {
        const step = await sendBatch(db, remote, [single])
        if (step.kind !== 'drained') return step
        sent += step.sent
      }
      continue
    }
    const message = describeError(result.error)
    await db.outbox.update(seqOf(entries[0] as OutboxEntry), (entry) => {
      entry.status = ENTRY_STATUS.failed
      entry.error = message
      entry.attempts += 1
    })
  }
  return { kind: 'drained', sent }
}
