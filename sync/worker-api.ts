import type { SyncMessage } from './engine.ts'
import type { Session } from './protocol.ts'

/**
 * BroadcastChannel shared by every tab's page and worker: writes announce themselves (`queued`),
 * visible pages ask for a catch-up, followers ask the leader to drain. Older builds post the bare
 * string 'queued'.
 */
export const QUEUE_CHANNEL = 'jul-sync-queued'

const MESSAGE_TYPES = new Set(['queued', 'catch-up', 'drain', 'drained'])

/** A message from the channel, whatever build sent it. */
export function toSyncMessage(data: unknown): SyncMessage | null {
  if (data === 'queued') return { type: 'queued' }
  if (typeof data !== 'object' || data === null) return null
  const { type, id, telemetry } = data as { type?: unknown; id?: unknown; telemetry?: unknown }
  if (typeof type !== 'string' || !MESSAGE_TYPES.has(type)) return null
  if (type === 'drain' || type === 'drained') return typeof id === 'string' ? { type, id } : null
  if (type === 'queued' && telemetry === true) return { type, telemetry }
  return { type: type as 'queued' | 'catch-up' }
}

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
  /** Runs one full cycle now in whichever tab leads; resolves when it is over. */
  drain(): Promise<void>
  /** The tab is frozen, hidden for good or closing: hand the lead over once the request in flight settled. */
  resign(): Promise<void>
  /** The tab is back: queue for leadership again. */
  resume(): void
  isLeader(): boolean
}
