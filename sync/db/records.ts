import { z } from 'zod'
import { ATTACHMENT_STATUS } from './record-keys.ts'

export { ATTACHMENT_STATUS, KV } from './record-keys.ts'

/**
 * A photo/voice blob waiting for (or done with) its upload to storage. `entry_id` is the queue entry
 * whose row points at the file: that entry is not sent before the upload, fails with it, and frees
 * the blob once acknowledged (null for records of older builds).
 */
export const AttachmentRecordSchema = z.object({
  id: z.string(),
  bucket: z.string(),
  path: z.string(),
  blob: z.instanceof(Blob),
  content_type: z.string(),
  user_id: z.string(),
  status: z.enum([
    ATTACHMENT_STATUS.waiting,
    ATTACHMENT_STATUS.uploaded,
    ATTACHMENT_STATUS.failed,
    ATTACHMENT_STATUS.discarded,
  ]),
  error: z.string().nullable(),
  created_at: z.number(),
  entry_id: z.string().nullable().optional(),
  // The upload lane's bookkeeping (sync/uploads/): optional, so records of older builds stay valid.
  /** The blob's size in bytes, readable without touching the blob (the lane's order, bytes waiting). */
  size: z.number().optional(),
  /** The resumable upload's address on the server: a reload or a build-stamp reset resumes there. */
  upload_url: z.string().nullable().optional(),
  /** Bytes the server holds so far (progress, and the offline banner's bytes waiting). */
  bytes_sent: z.number().optional(),
  /** Failed tries since the last success or Retry (network, 5xx); parks at PARK_AFTER_FAILURES. */
  attempts: z.number().optional(),
  /** Not tried again before this time (ms): the per-file backoff. */
  next_attempt_at: z.number().nullable().optional(),
  /** Set (ms) when the lane stopped trying after repeated failures; Retry or a reconnection clears it. */
  parked_at: z.number().nullable().optional(),
  /** The member asked to send this large file over a constrained connection (Save-Data, 2G) anyway. */
  send_on_constrained: z.boolean().optional(),
})
export type AttachmentRecord = z.infer<typeof AttachmentRecordSchema>

export const KvRecordSchema = z.object({ key: z.string(), value: z.unknown() })
export type KvRecord = z.infer<typeof KvRecordSchema>
