// Plain constants, apart from the records' zod schemas: the service worker reads the same stores and
// must not carry zod (sync/public/background-uploads.ts).

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
