/*
 * The sync engine of one tab's worker. Every tab runs one; only the holder of the Web Lock leads.
 *
 *        start()                 lock granted
 *  stopped ─────▶ follower ────────────────────▶ idle ◀──────────────┐
 *     ▲              ▲   ◀── resign/stop ──────  │  ▲                │ drained + pulled
 *     └── stop() ────┘                           │  │ timer fires    │
 *                               trigger ─────────┘  │                │
 *       (online, 1 s after a write, realtime,       │            syncing
 *        session change, lead, syncNow)             │                │ network / 5xx / 408 / 429
 *                                                backoff ◀───────────┘
 *                                      wait 1 s, then ×2 with jitter, ≤ 60 s
 *
 * A cycle: send the outbox (public forms, no session needed) → upload waiting blobs → push the queue (FIFO, batched) → refetch discarded rows → pull
 * (all tables after lead/online/session/reconnect, else only tables realtime said changed).
 * Only one cycle runs at a time; a trigger during a cycle runs another one right after it.
 */
import { backoffDelay } from './backoff.ts'
import type { JulDatabase } from './db/database.ts'
import { KV } from './db/records.ts'
import { type Election, electLeader, type LockManagerLike } from './leader.ts'
import type { Session } from './protocol.ts'
import { pullTable, pullTombstones, TOMBSTONES_KEY } from './pull/pull-table.ts'
import { refetchRows } from './pull/refetch.ts'
import { classifyError, describeError, ERROR_CLASS, type RemoteError } from './push/classify.ts'
import { drainOutbox } from './push/outbox-pass.ts'
import { type PushOutcome, pushPass } from './push/push-pass.ts'
import { uploadAttachments } from './push/upload-attachments.ts'
import type { Remote } from './remote.ts'
import { applySessionChange, finishHeldSignOut } from './session.ts'
import type { LeaderState, RealtimeState } from './status.ts'
import { isSyncedTable, TABLES } from './tables.ts'

/** 002 §4 Offline: "after 1 second with pending items, queued changes sync". */
export const QUEUE_SYNC_DELAY_MS = 1_000
/** Realtime only wakes the puller; a burst of changes to one table becomes one pull. */
export const REALTIME_PULL_DEBOUNCE_MS = 300

