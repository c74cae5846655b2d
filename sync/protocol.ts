import { z } from 'zod'

/**
 * Version of the queue entry shape stored in `pending_sync_data` and exported to local storage.
 * History (one line per bump):
 * 1 — {seq, id, table, action, data, timestamp, row_id, user_id, status, attempts, error}.
 * 2 — adds hlc (when the edit was made) and client_id, client_seq (the ledger's number, given when the
 *     entry is first sent); `sync_push` replaces the per-table REST writes.
 */
export const PROTOCOL_VERSION = 2

export const QUEUE_ACTIONS = ['insert', 'update', 'delete'] as const
export const QueueActionSchema = z.enum(QUEUE_ACTIONS)
export type QueueAction = z.infer<typeof QueueActionSchema>

export const ENTRY_STATUS = { pending: 'pending', failed: 'failed' } as const
export const EntryStatusSchema = z.enum([ENTRY_STATUS.pending, ENTRY_STATUS.failed])
export type EntryStatus = z.infer<typeof EntryStatusSchema>

export const RowDataSchema = z.record(z.string(), z.unknown())
export type RowData = z.infer<typeof RowDataSchema>

/**
 * One entry of the spec's offline queue (`pending_sync_data`): table, action, data, timestamp, id.
 * `seq` gives the FIFO order (assigned by IndexedDB; entries carried over from an older build or a
 * reset are put in front, `importQueue`); `row_id` and `user_id` say which row the entry
 * touches and whose session may send it. A failed entry keeps its place so that later entries for
 * the same row stay behind it.
 *
 * `hlc` is when the edit was made (`sync/hlc.ts`); older builds' entries have none and take their
 * `timestamp`. `client_id` and `client_seq` are the server ledger's device id and change number, given
 * the first time the entry is sent and kept until the server answers for it: a resend carries the
 * same number, so the server applies it once (`sync/CONTEXT.md`, "Write path").
 */
export const QueueEntrySchema = z.object({
  seq: z.number().int().optional(),
  id: z.string().min(1),
  table: z.string().min(1),
  action: QueueActionSchema,
  data: RowDataSchema,
  timestamp: z.number(),
  row_id: z.string().min(1),
  user_id: z.string().nullable(),
  status: EntryStatusSchema,
  attempts: z.number().int().nonnegative(),
  error: z.string().nullable(),
  hlc: z.string().optional(),
  client_id: z.string().optional(),
  client_seq: z.number().int().positive().optional(),
})
export type QueueEntry = z.infer<typeof QueueEntrySchema>

/**
 * One row waiting in the outbox: push-only tables (public forms) that anyone, signed in or not, may
 * insert and nobody reads back. `id` is the row's own client id, so a resend after a lost answer is
 * ignored by the server (insert-or-ignore) and the row lands once.
 */
export const OutboxEntrySchema = z.object({
  seq: z.number().int().optional(),
  id: z.string().min(1),
  table: z.string().min(1),
  data: RowDataSchema,
  timestamp: z.number(),
  status: EntryStatusSchema,
  attempts: z.number().int().nonnegative(),
  error: z.string().nullable(),
})
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>

/** Entries as an older build (or the build-stamp reset) left them under the local-storage key. */
export const LegacyQueueEntrySchema = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  table: z.string().min(1),
  action: QueueActionSchema,
  data: RowDataSchema,
  timestamp: z.union([z.number(), z.string()]).optional(),
  row_id: z.string().optional(),
  user_id: z.string().nullable().optional(),
  status: EntryStatusSchema.optional(),
  error: z.string().nullable().optional(),
  hlc: z.string().optional(),
  client_id: z.string().optional(),
  client_seq: z.number().int().positive().optional(),
})
export type LegacyQueueEntry = z.infer<typeof LegacyQueueEntrySchema>

/** The session the main thread hands the worker on every auth change. */
export const SessionSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string(),
  userId: z.string().min(1),
})
export type Session = z.infer<typeof SessionSchema>

/** Pull cursor: the last (`updated_at`, `id`) seen for a table. */
export const CursorSchema = z.object({ updatedAt: z.string(), id: z.string() })
export type Cursor = z.infer<typeof CursorSchema>

/** Where a scope's pull goes on: the table and the last (version, id) a page ended on. */
export const ScopeAfterSchema = z.object({ table: z.string(), xid: z.string(), id: z.string() })
export type ScopeAfter = z.infer<typeof ScopeAfterSchema>

/**
 * A scope's pull (sync/pull/pull-round.ts). `since`: every row below this version is on the device
 * (the horizon of the last pass read through), null before the first. `pass`: a read under way,
 * page by page, with the horizon and server time of its first page; `fromScratch` when it began
 * without `since`, so the rows it did not see leave the device at its end.
 */
export const ScopeStateSchema = z.object({
  since: z.string().nullable(),
  /** Server time (ms) of the last completed pass's first page: later rows may be held already. */
  sinceTime: z.number().nullable(),
  pass: z
    .object({
      after: ScopeAfterSchema.nullable(),
      horizon: z.string(),
      startedAt: z.number(),
      fromScratch: z.boolean(),
    })
    .nullable(),
})
export type ScopeState = z.infer<typeof ScopeStateSchema>

/**
 * One record of the `sync_state` store. Before scopes, one per table with its (`updated_at`, `id`)
 * cursor (read once to start scopes without reading everything again, sync/pull/legacy-cursors.ts);
 * now one per scope (`scope:<scope>`, with `scope`) and the member's scope list (`#scopes`).
 */
export const SyncStateSchema = z.object({
  table: z.string(),
  cursor: CursorSchema.nullable(),
  last_sync_time: z.string().nullable(),
  from_scratch: z.boolean().optional(),
  scope: ScopeStateSchema.optional(),
  scopeList: z.object({ scopes: z.array(z.string()), hash: z.string() }).optional(),
})
export type SyncState = z.infer<typeof SyncStateSchema>

/**
 * What `sync_push` takes per entry (supabase/migrations/*_sync_push_ledger.sql): the change, its
 * ledger number, when it was made, and the group of entries it commits with (if any). `skip` holds a
 * number whose change will not be sent under it, so the numbers stay gap-free.
 */
export type PushEntry = {
  seq: number
  entry_id: string
  table: string
  action: QueueAction | 'skip'
  id: string
  data?: RowData
  hlc: string
  group?: string
}

export const PUSH_STATUS = {
  applied: 'applied',
  skipped: 'skipped',
  duplicate: 'duplicate',
  refused: 'refused',
} as const

export const PushResultSchema = z.object({
  seq: z.number().int().nullable(),
  entry_id: z.string().nullable(),
  status: z.enum([PUSH_STATUS.applied, PUSH_STATUS.skipped, PUSH_STATUS.duplicate, PUSH_STATUS.refused]),
  /** The server's row after the change (applied inserts and updates), null when it is gone. */
  row: RowDataSchema.nullable().optional(),
  deleted: z.boolean().optional(),
  code: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  /** A resend: the answer is the one the first send got. */
  replayed: z.boolean().optional(),
  /** A gap: the number the server expected. */
  expected: z.number().int().optional(),
})
export type PushResult = z.infer<typeof PushResultSchema>

export const PushAnswerSchema = z.object({
  /** The ledger's last applied number after this request (null: the device id is another member's). */
  last_seq: z.number().int().nullable(),
  /** The server's clock (ms): the device learns how far its own clock is off. */
  server_time: z.number(),
  results: z.array(PushResultSchema),
})
export type PushAnswer = z.infer<typeof PushAnswerSchema>
