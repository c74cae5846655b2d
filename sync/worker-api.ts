import type { Session } from './protocol.ts'

/** BroadcastChannel on which repositories announce a queued write to every tab's worker. */
export const QUEUE_CHANNEL = 'jul-sync-queued'

export type WorkerConfig = {
  supabaseUrl: string
  anonKey: string
  /** IndexedDB name; tests use their own. */
  databaseName?: string
}

/** What the worker may ask of the main thread (passed as a comlink proxy). */
export type MainThreadCallbacks = {
  /** The auth module refreshes the session (the only refresher, so tokens never race). */
  refreshSession(): Promise<Session | null>
  /** A newer build opened the database elsewhere: the page must reload. */
  onReloadRequired(): void
}

/** The typed handler map across the comlink boundary. */
export type SyncWorkerApi = {
  init(config: WorkerConfig, callbacks: MainThreadCallbacks): Promise<void>
  setSession(session: Session | null): Promise<void>
  setOnline(online: boolean): void
  notifyQueued(): void
  syncNow(): Promise<void>
  /** Runs one full cycle now (used before sign-out); resolves when it is done. */
  flush(): Promise<void>
  /** The tab is frozen or hidden for good: hand leadership to another tab. */
  resign(): void
  /** The tab is back: queue for leadership again. */
  resume(): void
  isLeader(): boolean
}
