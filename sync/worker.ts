import { expose } from 'comlink'
import { JulDatabase } from './db/database.ts'
import { type SyncBroadcast, SyncEngine } from './engine.ts'
import { leaseLocks } from './leader.ts'
import { createSupabaseRemote } from './remote-supabase.ts'
import { attachmentStore } from './uploads/attachment-store.ts'
import { webFileLocks } from './uploads/file-locks.ts'
import { storageRemover } from './uploads/storage-remover.ts'
import { browserNetworkPolicy, type NetworkConnectionLike, tusTransport } from './uploads/tus-transport.ts'
import { mirrorUploadCredentials, uploadCredentials } from './uploads/upload-credentials.ts'
import { UploadLane } from './uploads/upload-lane.ts'
import {
  type MainThreadCallbacks,
  QUEUE_CHANNEL,
  type SyncWorkerApi,
  toSyncMessage,
  type WorkerConfig,
} from './worker-api.ts'

/** Entry of the dedicated sync worker each tab starts; only the leader lock's holder leads. */
let engine: SyncEngine | null = null

const need = (): SyncEngine => {
  if (!engine) throw new Error('Sync worker used before init()')
  return engine
}

const clock = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as number),
}

function channelBroadcast(): SyncBroadcast {
  const channel = new BroadcastChannel(QUEUE_CHANNEL)
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const onMessage = (event: MessageEvent) => {
        const message = toSyncMessage(event.data)
        if (message) listener(message)
      }
      channel.addEventListener('message', onMessage)
      return () => channel.removeEventListener('message', onMessage)
    },
  }
}

const api: SyncWorkerApi = {
  async init(config: WorkerConfig, callbacks: MainThreadCallbacks) {
    if (engine) return
    // On versionchange the database closes and the engine resigns by itself; the page is told.
    const db = new JulDatabase(config.databaseName, { onReloadRequired: () => callbacks.onReloadRequired() })
    const remote = createSupabaseRemote({ url: config.supabaseUrl, anonKey: config.anonKey })
    let accessToken: string | null = null
    let refreshForUploads: () => Promise<boolean> = async () => false
    const store = attachmentStore(db)
    const connection = (navigator as WorkerNavigator & { connection?: NetworkConnectionLike & EventTarget })
      .connection
    const lane = new UploadLane({
      // A file on the server (or refused for good) lets the rows that point at it go: the engine
      // hears of it at once.
      store: {
        ...store,
        markUploaded: async (id) => {
          await store.markUploaded(id)
          engine?.notifyQueued()
        },
        markRefused: async (id, reason) => {
          await store.markRefused(id, reason)
          engine?.notifyQueued()
        },
      },
      transport: tusTransport({
        supabaseUrl: config.supabaseUrl,
        anonKey: config.anonKey,
        accessToken: () => accessToken,
      }),
      remover: storageRemover({
        supabaseUrl: config.supabaseUrl,
        anonKey: config.anonKey,
        accessToken: () => accessToken,
      }),
      clock,
      random: Math.random,
      network: browserNetworkPolicy(connection),
      refreshSession: () => refreshForUploads(),
      ...(navigator.locks ? { locks: webFileLocks(navigator.locks) } : {}),
      // The service worker uploaded (or storage refused) a file this lane waited for. It wrote the record
      // over plain IndexedDB, which Dexie's live queries do not hear of: rewriting it through Dexie
      // refreshes every tab's receipt.
      onSettledElsewhere: (id) => {
        engine?.notifyQueued()
        db.transaction('rw', db.attachments, async () => {
          const record = await db.attachments.get(id)
          if (record) await db.attachments.put(record)
        }).catch((error: unknown) => console.warn('Could not refresh the receipt of an uploaded file', error))
      },
    })
    connection?.addEventListener?.('change', () => lane.nudge())
    engine = new SyncEngine({
      db,
      remote,
      // Without Web Locks (http on a LAN address) a lease in IndexedDB elects the leader instead.
      locks: navigator.locks ?? leaseLocks(db, clock),
      clock,
      random: Math.random,
      refreshSession: () => callbacks.refreshSession(),
      handOverSession: (session) => {
        accessToken = session?.accessToken ?? null
        remote.setAccessToken(accessToken)
        // Background Sync uploads with it when no tab is open (sw/background-sync.ts).
        mirrorUploadCredentials(db.kv, uploadCredentials(session, config)).catch((error: unknown) =>
          console.warn('Could not keep the upload token for Background Sync', error),
        )
      },
      broadcast: channelBroadcast(),
      uploads: {
        start(userId, refresh) {
          refreshForUploads = refresh
          lane.start(userId)
        },
        stop: () => lane.stop(),
        setOnline: (online) => lane.setOnline(online),
        nudge: () => lane.nudge(),
        serverBack: () => lane.serverBack(),
      },
    })
    engine.start()
  },
  setSession: (session) => need().setSession(session),
  setOnline: (online) => need().setOnline(online),
  notifyQueued: () => need().notifyQueued(),
  drain: () => need().drain(),
  resign: () => need().stop(),
  resume: () => need().start(),
  isLeader: () => engine?.isLeader ?? false,
}

expose(api)
// A stuck device's worker can be asked where its engine stands (the chaos harness, DevTools).
Object.assign(globalThis, { __julSyncInspect: () => engine?.inspect() ?? null })
