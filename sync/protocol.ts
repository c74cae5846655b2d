import { z } from 'zod'

/**
 * Version of the queue entry shape stored in `pending_sync_data` and exported to local storage.
 * History (one line per bump):
 * 1 — {seq, id, table, action, data, timestamp, row_id, user_id, status, attempts, error}.
 */
export const PROTOCOL_VERSION = 1

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

export const SyncStateSchema = z.object({
  table: z.string(),
  cursor: CursorSchema.nullable(),
  last_sync_time: z.string().nullable(),
  /**
   * The member's tiers changed since this table was last read in full: its next pull reads it from
   * scratch and drops the rows the server no longer shows. Stored, not only planned, so a tab killed
   * (or a pull failed) between noticing the change and finishing that read still owes it.
   */
  from_scratch: z.boolean().optional(),
})
export type SyncState = z.infer<typeof SyncStateSchema>
