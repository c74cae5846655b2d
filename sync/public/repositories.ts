import { addTogether } from '../db/add-together.ts'
import type { JulDatabase } from '../db/database.ts'
import { ATTACHMENT_STATUS, type AttachmentRecord, KV, type KvRecord } from '../db/records.ts'
import { derivedId } from '../derived-id.ts'
import { fieldClocksOf, type Hlc, latestClockOf, nextHlc } from '../hlc.ts'
import { ENTRY_STATUS, type QueueAction, type QueueEntry, type RowData } from '../protocol.ts'
import { SYNC_CLOCK, writableRow } from '../table-registry.ts'
import { type RowOf, type TableName, tableSpec } from '../tables.ts'
import { isQuotaError, NotSignedInError, StorageFullError } from './errors.ts'

/**
 * When this tab's edits are made (`sync/hlc.ts`): the device's clock corrected by the server's (the
 * leader learns the offset from every push answer), and never behind an edit made here before.
 */
export type EditClock = { next(seen: readonly (Hlc | null)[]): Hlc }

export function createEditClock(physicalNow: () => number, node: string): EditClock {
  let last: Hlc | null = null
  return {
    next(seen) {
      last = nextHlc([last, ...seen], physicalNow(), node)
      return last
    },
  }
}

/** A short random name for this tab's clock: it only breaks ties between edits made in the same ms. */
export const newClockNode = (): string => crypto.randomUUID().replaceAll('-', '').slice(0, 12)

export type RepositoryContext = {
  db: JulDatabase
  /** The signed-in user: owner of new rows and of the queue entries. */
  userId: () => string | null
  /**
   * Called after each committed write so the sync leader starts within 1 s (002 §4 Offline), with the
   * entry it queued (null: the update changed nothing).
   */
  onQueued?: (entry: QueueEntry | null) => void
  now?: () => number
  newId?: () => string
  /** One per tab, shared by its repositories; tests may leave it out (each repository gets its own). */
  clock?: EditClock
}

type AutoColumns = 'id' | 'created_at' | 'updated_at' | 'user_id' | 'sync_clock' | 'sync_xid'
/** What a caller gives for a new row: every column except the ones the repository fills. */
export type InsertOf<N extends TableName> = Omit<RowOf<N>, AutoColumns> &
  Partial<Pick<RowOf<N>, Extract<AutoColumns, keyof RowOf<N>>>>
export type PatchOf<N extends TableName> = Partial<
  Omit<RowOf<N>, 'id' | 'updated_at' | 'sync_clock' | 'sync_xid'>
>

/** A blob to upload before the row that points at it is sent. */
export type AttachmentInput = { bucket: string; path: string; blob: Blob; contentType: string }

export type Repository<N extends TableName> = {
  insert(values: InsertOf<N>, options?: { attachments?: AttachmentInput[] }): Promise<RowOf<N>>
  /**
   * Writes only the fields that really changed; a no-op patch queues nothing. `base` is the row as
   * read from the server, for a row this device does not sync (a staff screen's server page): it
   * lands in the mirror first, and the patch applies to it. The device's own copy wins when it has one.
   */
  update(id: string, patch: PatchOf<N>, options?: { base?: RowOf<N> }): Promise<void>
  remove(id: string): Promise<void>
}

