import type { JulDatabase } from '../db/database.ts'
import { ATTACHMENT_STATUS } from '../db/records.ts'
import {
  ENTRY_STATUS,
  type LegacyQueueEntry,
  LegacyQueueEntrySchema,
  type QueueEntry,
  QueueEntrySchema,
} from '../protocol.ts'
import { requestRefetch } from '../pull/refetch.ts'
import { isSyncedTable, primaryKeyOf } from '../tables.ts'

/**
 * Puts failed entries back in the queue at their original place (per-row order is kept); a file
 * storage refused for one of them goes back to waiting, so Retry uploads it again first.
 */
export async function retryFailed(db: JulDatabase, entryIds: string[]): Promise<void> {
  await db.transaction('rw', db.pending_sync_data, db.attachments, async () => {
    const entries = await db.pending_sync_data.where('id').anyOf(entryIds).toArray()
    for (const e of entries) {
      if (e.seq !== undefined)
        await db.pending_sync_data.update(e.seq, { status: ENTRY_STATUS.pending, error: null, attempts: 0 })
    }
    await db.attachments
      .filter((a) => a.entry_id !== undefined && a.entry_id !== null && entryIds.includes(a.entry_id))
      .modify({ status: ATTACHMENT_STATUS.waiting, error: null })
  })
}

/**
 * Drops failed entries the user gave up on, with their files: a file still on the device goes with
 * them; one already in storage is left to the upload lane to remove there. Local copies of their rows
 * are replaced by the server's version at the next sync, so the screen stops showing a change the
 * server never accepted.
 */
export async function discardFailed(db: JulDatabase, entryIds: string[]): Promise<void> {
  const entries = await db.pending_sync_data.where('id').anyOf(entryIds).toArray()
  const failed = entries.filter((e) => e.status === ENTRY_STATUS.failed)
  const ids = new Set(failed.map((e) => e.id))
  await db.transaction('rw', [db.pending_sync_data, db.kv, db.attachments], async () => {
    await db.pending_sync_data.bulkDelete(failed.flatMap((e) => (e.seq === undefined ? [] : [e.seq])))
    const filesOfDiscarded = () =>
      db.attachments.filter((a) => a.entry_id !== undefined && a.entry_id !== null && ids.has(a.entry_id))
    // A file in storage is marked for the lane and no longer belongs to an entry; the rest go now.
    await filesOfDiscarded().modify((file) => {
      if (file.status !== ATTACHMENT_STATUS.uploaded) return
      Object.assign(file, { status: ATTACHMENT_STATUS.discarded, blob: new Blob([]), entry_id: null })
    })
    await filesOfDiscarded().delete()
    await requestRefetch(
      db,
      failed.map((e) => ({ table: e.table, rowId: e.row_id })),
    )
  })
}

/** Every entry still waiting (pending or failed), in queue order: what the build-stamp reset saves. */
export async function exportQueue(db: JulDatabase): Promise<QueueEntry[]> {
  return db.pending_sync_data.orderBy('seq').toArray()
}

function fromLegacy(raw: LegacyQueueEntry, userId: string, index: number): QueueEntry | null {
  if (!isSyncedTable(raw.table)) return null
  const rowId = raw.row_id ?? raw.data[primaryKeyOf(raw.table)]
  if (typeof rowId !== 'string' || rowId === '') return null
  const timestamp = typeof raw.timestamp === 'string' ? Date.parse(raw.timestamp) : raw.timestamp
  return QueueEntrySchema.parse({
    id: typeof raw.id === 'string' ? raw.id : crypto.randomUUID(),
    table: raw.table,
    action: raw.action,
    data: raw.data,
    timestamp: Number.isFinite(timestamp) ? timestamp : index,
    row_id: rowId,
    user_id: raw.user_id ?? userId,
    status: raw.status ?? ENTRY_STATUS.pending,
    attempts: 0,
    error: raw.error ?? null,
    // Kept across a reset: a resend of an entry the server may have applied is recognised by them.
    ...(raw.hlc ? { hlc: raw.hlc } : {}),
    ...(raw.client_id && raw.client_seq ? { client_id: raw.client_id, client_seq: raw.client_seq } : {}),
  })
}

export type ImportResult = { imported: number; skipped: number }

/**
 * Imports entries read from the local-storage key `pending_sync_data` (an older build, or the
 * build-stamp reset). Entries without an owner are given to `userId`. Entries already present (same
 * id) are not added twice, so calling it again after a crash is harmless. Entries that are not
 * valid queue entries are counted in `skipped` so that the caller can say so.
 *
 * They were written before anything already in this database, so they go in front of it: a delete
 * made right after the reload must not be sent before the insert it follows, or the delete
 * reaches the server first and the insert makes the row again.
 * IndexedDB takes explicit keys below its generator's next value and leaves the generator alone.
 */
export async function importQueue(db: JulDatabase, raw: unknown, userId: string): Promise<ImportResult> {
  const list = Array.isArray(raw) ? raw : []
  const entries = list.map((item, i) => {
    const parsed = LegacyQueueEntrySchema.safeParse(item)
    return parsed.success ? fromLegacy(parsed.data, userId, i) : null
  })
  const valid = entries.filter((e): e is QueueEntry => e !== null)
  let imported = 0
  await db.transaction('rw', db.pending_sync_data, async () => {
    const known = new Set(
      (
        await db.pending_sync_data
          .where('id')
          .anyOf(valid.map((e) => e.id))
          .toArray()
      ).map((e) => e.id),
    )
    const first = (await db.pending_sync_data.orderBy('seq').first())?.seq
    const fresh = valid
      .filter((e) => !known.has(e.id))
      .map(({ seq: _seq, ...rest }, i, all) =>
        first === undefined ? rest : { ...rest, seq: first - all.length + i },
      )
    await db.pending_sync_data.bulkAdd(fresh as QueueEntry[])
    imported = fresh.length
  })
  return { imported, skipped: list.length - valid.length }
}