export type Clock = {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export type EngineDeps = {
  db: JulDatabase
  remote: Remote
  locks: LockManagerLike
  clock: Clock
  random: () => number
  /** The main thread's auth module refreshes (one refresher, no token-rotation race); null = signed out. */
  refreshSession: () => Promise<Session | null>
  /** Hands the current access token to the remote adapter. */
  handOverSession: (session: Session | null) => void
}

export const PHASE = {
  stopped: 'stopped',
  follower: 'follower',
  idle: 'idle',
  syncing: 'syncing',
  backoff: 'backoff',
} as const
export type Phase = (typeof PHASE)[keyof typeof PHASE]

/** `fullPull`: every table was pulled in this cycle (the first one after lead, online, new session). */
type Outcome = { ok: true; fullPull: boolean } | { ok: false; error: RemoteError | null }

export class SyncEngine {
  private phaseNow: Phase = PHASE.stopped
  private session: Session | null = null
  private online = true
  private election: Election | null = null
  private timer: unknown = null
  private timerDue = Number.POSITIVE_INFINITY
  private attempt = 0
  private running: Promise<void> | null = null
  private rerun = false
  private fullPullDue = true
  private readonly dirtyTables = new Set<string>()
  private readonly debounces = new Map<string, unknown>()
  private unsubscribe: (() => void) | null = null

  constructor(private readonly deps: EngineDeps) {}

  get phase(): Phase {
    return this.phaseNow
  }

  get isLeader(): boolean {
    return this.phaseNow !== PHASE.stopped && this.phaseNow !== PHASE.follower
  }

  start(): void {
    if (this.phaseNow !== PHASE.stopped) return
    this.phaseNow = PHASE.follower
    this.election = electLeader(this.deps.locks, {
      onLead: () => this.lead(),
      onStepDown: () => this.stepDown(),
    })
  }

  /** Leaves the leader queue (tab frozen or closing); another tab's worker takes over. */
  stop(): void {
    this.election?.resign()
    this.election = null
    this.stepDown()
    this.phaseNow = PHASE.stopped
  }

  async setSession(session: Session | null): Promise<void> {
    const changedUser = (session?.userId ?? null) !== (this.session?.userId ?? null)
    this.session = session
    this.deps.handOverSession(session)
    if (changedUser) {
      await applySessionChange(this.deps.db, session?.userId ?? null)
      this.fullPullDue = true
    }
    if (!this.isLeader) return
    // A refreshed token reaches realtime through the adapter; only a new user needs a new channel.
    if (changedUser || !this.unsubscribe) this.resubscribe()
    this.trigger(0, true)
  }

  setOnline(online: boolean): void {
    this.online = online
    if (!online) return
    this.fullPullDue = true
    this.trigger(0, true)
  }

  /** A write was queued (this tab or another): sync in 1 s unless a retry is already waiting. */
  notifyQueued(): void {
    this.trigger(QUEUE_SYNC_DELAY_MS, false)
  }

  syncNow(): Promise<void> {
    this.trigger(0, true)
    return this.running ?? Promise.resolve()
  }

  /** Resolves once the cycle in progress (if any) has finished. */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve()
  }

  /** Runs one cycle now and waits for it; used before sign-out so the queue gets a last chance. */
  async flush(): Promise<void> {
    this.cancelTimer()
    await this.run()
  }

  private lead(): void {
    this.phaseNow = PHASE.idle
    this.attempt = 0
    this.fullPullDue = true
    this.resubscribe()
    void this.publish({ syncing: false, lastError: null, retryAt: null })
    this.trigger(0, true)
  }

  private stepDown(): void {
    this.cancelTimer()
    for (const handle of this.debounces.values()) this.deps.clock.clearTimeout(handle)
    this.debounces.clear()
    this.unsubscribe?.()
    this.unsubscribe = null
    if (this.phaseNow !== PHASE.stopped) this.phaseNow = PHASE.follower
  }

  private resubscribe(): void {
    this.unsubscribe?.()
    this.unsubscribe = null
    if (!this.session) {
      void this.publishRealtime('off')
      return
    }
    void this.publishRealtime('connecting')
    this.unsubscribe = this.deps.remote.subscribe(
      TABLES.map((t) => t.name),
      {
        onChange: (table) => this.onRemoteChange(table),
        onReconnect: () => {
          this.fullPullDue = true
          this.trigger(0, true)
        },
        onStatus: (state) => {
          if (this.isLeader) void this.publishRealtime(state)
        },
      },
    )
  }

  private onRemoteChange(table: string): void {
    const clock = this.deps.clock
    const pending = this.debounces.get(table)
    if (pending !== undefined) clock.clearTimeout(pending)
    const handle = clock.setTimeout(() => {
      this.debounces.delete(table)
      this.dirtyTables.add(table)
      this.trigger(0, false)
    }, REALTIME_PULL_DEBOUNCE_MS)
    this.debounces.set(table, handle)
  }

  /** `force` cuts a running backoff short (online event, explicit sync); a new write does not. */
  private trigger(delay: number, force: boolean): void {
    if (!this.isLeader) return
    if (this.phaseNow === PHASE.backoff && !force) return
    const due = this.deps.clock.now() + delay
    if (this.timer !== null && this.timerDue <= due) return
    this.cancelTimer()
    this.timerDue = due
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null
      this.timerDue = Number.POSITIVE_INFINITY
      void this.run()
    }, delay)
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer)
    this.timer = null
    this.timerDue = Number.POSITIVE_INFINITY
  }

  private run(): Promise<void> {
    if (this.running) {
      this.rerun = true
      return this.running
    }
    this.running = (async () => {
      do {
        this.rerun = false
        await this.cycle()
      } while (this.rerun && this.isLeader && this.phaseNow !== PHASE.backoff)
    })().finally(() => {
      this.running = null
    })
    return this.running
  }

  private async cycle(): Promise<void> {
    const session = this.session
    if (!this.isLeader || !this.online) return
    this.phaseNow = PHASE.syncing
    await this.publish({ syncing: true, lastError: null, retryAt: null })
    const outcome = await this.exchange(session?.userId ?? null).catch(unexpected)
    if (!this.isLeader) return
    if (outcome.ok) {
      this.attempt = 0
      this.phaseNow = PHASE.idle
      if (session) {
        await this.deps.db.kv.bulkPut([
          { key: KV.lastSyncTime, value: new Date(this.deps.clock.now()).toISOString() },
          ...(outcome.fullPull ? [{ key: KV.firstPullDoneFor, value: session.userId }] : []),
        ])
        await finishHeldSignOut(this.deps.db, session.userId)
      }
      await this.publish({ syncing: false, lastError: null, retryAt: null })
      return
    }
    if (outcome.error === null) {
      this.phaseNow = PHASE.idle
      await this.publish({ syncing: false, lastError: null, retryAt: null })
      return
    }
    this.attempt++
    const delay = backoffDelay(this.attempt, this.deps.random)
    this.phaseNow = PHASE.backoff
    await this.publish({
      syncing: false,
      lastError: describeError(outcome.error),
      retryAt: this.deps.clock.now() + delay,
    })
    this.timerDue = this.deps.clock.now() + delay
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null
      this.timerDue = Number.POSITIVE_INFINITY
      this.phaseNow = PHASE.idle
      void this.run()
    }, delay)
  }

  /**
   * Outbox (anyone's public forms), then for a signed-in user: upload, push, refetch, pull.
   * `error: null` means "stop quietly" (signed out meanwhile).
   */
  private async exchange(userId: string | null): Promise<Outcome> {
    const { db, remote } = this.deps
    const outbox = await drainOutbox(db, remote)
    if (outbox.kind === 'retry') return { ok: false, error: outbox.error }
    if (userId === null) return { ok: true, fullPull: false }
    const refreshSession = () => this.refresh()
    const uploaded = await uploadAttachments({ db, remote, userId, refreshSession })
    if (uploaded.kind !== 'drained') return fromPush(uploaded)
    const pushed = await pushPass({ db, remote, userId, refreshSession })
    if (pushed.kind !== 'drained') return fromPush(pushed)
    const refetched = await refetchRows(db, remote)
    if (!refetched.ok) return { ok: false, error: refetched.error }
    return this.pull()
  }

  private async pull(): Promise<Outcome> {
    const full = this.fullPullDue
    const requested = full ? TABLES.map((t) => t.name) : [...this.dirtyTables]
    this.fullPullDue = false
    this.dirtyTables.clear()
    if (requested.length === 0) return { ok: true, fullPull: false }
    // `sync_tombstones` changes arrive as realtime hints too: they only call for the tombstone pull.
    const tables = requested.filter(isSyncedTable)
    const deps = { db: this.deps.db, remote: this.deps.remote, now: () => this.deps.clock.now() }
    for (const [index, table] of tables.entries()) {
      const result = await pullTable(deps, table)
      if (result.ok || classifyError(result.error) !== ERROR_CLASS.retry) continue
      // Not pulled yet: remember them so the retry picks up where this one stopped.
      if (full) this.fullPullDue = true
      for (const rest of tables.slice(index)) this.dirtyTables.add(rest)
      return { ok: false, error: result.error }
    }
    const tombstones = await pullTombstones(deps)
    if (!tombstones.ok && classifyError(tombstones.error) === ERROR_CLASS.retry) {
      this.dirtyTables.add(TOMBSTONES_KEY)
      return { ok: false, error: tombstones.error }
    }
    return { ok: true, fullPull: full }
  }

  private async refresh(): Promise<boolean> {
    const session = await this.deps.refreshSession()
    if (!session) {
      this.session = null
      this.deps.handOverSession(null)
      return false
    }
    this.session = session
    this.deps.handOverSession(session)
    return true
  }

  private publish(state: LeaderState): Promise<unknown> {
    return this.deps.db.kv.put({ key: KV.leaderState, value: state })
  }

  private publishRealtime(state: RealtimeState): Promise<unknown> {
    return this.deps.db.kv.put({ key: KV.realtime, value: state })
  }
}

/** A local failure (IndexedDB error, a bug) must not wedge the engine: back off and try again. */
function unexpected(error: unknown): Outcome {
  return {
    ok: false,
    error: { status: 0, code: null, message: error instanceof Error ? error.message : String(error) },
  }
}

function fromPush(outcome: Exclude<PushOutcome, { kind: 'drained' }>): Outcome {
  return outcome.kind === 'retry' ? { ok: false, error: outcome.error } : { ok: false, error: null }
}
