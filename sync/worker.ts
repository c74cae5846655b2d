import { expose } from 'comlink'
import { JulDatabase } from './db/database.ts'
import { type SyncBroadcast, SyncEngine } from './engine.ts'
import { leaseLocks } from './leader.ts'
import { createSupabaseRemote } from './remote-supabase.ts'
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
    engine = new SyncEngine({
      db,
      remote,
      // Without Web Locks (http on a LAN address) a lease in IndexedDB elects the leader instead.
      locks: navigator.locks ?? leaseLocks(db, clock),
      clock,
      random: Math.random,
      refreshSession: () => callbacks.refreshSession(),
      handOverSession: (session) => remote.setAccessToken(session?.accessToken ?? null),
      broadcast: channelBroadcast(),
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
