import { z } from 'zod'

export const ATTACHMENT_STATUS = {
  waiting: 'waiting',
  uploaded: 'uploaded',
  failed: 'failed',
  /**
   * The member discarded the change whose row pointed at this file after the file had reached storage:
   * the upload lane removes it there (unless another of the member's rows points at the same bytes),
   * then forgets the record. The blob is gone already.
   */
  discarded: 'discarded',
} as const

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

/** Keys of the `kv` store. Do not change without a Dexie upgrade: installed databases hold them. */
export const KV = {
  /** Whose rows the mirror holds (user id), so another account never sees them. */
  mirrorOwner: 'mirror_owner',
  /** Leader's live state for every tab's status: {syncing, online, lastError}. */
  leaderState: 'leader_state',
  /** ISO time of the last complete pull (also mirrored to local storage `last_sync_time`). */
  lastSyncTime: 'last_sync_time',
  /** The user whose first complete pull has landed on this device (screens load until then). */
  firstPullDoneFor: 'first_pull_done_for',
  /** The raw local-storage queue when some of its entries could not be imported (kept for support). */
  unreadableLegacyQueue: 'unreadable_legacy_queue',
  /** The signed-out user still has unsent entries: {userId, count}. */
  heldForUser: 'held_for_user',
  /**
   * Raised by every tab that takes the lead: a cycle writes (sends a batch, applies a pull) only while
   * it still equals the value its leader took, so a stale or frozen former leader writes nothing.
   */
  leaderEpoch: 'leader_epoch',
  /** The lease of the lead where Web Locks are missing: {holder, expiresAt}. */
  leaderLease: 'leader_lease',
  /** The leader's realtime channel state (sync/status.ts RealtimeState). */
  realtime: 'realtime_state',
  /** Per member: this device's id in the server's ledger and its change numbers (sync/push/ledger.ts). */
  ledgerClients: 'ledger_clients',
  /** How far the server's clock is ahead of this device's (ms), from the last push answer. */
  clockOffset: 'clock_offset',
  /**
   * What the service worker uploads waiting files with when no tab is open (sync/uploads/upload-credentials.ts):
   * the access token and its expiry, never the refresh token.
   */
  uploadCredentials: 'upload_credentials',
} as const