/** Creates the only write path the UI has for table `table`: row + queue entry in one transaction. */
export function createRepository<N extends TableName>(ctx: RepositoryContext, table: N): Repository<N> {
  const spec = tableSpec(table)
  const now = ctx.now ?? Date.now
  const newId = ctx.newId ?? (() => crypto.randomUUID())
  const clock = ctx.clock ?? createEditClock(now, newClockNode())
  const mirror = ctx.db.table<RowData, string>(table)
  const clocked = spec.direction === 'push' && SYNC_CLOCK in spec.schema.shape

  const requireUser = (): string => {
    const userId = ctx.userId()
    if (!userId) throw new NotSignedInError()
    return userId
  }

  const entry = (
    action: QueueAction,
    rowId: string,
    data: RowData,
    userId: string,
    hlc: Hlc,
  ): QueueEntry => ({
    id: newId(),
    table,
    action,
    data,
    timestamp: now(),
    row_id: rowId,
    user_id: userId,
    status: ENTRY_STATUS.pending,
    attempts: 0,
    error: null,
    hlc,
  })

  /** Rows unique per another key get the id every device derives from that key (`sync/derived-id.ts`). */
  const idFor = (draft: RowData): Promise<string> =>
    derivedId(
      table,
      (spec.conflictKey ?? '').split(',').map((column) => String(draft[column] ?? '')),
    )

  /** Runs a write; once it has committed, the leader hears of it; a full disk gets its own error. */
  const committed = async <T>(run: () => Promise<T>, queued: () => QueueEntry | null): Promise<T> => {
    try {
      const result = await run()
      ctx.onQueued?.(queued())
      return result
    } catch (error) {
      if (isQuotaError(error)) throw new StorageFullError(error)
      throw error
    }
  }

  /**
   * Row and entry land only while the mirror is not another user's: a tab that has not yet heard of
   * a sign-in elsewhere must not put the previous user's row in front of the next one. The owner is
   * read in the same transaction as the writes but without waiting for it first (one IndexedDB round
   * trip less per write, the largest part of a small write's cost): a wrong owner throws, and the
   * throw aborts the transaction, so nothing of the write is kept.
   */
  const write = async (userId: string, body: () => Promise<QueueEntry | null>): Promise<void> => {
    let queued: QueueEntry | null = null
    await committed(
      () =>
        ctx.db.transaction('rw', [table, 'pending_sync_data', 'kv'], async () => {
          const ownerChecked = ctx.db.kv.get(KV.mirrorOwner).then((record) => {
            const refusal = ownerRefusal(record, userId)
            if (refusal) throw refusal
          })
          const [, made] = await Promise.all([ownerChecked, body()])
          queued = made
        }),
      () => queued,
    )
  }

  return {
    async insert(values, options = {}) {
      const userId = requireUser()
      const stamp = new Date(now()).toISOString()
      const hlc = clock.next([])
      const draft: RowData = { created_at: stamp, updated_at: stamp, ...values }
      if (spec.owner && draft[spec.owner] === undefined) draft[spec.owner] = userId
      if (draft.id === undefined) draft.id = spec.conflictKey ? await idFor(draft) : newId()
      if (clocked) draft[SYNC_CLOCK] = { '*': hlc }
      const row = spec.schema.parse(draft) as RowOf<N>
      const rowId = String(draft[spec.primaryKey])
      const queued = entry('insert', rowId, writableRow(spec, row as RowData), userId, hlc)
      const uploads = (options.attachments ?? []).map((a) =>
        attachmentRecord(a, { userId, id: newId(), at: now(), entryId: queued.id }),
      )
      // The most frequent write, so it skips Dexie's transaction (sync/db/add-together.ts): the owner
      // check of `write`, the row, its entry and any blobs still commit or fail together.
      await committed(
        () =>
          addTogether(
            ctx.db,
            [
              { store: table, values: [row] },
              { store: 'pending_sync_data', values: [queued] },
              ...(uploads.length ? [{ store: 'attachments', values: uploads }] : []),
            ],
            { store: 'kv', key: KV.mirrorOwner, refuse: (record) => ownerRefusal(record, userId) },
          ),
        () => queued,
      )
      return row
    },

    async update(id, patch, options = {}) {
      const userId = requireUser()
      const base = options.base === undefined ? undefined : (spec.schema.parse(options.base) as RowData)
      if (base && base[spec.primaryKey] !== id) throw new Error(`The base row is not ${table} row ${id}`)
      await write(userId, async () => {
        const current = (await mirror.get(id)) ?? base
        if (!current) throw new Error(`No ${table} row ${id} on this device`)
        const changed = Object.fromEntries(
          Object.entries(patch as RowData).filter(
            ([k, v]) => JSON.stringify(current[k]) !== JSON.stringify(v),
          ),
        )
        if (Object.keys(changed).length === 0) return null
        spec.schema.parse({ ...current, ...changed })
        const clocks = fieldClocksOf(current[SYNC_CLOCK])
        const hlc = clock.next([latestClockOf(clocks)])
        const stamped = clocked
          ? { [SYNC_CLOCK]: { ...clocks, ...Object.fromEntries(Object.keys(changed).map((k) => [k, hlc])) } }
          : {}
        const queued = entry('update', id, writableRow(spec, changed), userId, hlc)
        await mirror.put({ ...current, ...changed, ...stamped })
        await ctx.db.pending_sync_data.add(queued)
        return queued
      })
    },

    async remove(id) {
      const userId = requireUser()
      await write(userId, async () => {
        // A delete wins over any edit, whenever made: its clock only records when it happened.
        const queued = entry('delete', id, { [spec.primaryKey]: id }, userId, clock.next([]))
        await mirror.delete(id)
        await ctx.db.pending_sync_data.add(queued)
        return queued
      })
    },
  }
}

/** A mirror that holds another user's rows refuses the write (see `write` above). */
function ownerRefusal(record: unknown, userId: string): NotSignedInError | null {
  const owner = (record as Partial<KvRecord> | undefined)?.value
  return typeof owner === 'string' && owner !== userId ? new NotSignedInError() : null
}

function attachmentRecord(
  input: AttachmentInput,
  owner: { userId: string; id: string; at: number; entryId: string },
): AttachmentRecord {
  return {
    id: owner.id,
    bucket: input.bucket,
    path: input.path,
    blob: input.blob,
    content_type: input.contentType,
    user_id: owner.userId,
    status: ATTACHMENT_STATUS.waiting,
    error: null,
    created_at: owner.at,
    entry_id: owner.entryId,
    size: input.blob.size,
  }
}
