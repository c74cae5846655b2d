import { proxy } from 'comlink'
import { liveQuery } from 'dexie'
import { JulDatabase } from './db/database.ts'
import { KV } from './db/records.ts'
import type { SyncMessage } from './engine.ts'
import type { LockManagerLike } from './leader.ts'
import type { QueueEntry, Session } from './protocol.ts'
import { type LocalDatabase, readOnlyView } from './public/local-database.ts'
import { type FormSubmissionInput, submitForm } from './public/outbox.ts'
import { watchQuery } from './public/queries.ts'
import { discardFailed, importQueue, retryFailed } from './public/queue.ts'
import { createEditClock, createRepository, newClockNode, type Repository } from './public/repositories.ts'
import { holdDatabase, restoreKept } from './public/reset.ts'
import { createStatusStore, type StatusStore, type SyncStatus } from './public/status.ts'
import { LAST_SYNC_TIME_KEY, LEGACY_QUEUE_KEY } from './public/storage-keys.ts'
import { retryUpload } from './public/uploads.ts'
import { isTelemetry, type TableName } from './tables.ts'
import { QUEUE_CHANNEL } from './worker-api.ts'
import { hostWorker } from './worker-host.ts'

/** The slice of `window.localStorage` the client uses (sync/ has no DOM types). */
export type KeyValueStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
export type EventTargetLike = { addEventListener(type: string, listener: () => void): void }
/** `navigator`: the online flag and persistent-storage request. */
export type NavigatorLike = { onLine: boolean; storage?: { persist?: () => Promise<boolean> } }

export type StartSyncOptions = {
  supabaseUrl: string
  anonKey: string
  localStorage: KeyValueStorage
  /** `window`: online, offline, pagehide, pageshow. */
  events: EventTargetLike
  /** `document`: the Page Lifecycle freeze and resume events, and visibility for the catch-up. */
  lifecycle?: EventTargetLike & { readonly visibilityState?: string }
  navigator: NavigatorLike
  /** The auth module's refresh (supabase.auth.refreshSession), answering the new session or null. */
  refreshSession: () => Promise<Session | null>
  /**
   * `navigator.locks`: the tab holds the database (shared) while it is open, so a build-stamp reset
   * in another tab waits for it to close (`sync/public/reset.ts`).
   */
  locks?: LockManagerLike
  /** Tests and tools may bring their own worker or database name. */
  createWorker?: () => Worker
  databaseName?: string
}

export type SyncClient = {
  /**
   * The local mirror, read-only: read it with dexie-react-hooks' useLiveQuery, e.g.
   * `db.mirror('sparks').where(…)`. Writes go through `repository(table)` only.
   */
  db: LocalDatabase
  /**
   * `query` (a read of `db`) now and after every change to what it read, without the caller importing
   * Dexie or dexie-react-hooks (the public pages, whose visitors have no mirror). Returns the unsubscribe.
   */
  watch: typeof watchQuery
  /** The only write path: row + `pending_sync_data` entry in one transaction. */
  repository<N extends TableName>(table: N): Repository<N>
  /**
   * Stores a public form (contact, partnership, waitlist, newsletter…) for `form_submissions`, signed
   * in or not; resolves with its id once it is durable here. Sent with the anon key by the leading
   * tab, exactly once, now or after the network returns. Throws on a form the server would refuse.
   */
  submitForm(input: FormSubmissionInput): Promise<{ id: string }>
  /** Call on every auth change (sign-in, token refresh, sign-out with null). */
  setSession(session: Session | null): Promise<void>
  status: {
    subscribe(listener: () => void): () => void
    getSnapshot(): SyncStatus
  }
  /**
   * Runs a sync cycle now in whichever tab leads; resolves once it is over with how many of the
   * signed-in user's entries are still waiting (Background Sync's "drained?").
   */
  syncNow(): Promise<number>
  retryFailed(entryIds: string[]): Promise<void>
  /** Tries a captured file's upload again now (a parked or refused file's Retry). */
  retryUpload(attachmentId: string): Promise<void>
  discardFailed(entryIds: string[]): Promise<void>
  /** Gives the queue a last chance to drain before sign-out; answers how many entries stay unsent. */
  prepareSignOut(): Promise<number>
  /** Hands the lead over, stops the worker and closes this tab's connections (before a database wipe). */
  close(): Promise<void>
}

/** The safety net behind realtime: while a tab is visible, the leader asks what changed this often. */
export const CATCH_UP_INTERVAL_MS = 5 * 60_000
/**
 * Sign-out gives the queue this long to drain, then goes on: what is left stays on the device for the
 * member (`held`), and a server that never answers cannot hold the sign-out.
 */
export const SIGN_OUT_DRAIN_MS = 5_000

const defaultWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'jul-sync' })

