import { expose } from 'comlink'
import { JulDatabase } from './db/database.ts'
import { SyncEngine } from './engine.ts'
import { SOLE_LEADER_LOCKS } from './leader.ts'
import { createSupabaseRemote } from './remote-supabase.ts'
import {
  type MainThreadCallbacks,
  QUEUE_CHANNEL,
  type SyncWorkerApi,
  type WorkerConfig,
} from './worker-api.ts'

/** Entry of the dedicated sync worker each tab starts; only the Web Lock holder leads. */
let engine: SyncEngine | null = null

const need = (): SyncEngine => {
  if (!engine) throw new Error('Sync worker used before init()')
  return engine
}

const api: SyncWorkerApi = {
  async init(config: WorkerConfig, callbacks: MainThreadCallbacks) {
    if (engine) return
    const db = new JulDatabase(config.databaseName, { onReloadRequired: () => callbacks.onReloadRequired() })
    const remote = createSupabaseRemote({ url: config.supabaseUrl, anonKey: config.anonKey })
    engine = new SyncEngine({
      db,
      remote,
      locks: navigator.locks ?? SOLE_LEADER_LOCKS,
      clock: {
        now: () => Date.now(),
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle as number),
      },
      random: Math.random,
      refreshSession: () => callbacks.refreshSession(),
      handOverSession: (session) => remote.setAccessToken(session?.accessToken ?? null),
    })
    engine.start()
  },
  setSession: (session) => need().setSession(session),
  setOnline: (online) => need().setOnline(online),
  notifyQueued: () => need().notifyQueued(),
  syncNow: () => need().syncNow(),
  flush: () => need().flush(),
  resign: () => need().stop(),
  resume: () => need().start(),
  isLeader: () => engine?.isLeader ?? false,
}

// Writes from any tab announce themselves here, so the leader wakes even when another tab wrote.
new BroadcastChannel(QUEUE_CHANNEL).onmessage = () => engine?.notifyQueued()

expose(api)
