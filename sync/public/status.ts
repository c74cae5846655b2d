import { liveQuery } from 'dexie'
import type { JulDatabase } from '../db/database.ts'
import { ATTACHMENT_STATUS, KV } from '../db/records.ts'
import { ENTRY_STATUS, type QueueAction } from '../protocol.ts'
import { HELD_ENTRIES_WARNING } from '../session.ts'
import {
  type HeldEntries,
  isRealtimeState,
  type LeaderState,
  LeaderStateSchema,
  type RealtimeState,
} from '../status.ts'
import { isTelemetry } from '../tables.ts'
import { INITIAL_STATUS } from './initial-status.ts'

export type { RealtimeState } from '../status.ts'

export type FailedWrite = {
  /** Queue entry id: pass it to retryFailed / discardFailed. */
  id: string
  table: string
  action: QueueAction
  rowId: string
  /** The server's own message. */
  error: string
  timestamp: number
}

export type FailedUpload = { id: string; bucket: string; path: string; error: string }

/** A public form the server refused (kept on this device with the server's words, never dropped). */
export type FailedForm = { id: string; table: string; error: string }

/** Everything the offline banner and the failed-writes list need (002 §2.2). */
export type SyncStatus = {
  online: boolean
  syncing: boolean
  /**
   * The signed-in user's changes still waiting to be sent (failed ones are counted in `failed`).
   * Telemetry is not a change of theirs and may wait minutes for a push to ride with: never counted.
   */
  pendingCount: number
  failed: FailedWrite[]
  failedUploads: FailedUpload[]
  /** Public forms stored on this device and not yet sent (anyone's, signed in or not). */
  formsPending: number
  failedForms: FailedForm[]
  /** ISO time of the last successful sync; also in local storage under `last_sync_time`. */
  lastSyncTime: string | null
  /**
   * The first complete pull for the signed-in user has landed on this device. Before that an empty
   * mirror means "not loaded yet", so screens show loading, never their empty state.
   */
  hasSynced: boolean
  /** Why sending changes failed last, e.g. "Failed to fetch" (null once it works again). */
  uploadError: string | null
  /** Why pulling failed last, e.g. "JWT expired (PGRST303)" (null once every table pulled). */
  downloadError: string | null
  retryAt: number | null
  /** Unsent entries of a signed-out account kept on this device, with the warning to show. */
  held: { count: number; message: string } | null
  /** A newer build upgraded the local database in another tab: this tab must reload. */
  reloadRequired: boolean
  /**
   * IndexedDB could not be opened here (private mode, site data blocked, no IndexedDB at all): nothing
   * can be read or saved on this device, so screens say so instead of loading forever.
   */
  databaseUnavailable: boolean
  /** The leader's realtime channel: while not live, live screens offer a manual refresh (syncNow). */
  realtime: RealtimeState
}

type StoredPart = Omit<SyncStatus, 'online' | 'reloadRequired' | 'databaseUnavailable'>

async function readStored(db: JulDatabase, userId: string | null): Promise<StoredPart> {
  const mine = userId ? await db.pending_sync_data.where('user_id').equals(userId).toArray() : []
  const uploads = userId ? await db.attachments.where('user_id').equals(userId).toArray() : []
  const forms = await db.outbox.toArray()
  const [leader, lastSync, held, firstPull, realtime] = await Promise.all([
    db.kv.get(KV.leaderState),
    db.kv.get(KV.lastSyncTime),
    db.kv.get(KV.heldForUser),
    db.kv.get(KV.firstPullDoneFor),
    db.kv.get(KV.realtime),
  ])
  const parsed = LeaderStateSchema.safeParse(leader?.value)
  const leaderState: LeaderState = parsed.success
    ? parsed.data
    : { syncing: false, uploadError: null, downloadError: null, retryAt: null }
  const heldValue = held?.value as HeldEntries | undefined
  return {
    syncing: leaderState.syncing,
    pendingCount: mine.filter((e) => e.status === ENTRY_STATUS.pending && !isTelemetry(e)).length,
    failed: mine
      .filter((e) => e.status === ENTRY_STATUS.failed)
      .map((e) => ({
        id: e.id,
        table: e.table,
        action: e.action,
        rowId: e.row_id,
        error: e.error ?? '',
        timestamp: e.timestamp,
      })),
    failedUploads: uploads
      .filter((a) => a.status === ATTACHMENT_STATUS.failed)
      .map((a) => ({ id: a.id, bucket: a.bucket, path: a.path, error: a.error ?? '' })),
    formsPending: forms.filter((f) => f.status === ENTRY_STATUS.pending).length,
    failedForms: forms
      .filter((f) => f.status === ENTRY_STATUS.failed)
      .map((f) => ({ id: f.id, table: f.table, error: f.error ?? '' })),
    lastSyncTime: typeof lastSync?.value === 'string' ? lastSync.value : null,
    hasSynced: userId !== null && firstPull?.value === userId,
    uploadError: leaderState.uploadError,
    downloadError: leaderState.downloadError,
    retryAt: leaderState.retryAt,
    realtime: isRealtimeState(realtime?.value) ? realtime.value : 'connecting',
    held:
      heldValue && heldValue.userId !== userId
        ? { count: heldValue.count, message: HELD_ENTRIES_WARNING }
        : null,
  }
}

/**
 * Dexie's names for a database that exists but cannot be used by this build (a newer one upgraded
 * it: the reload prompt covers that), as opposed to a browser that refuses IndexedDB altogether.
 */
const NOT_A_STORAGE_FAILURE = new Set(['VersionError', 'DatabaseClosedError'])

export type StatusStore = {
  subscribe(listener: () => void): () => void
  /** Stable snapshot (same object until something changes): fits React's useSyncExternalStore. */
  getSnapshot(): SyncStatus
  setOnline(online: boolean): void
  setUser(userId: string | null): void
  setReloadRequired(): void
  stop(): void
}

/** Live status for one tab, from IndexedDB (shared by all tabs) plus this tab's online flag. */
export function createStatusStore(
  db: JulDatabase,
  options: { online: boolean; onLastSyncTime?: (iso: string) => void },
): StatusStore {
  let snapshot: SyncStatus = { ...INITIAL_STATUS, online: options.online }
  let userId: string | null = null
  const listeners = new Set<() => void>()
  let subscription: { unsubscribe(): void } | null = null

  const emit = (next: SyncStatus) => {
    if (next.lastSyncTime && next.lastSyncTime !== snapshot.lastSyncTime)
      options.onLastSyncTime?.(next.lastSyncTime)
    snapshot = next
    for (const listener of listeners) listener()
  }

  const watch = () => {
    subscription?.unsubscribe()
    const forUser = userId
    subscription = liveQuery(() => readStored(db, forUser)).subscribe({
      next: (stored) => emit({ ...snapshot, ...stored }),
      error: () => {
        // The database closed (upgrade in another tab): keep the last snapshot, reload is flagged.
      },
    })
  }
  watch()
  // A live query over a database that never opens neither answers nor fails: ask once, up front.
  db.open().catch((error: unknown) => {
    const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : null
    if (!NOT_A_STORAGE_FAILURE.has(String(name))) emit({ ...snapshot, databaseUnavailable: true })
  })

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    setOnline(online) {
      if (online !== snapshot.online) emit({ ...snapshot, online })
    },
    setUser(next) {
      if (next === userId) return
      userId = next
      watch()
    },
    setReloadRequired() {
      emit({ ...snapshot, reloadRequired: true })
    },
    stop() {
      subscription?.unsubscribe()
      listeners.clear()
    },
  }
}