/** Starts this tab's sync worker and answers the client the app uses. Call once per page. */
export function startSync(options: StartSyncOptions): SyncClient {
  let status: StatusStore | null = null
  const reloadRequired = () => status?.setReloadRequired()
  const db = new JulDatabase(options.databaseName, { onReloadRequired: reloadRequired })
  status = createStatusStore(db, {
    online: options.navigator.onLine,
    onLastSyncTime: (iso) => options.localStorage.setItem(LAST_SYNC_TIME_KEY, iso),
  })
  const queued = new BroadcastChannel(QUEUE_CHANNEL)
  // Files and public forms a build-stamp reset kept aside go back into the new database.
  void restoreKept(db).catch((error: unknown) => console.warn('Could not restore what the reset kept', error))
  let session: Session | null = null
  const host = hostWorker({
    createWorker: options.createWorker ?? defaultWorker,
    events: options.events,
    init: (worker) =>
      worker.init(
        {
          supabaseUrl: options.supabaseUrl,
          anonKey: options.anonKey,
          ...(options.databaseName ? { databaseName: options.databaseName } : {}),
        },
        proxy({ refreshSession: options.refreshSession, onReloadRequired: reloadRequired }),
      ),
  })
  const ready = host.ready
  const announce = (message: SyncMessage) => queued.postMessage(message)
  // Edits are stamped by the server's clock as this device last saw it (the leader keeps the offset).
  let clockOffset = 0
  const offsetWatch = liveQuery(() => db.kv.get(KV.clockOffset)).subscribe({
    next: (record) => {
      if (typeof record?.value === 'number' && Number.isFinite(record.value)) clockOffset = record.value
    },
    error: () => undefined,
  })
  const ctx = {
    db,
    userId: () => session?.userId ?? null,
    onQueued: (entry: QueueEntry | null) =>
      announce(isTelemetry(entry) ? { type: 'queued', telemetry: true } : { type: 'queued' }),
    clock: createEditClock(() => Date.now() + clockOffset, newClockNode()),
  }
  const repositories = new Map<string, Repository<TableName>>()

  const store = status
  const setOnline = (online: boolean) => {
    store.setOnline(online)
    void ready.then((worker) => worker.setOnline(online))
  }
  options.events.addEventListener('online', () => setOnline(true))
  options.events.addEventListener('offline', () => setOnline(false))
  // A frozen or bfcached tab keeps its locks: hand the lead over explicitly, take it back on return.
  for (const [target, hide, show] of [
    [options.events, 'pagehide', 'pageshow'],
    [options.lifecycle, 'freeze', 'resume'],
  ] as const) {
    target?.addEventListener(hide, () => void ready.then((worker) => worker.resign()))
    target?.addEventListener(show, () => void ready.then((worker) => worker.resume()))
  }
  void ready.then((worker) => worker.setOnline(options.navigator.onLine))
  // Realtime can miss changes (a dropped socket, a change before the join): a visible tab asks the
  // leader, wherever it runs, to probe what changed in its scopes — on showing and every few minutes.
  const lifecycle = options.lifecycle
  const visible = () => lifecycle?.visibilityState === undefined || lifecycle.visibilityState === 'visible'
  lifecycle?.addEventListener('visibilitychange', () => {
    if (visible()) announce({ type: 'catch-up' })
  })
  const catchUp = setInterval(() => {
    if (visible()) announce({ type: 'catch-up' })
  }, CATCH_UP_INTERVAL_MS)
  const waiting = async () => {
    const userId = session?.userId
    return userId ? db.pending_sync_data.where('user_id').equals(userId).count() : 0
  }
  const drain = async () => {
    await (await ready).drain()
    return waiting()
  }

  const client: SyncClient = {
    db: readOnlyView(db),
    watch: watchQuery,
    repository<N extends TableName>(table: N): Repository<N> {
      const known = repositories.get(table) ?? createRepository(ctx, table)
      repositories.set(table, known)
      return known as unknown as Repository<N>
    },
    async setSession(next) {
      const signedIn = next !== null && next.userId !== session?.userId
      session = next
      store.setUser(next?.userId ?? null)
      // The queue a reset carried over goes in before the engine may send what was written since.
      if (signedIn) await importLegacyQueue(db, options.localStorage, next.userId)
      await (await ready).setSession(next)
      if (!signedIn) return
      await options.navigator.storage?.persist?.().catch(() => false)
      announce({ type: 'queued' })
    },
    submitForm: (input) => submitForm(db, input, { onQueued: () => announce({ type: 'queued' }) }),
    status: { subscribe: store.subscribe, getSnapshot: store.getSnapshot },
    syncNow: drain,
    retryFailed: async (ids) => {
      await retryFailed(db, ids)
      await drain()
    },
    retryUpload: async (id) => {
      await retryUpload(db, id)
      announce({ type: 'queued' })
    },
    discardFailed: async (ids) => {
      await discardFailed(db, ids)
      await drain()
    },
    prepareSignOut: async () => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const bounded = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SIGN_OUT_DRAIN_MS)
      })
      await Promise.race([ready.then((worker) => worker.drain()), bounded]).finally(() => clearTimeout(timer))
      return waiting()
    },
    async close() {
      clearInterval(catchUp)
      offsetWatch.unsubscribe()
      await host
        .started()
        ?.resign()
        .catch(() => undefined)
      host.stop()
      queued.close()
      store.stop()
      db.close()
      hold.release()
    },
  }
  // A reset in a newer build's tab asks every tab to close: this one stops writing and says why.
  const hold = holdDatabase({
    ...(options.locks ? { locks: options.locks } : {}),
    channel: queued,
    onCloseRequested: async () => {
      store.setReloadRequired()
      await client.close()
    },
  })
  return client
}

/** The spec's local-storage queue (older build or build-stamp reset) moves into IndexedDB once. */
async function importLegacyQueue(db: JulDatabase, storage: KeyValueStorage, userId: string): Promise<void> {
  const raw = storage.getItem(LEGACY_QUEUE_KEY)
  if (raw === null) return
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    // Unreadable: leave the key alone rather than lose whatever it holds.
    return
  }
  const { skipped } = await importQueue(db, parsed, userId)
  // Entries that are not valid queue entries are kept aside in IndexedDB, never dropped silently.
  if (skipped > 0) await db.kv.put({ key: KV.unreadableLegacyQueue, value: raw })
  storage.removeItem(LEGACY_QUEUE_KEY)
}
