/*
 * The sync engine of one tab's worker. Every tab runs one; only the holder of the leader lock leads.
 *
 *        start()                 lock granted (epoch raised)
 *  stopped ─────▶ follower ────────────────────────────▶ idle ◀──────────────┐
 *     ▲              ▲   ◀── stop(): abort, let the      │  ▲                │ done
 *     └── stop() ────┘       request in flight settle,   │  │ timer fires    │
 *                            then resign                 │  │             syncing
 *                  trigger ──────────────────────────────┘  │                │ retryable failure
 *       (online, 1 s after a write, wake-up, realtime join, │                ▼
 *        visible, every few minutes, session, lead, drain)  └──────────── backoff
 *                                       1 s, then ×2 with jitter, ≤ 60 s; pulls still run
 *
 * A cycle is bound to one user and one leader epoch (`Fence`): outbox (public forms) → push the user's
 * queue (FIFO, batched) → refetch rows asked for → pull the scopes the plan still needs (`sync_pull`:
 * one request when nothing changed, so a probe and a pull are the same call). Files go up beside it, on
 * the upload lane the leader runs for its user (`uploads/`).
 * A session change aborts the cycle and waits for it before the mirror changes hands; a stale leader's
 * writes are refused by the epoch.
 */
import { backoffDelay } from './backoff.ts'
import type { Clock } from './clock.ts'
import type { JulDatabase } from './db/database.ts'
import { KV } from './db/records.ts'
import { type Fence, raiseEpoch } from './fence.ts'
import { type Election, electLeader, type LockManagerLike } from './leader.ts'
import type { Session } from './protocol.ts'
import { PullPlan } from './pull/pull-plan.ts'
import { pullRound } from './pull/pull-round.ts'
import { refetchRows } from './pull/refetch.ts'
import { readScopeList } from './pull/scope-state.ts'
import { wakeUpTopics } from './pull/scopes.ts'
import { describeError, type RemoteError } from './push/classify.ts'
import { drainOutbox } from './push/outbox-pass.ts'
import { pushPass } from './push/push-pass.ts'
import { REQUEST_TIMEOUT_MS, type Remote, type WakeUp } from './remote.ts'
import { applySessionChange, finishHeldSignOut } from './session.ts'
import type { LeaderState, RealtimeState } from './status.ts'

export type { Clock } from './clock.ts'

/** 002 §4 Offline: "after 1 second with pending items, queued changes sync". */
export const QUEUE_SYNC_DELAY_MS = 1_000
/**
 * Telemetry (push-only rows: the context logs a route change writes) is no member's change: it rides
 * with the next push, and goes on its own at the latest this long after it was queued. Two rows per
 * screen would otherwise cost two requests per screen.
 */
export const TELEMETRY_PUSH_DELAY_MS = 300_000
/** Realtime only wakes the puller; a burst of wake-ups for one scope becomes one pull. */
export const REALTIME_PULL_DEBOUNCE_MS = 300
/**
 * While the wake-up channels stay joined, a probe this recent needs no repeat on a tab turning visible
 * or the network coming back: a change since would have been announced (a channel that dropped probes
 * again when it rejoins). The periodic catch-up of the same length still probes.
 */
export const PROBE_FRESH_MS = 5 * 60_000
/** How long a follower's drain waits for the leader's answer (sign-out, Background Sync). */
export const DRAIN_TIMEOUT_MS = 10_000
/**
 * A token refused and no fresh session from the auth module: shown, and tried again with the backoff.
 * The page may still hold the session (the token endpoint answered 500 or 429, or another refresh won
 * the race); if it is really gone, the page's sign-out hands the engine `null` and the mirror moves on.
 */
export const SESSION_NOT_RENEWED: RemoteError = {
  status: 401,
  code: null,
  message: 'The session could not be renewed',
}
/** A status write that failed (database busy or closing) is tried again after this long. */
const PUBLISH_RETRY_MS = 1_000

/** Between the tabs' workers (and pages): a BroadcastChannel in the app, an in-process bus in tests. */
export type SyncMessage =
  | { type: 'queued'; telemetry?: true }
  | { type: 'catch-up' }
  | { type: 'drain'; id: string }
  | { type: 'drained'; id: string }
export type SyncBroadcast = {
  post(message: SyncMessage): void
  listen(listener: (message: SyncMessage) => void): () => void
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
  broadcast?: SyncBroadcast
  /** The upload lane (`uploads/upload-lane.ts`): runs beside the cycles while this tab leads for a user. */
  uploads?: Uploads
}

/** What the engine asks of the upload lane. */
export type Uploads = {
  start(userId: string, refreshSession: () => Promise<boolean>): void
  stop(): Promise<void>
  setOnline(online: boolean): void
  nudge(): void
  /** A cycle succeeded after failed ones: the server answers again. */
  serverBack(): void
}

export const PHASE = {
  stopped: 'stopped',
  follower: 'follower',
  idle: 'idle',
  syncing: 'syncing',
  backoff: 'backoff',
} as const
export type Phase = (typeof PHASE)[keyof typeof PHASE]

/** 'all': outbox, uploads, push and pulls; 'pull': pulls only (the push may be waiting out a backoff). */
type CycleKind = 'all' | 'pull'
type Step = { kind: 'ok' } | { kind: 'retry'; error: RemoteError } | { kind: 'stopped' }
const OK: Step = { kind: 'ok' }

export class SyncEngine {
  private phaseNow: Phase = PHASE.stopped
  private session: Session | null = null
  /**
   * No session handed over yet: the first one is a change whatever it is, so a start-up signed out
   * (a session that ended while the app was closed) still clears the mirror or holds its unsent changes.
   */
  private sessionKnown = false
  private online = true
  private switching = false
  private election: Election | null = null
  private epoch: number | null = null
  private timer: unknown = null
  /** Queued telemetry's own deadline: a sooner cycle of any kind takes it along and leaves this one. */
  private telemetryTimer: unknown = null
  private timerDue = Number.POSITIVE_INFINITY
  private retryTimer: unknown = null
  private retryAt: number | null = null
  private attempt = 0
  private running: Promise<void> | null = null
  private leading: Promise<void> | null = null
  private queued: CycleKind | null = null
  /** A forced 'all' (online, session, drain) arrived while a cycle ran: it cuts that cycle's backoff. */
  private forced = false
  private abort: { aborted: boolean } = { aborted: false }
  private superseded = false
  private plan = new PullPlan()
  /** The wake-up channels are joined, and have not dropped since. */
  private realtimeLive = false
  /** When the last pull round that read every scope ended (clock ms), while the channels were live. */
  private lastProbeAt = Number.NEGATIVE_INFINITY
  private subscription: object | null = null
  private subscribedTopics = ''
  private sessionChain: Promise<void> = Promise.resolve()
  private lastState: LeaderState = { syncing: false, uploadError: null, downloadError: null, retryAt: null }
  private publishRetry: unknown = null
  private readonly debounces = new Map<string, { handle: unknown; wakeUps: WakeUp[] }>()
  private readonly drainWaiters = new Map<string, () => void>()
  private unsubscribe: (() => void) | null = null

  constructor(private readonly deps: EngineDeps) {
    deps.broadcast?.listen((message) => this.onMessage(message))
    // A newer build upgraded the database: this worker can no longer write, so it hands the lead over.
    deps.db.on('versionchange', () => {
      void this.stop()
    })
  }

  get phase(): Phase {
    return this.phaseNow
  }

  /** What the engine is doing now, for whoever debugs a stuck device (the chaos harness asks the worker). */
  inspect(): Record<string, unknown> {
    return {
      phase: this.phaseNow,
      epoch: this.epoch,
      user: this.session?.userId ?? null,
      online: this.online,
      switching: this.switching,
      electing: this.election !== null,
      leading: this.leading !== null,
      running: this.running !== null,
      queued: this.queued,
      timerDue: this.timer === null ? null : this.timerDue,
      retryAt: this.retryAt,
      attempt: this.attempt,
      lastState: this.lastState,
    }
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

  /**
   * Leaves the lead (tab frozen, closing, database upgraded elsewhere): nothing new starts, the
   * requests in flight are given up (a server that never answers must not keep the lock), and once
   * the cycle has ended the lock goes to the next tab. A push the server still applies is answered
   * from its ledger when the next leader sends it again.
   */
  async stop(): Promise<void> {
    if (this.phaseNow === PHASE.stopped) return
    const election = this.election
    this.election = null
    this.phaseNow = PHASE.stopped
    this.abort.aborted = true
    this.quiet()
    this.deps.remote.cancelRequests()
    await Promise.all([this.settled(), this.deps.uploads?.stop()])
    election?.resign()
  }

  setSession(session: Session | null): Promise<void> {
    const change = this.sessionChain.then(() => this.changeSession(session))
    this.sessionChain = change.catch(() => undefined)
    return change
  }

  setOnline(online: boolean): void {
    this.online = online
    this.deps.uploads?.setOnline(online)
    if (!online) return
    // A channel that stayed joined through the drop announced every change; one that dropped probes
    // when it rejoins, and this probe covers the time until then.
    if (!this.probeFresh()) this.plan.markAll()
    this.trigger(0, 'all', true)
  }

  /** A write was queued (this tab or another): sync in 1 s unless a retry is already waiting. */
  notifyQueued(telemetry = false): void {
    if (telemetry) {
      if (!this.isLeader || this.telemetryTimer !== null) return
      this.telemetryTimer = this.deps.clock.setTimeout(() => {
        this.telemetryTimer = null
        this.trigger(0, 'all', false)
      }, TELEMETRY_PUSH_DELAY_MS)
      return
    }
    this.trigger(QUEUE_SYNC_DELAY_MS, 'all', false)
    if (this.isLeader) this.deps.uploads?.nudge()
  }

  /** Tab visible, or the periodic safety net: one request asks every scope what changed. */
  catchUp(): void {
    if (!this.isLeader || this.probeFresh()) return
    this.plan.markAll()
    this.trigger(0, 'pull', false)
  }

  private probeFresh(): boolean {
    return this.realtimeLive && this.deps.clock.now() - this.lastProbeAt < PROBE_FRESH_MS
  }

  /**
   * Runs a full cycle now in whichever tab leads and resolves once it is over (sign-out's last chance,
   * Background Sync, Retry). A follower asks the leader and waits for its answer, at most 10 s.
   */
  async drain(): Promise<void> {
    if (this.isLeader) return this.runNow()
    const broadcast = this.deps.broadcast
    if (!broadcast || this.phaseNow === PHASE.stopped) return
    const id = crypto.randomUUID()
    await new Promise<void>((resolve) => {
      const timeout = this.deps.clock.setTimeout(() => {
        this.drainWaiters.delete(id)
        resolve()
      }, DRAIN_TIMEOUT_MS)
      this.drainWaiters.set(id, () => {
        this.deps.clock.clearTimeout(timeout)
        resolve()
      })
      broadcast.post({ type: 'drain', id })
    })
  }

  /** Resolves once taking the lead and the cycle in progress (if any) have finished. */
  async settled(): Promise<void> {
    await this.leading
    await this.running
  }

  /** A cycle that threw locally (the database closed under it, a bug) still ends, and is retried later. */
  private async cycleSafely(kind: CycleKind): Promise<void> {
    try {
      await this.cycle(kind)
    } catch (error) {
      if (!this.isLeader) return
      await this.finish(
        { epoch: this.epoch ?? 0, userId: null, aborted: () => false },
        unexpected(error),
        OK,
      ).catch(() => undefined)
    }
  }

  private onMessage(message: SyncMessage): void {
    if (message.type === 'queued') this.notifyQueued(message.telemetry === true)
    else if (message.type === 'catch-up') this.catchUp()
    else if (message.type === 'drained') this.drainWaiters.get(message.id)?.()
    else if (this.isLeader)
      void this.runNow().finally(() => this.deps.broadcast?.post({ type: 'drained', id: message.id }))
  }

  private async changeSession(session: Session | null): Promise<void> {
    const changedUser = !this.sessionKnown || (session?.userId ?? null) !== (this.session?.userId ?? null)
    this.sessionKnown = true
    if (!changedUser) {
      this.session = session
      this.deps.handOverSession(session)
      if (this.isLeader && session && !this.unsubscribe) this.resubscribe()
      this.trigger(0, 'all', true)
      return
    }
    // The previous user's cycle stops and its requests in flight are given up (sign-out must not wait
    // for a server that does not answer). Only then does the token change hands and the mirror get
    // cleared; their unanswered entries keep their ledger numbers for when they are back.
    this.switching = true
    this.abort.aborted = true
    this.deps.remote.cancelRequests()
    try {
      await Promise.all([this.settled(), this.deps.uploads?.stop()])
      this.deps.handOverSession(session)
      await applySessionChange(this.deps.db, session?.userId ?? null)
      this.session = session
      this.plan = new PullPlan()
      this.plan.markAll()
    } finally {
      this.switching = false
    }
    if (!this.isLeader) return
    this.resubscribe()
    this.startUploads()
    this.trigger(0, 'all', true)
  }

  /** The leader's lane uploads its user's files; a refresh for it is accepted only for that user. */
  private startUploads(): void {
    const userId = this.session?.userId
    if (!userId || !this.deps.uploads) return
    this.deps.uploads.start(userId, async () => {
      const session = await this.refreshBounded()
      if (!session || session.userId !== userId || this.session?.userId !== userId) return false
      this.session = session
      this.deps.handOverSession(session)
      return true
    })
  }

  private lead(): void {
    if (this.phaseNow !== PHASE.follower) return
    this.phaseNow = PHASE.idle
    this.leading = this.takeLead().finally(() => {
      this.leading = null
    })
  }

  private async takeLead(): Promise<void> {
    try {
      this.epoch = await raiseEpoch(this.deps.db)
    } catch {
      // The database is closing (upgraded elsewhere): this tab cannot lead.
      void this.stop()
      return
    }
    if (!this.isLeader) return
    this.attempt = 0
    this.superseded = false
    this.plan.markAll()
    this.resubscribe()
    this.startUploads()
    await this.publish({ syncing: false, uploadError: null, downloadError: null, retryAt: null })
    this.trigger(0, 'all', true)
  }

  private stepDown(): void {
    this.quiet()
    void this.deps.uploads?.stop()
    this.epoch = null
    if (this.phaseNow !== PHASE.stopped) this.phaseNow = PHASE.follower
  }

  /** Cancels timers, debounces and the realtime channel: nothing new starts. */
  private quiet(): void {
    this.cancelTimer()
    if (this.telemetryTimer !== null) this.deps.clock.clearTimeout(this.telemetryTimer)
    this.telemetryTimer = null
    if (this.retryTimer !== null) this.deps.clock.clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.retryAt = null
    for (const { handle } of this.debounces.values()) this.deps.clock.clearTimeout(handle)
    this.debounces.clear()
    this.unsubscribe?.()
    this.unsubscribe = null
    this.subscription = null
    this.realtimeLive = false
  }

  /**
   * Joins the member's two wake-up channels (their own, their tier's rooms), as the scope list last
   * read names them; a round that changes the list joins again (`download`).
   */
  private resubscribe(): void {
    this.unsubscribe?.()
    this.unsubscribe = null
    this.realtimeLive = false
    const subscription = {}
    this.subscription = subscription
    const userId = this.session?.userId
    if (!userId) {
      this.subscribedTopics = ''
      void this.publishRealtime('off')
      return
    }
    void this.publishRealtime('connecting')
    void readScopeList(this.deps.db)
      .catch(() => null)
      .then((list) => {
        if (this.subscription !== subscription || !this.isLeader) return
        const topics = wakeUpTopics(userId, list?.scopes ?? [])
        this.subscribedTopics = topics.join(' ')
        this.unsubscribe = this.deps.remote.subscribe(topics, {
          onChange: (wakeUp) => this.onWakeUp(wakeUp),
          onJoin: () => {
            this.lastProbeAt = Number.NEGATIVE_INFINITY
            this.catchUp()
          },
          onStatus: (state) => {
            this.realtimeLive = state === 'live'
            if (this.isLeader) void this.publishRealtime(state)
          },
        })
      })
  }

  /** A burst of wake-ups for one scope becomes one pull, planned once the burst is over. */
  private onWakeUp(wakeUp: WakeUp): void {
    const clock = this.deps.clock
    const pending = this.debounces.get(wakeUp.scope)
    if (pending !== undefined) clock.clearTimeout(pending.handle)
    const wakeUps = [...(pending?.wakeUps ?? []), wakeUp]
    const handle = clock.setTimeout(() => {
      this.debounces.delete(wakeUp.scope)
      for (const each of wakeUps) this.plan.wakeUp(each)
      this.trigger(0, 'pull', false)
    }, REALTIME_PULL_DEBOUNCE_MS)
    this.debounces.set(wakeUp.scope, { handle, wakeUps })
  }

  /**
   * `force` cuts a backoff short (online, session change, drain); otherwise, while the push waits out
   * its backoff, only pulls run.
   */
  private trigger(delay: number, kind: CycleKind, force: boolean): void {
    if (!this.isLeader) return
    let next = kind
    if (this.phaseNow === PHASE.backoff) {
      if (!force) next = 'pull'
      else this.endBackoff()
    } else if (force && kind === 'all') {
      // The cycle in flight may still end in a backoff (its request failed as the network came back):
      // the forced cycle after it must not wait that backoff out.
      this.forced = true
    }
    const due = this.deps.clock.now() + delay
    if (this.timer !== null && this.timerDue <= due) {
      this.queued = merge(this.queued, next)
      return
    }
    this.cancelTimer()
    this.queued = merge(this.queued, next)
    this.timerDue = due
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null
      this.timerDue = Number.POSITIVE_INFINITY
      void this.run()
    }, delay)
  }

  private endBackoff(): void {
    if (this.retryTimer !== null) this.deps.clock.clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.retryAt = null
    if (this.phaseNow === PHASE.backoff) this.phaseNow = PHASE.idle
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer)
    this.timer = null
    this.timerDue = Number.POSITIVE_INFINITY
  }

  private async runNow(): Promise<void> {
    this.cancelTimer()
    this.endBackoff()
    this.queued = 'all'
    await this.run()
  }

  /** Runs the queued cycles one after another; one more queued meanwhile runs right after. */
  private run(): Promise<void> {
    if (this.running) return this.running
    this.running = (async () => {
      while (this.queued && this.isLeader) {
        const kind = this.queued
        this.queued = null
        if (kind === 'all') this.forced = false
        await this.cycleSafely(kind)
        // The push waits for its retry timer (unless forced meanwhile); pulls asked for still run.
        if (this.phaseNow === PHASE.backoff && this.queued === 'all') {
          if (this.forced) this.endBackoff()
          else this.queued = 'pull'
        }
      }
    })().finally(() => {
      this.running = null
      if (this.superseded) void this.yieldLead()
    })
    return this.running
  }

  private async epochTaken(epoch: number): Promise<boolean> {
    const now = await this.deps.db.kv.get(KV.leaderEpoch).catch(() => undefined)
    return now !== undefined && now.value !== epoch
  }

  /** Another tab raised the epoch (this one was frozen past its lease): queue for the lead again. */
  private async yieldLead(): Promise<void> {
    this.superseded = false
    await this.stop()
    this.start()
  }

  private async cycle(kind: CycleKind): Promise<void> {
    if (!this.isLeader || !this.online || this.switching || this.epoch === null) return
    const abort = { aborted: false }
    this.abort = abort
    const session = this.session
    const fence: Fence = {
      epoch: this.epoch,
      userId: session?.userId ?? null,
      aborted: () => abort.aborted || !this.isLeader,
    }
    this.phaseNow = PHASE.syncing
    await this.publish({ ...this.lastState, syncing: true })
    if (kind === 'all' && this.telemetryTimer !== null) {
      // This push takes the queued telemetry along.
      this.deps.clock.clearTimeout(this.telemetryTimer)
      this.telemetryTimer = null
    }
    const upload = kind === 'all' ? await this.upload(fence).catch(unexpected) : OK
    const download = fence.userId !== null ? await this.download(fence).catch(unexpected) : OK
    if (upload.kind === 'stopped' || download.kind === 'stopped' || fence.aborted()) {
      // Stopped by another leader's epoch (this tab was frozen past its lease): queue for the lead
      // again. Stopped by a session change: its own cycle follows it.
      this.superseded ||= this.isLeader && (await this.epochTaken(fence.epoch))
      if (this.phaseNow === PHASE.syncing) this.phaseNow = PHASE.idle
      await this.publish({ ...this.lastState, syncing: false })
      return
    }
    await this.finish(fence, upload, download)
  }

  private async finish(fence: Fence, upload: Step, download: Step | DownloadStep): Promise<void> {
    const { db, clock } = this.deps
    const downloadError = 'error' in download && download.error ? describeError(download.error) : null
    const uploadError = upload.kind === 'retry' ? describeError(upload.error) : null
    const retry = upload.kind === 'retry' || download.kind === 'retry'
    if (fence.userId !== null) {
      const stamp = new Date(clock.now()).toISOString()
      const marks = [
        ...(this.plan.takeFullDone() ? [{ key: KV.firstPullDoneFor, value: fence.userId }] : []),
        ...(!retry && downloadError === null && this.plan.idle
          ? [{ key: KV.lastSyncTime, value: stamp }]
          : []),
      ]
      if (marks.length > 0) await db.kv.bulkPut(marks)
      await finishHeldSignOut(db, fence.userId)
    }
    if (!retry) {
      if (this.attempt > 0) this.deps.uploads?.serverBack()
      this.attempt = 0
      this.phaseNow = PHASE.idle
      await this.publish({ syncing: false, uploadError, downloadError, retryAt: null })
      return
    }
    this.attempt++
    const delay = backoffDelay(this.attempt, this.deps.random)
    this.phaseNow = PHASE.backoff
    this.retryAt = clock.now() + delay
    if (this.retryTimer !== null) clock.clearTimeout(this.retryTimer)
    this.retryTimer = clock.setTimeout(() => {
      this.retryTimer = null
      this.retryAt = null
      if (this.phaseNow === PHASE.backoff) this.phaseNow = PHASE.idle
      this.queued = 'all'
      void this.run()
    }, delay)
    await this.publish({ syncing: false, uploadError, downloadError, retryAt: this.retryAt })
  }

  /** Outbox, then for a signed-in user: the queue, then rows asked for again (discards, lost answers). */
  private async upload(fence: Fence): Promise<Step> {
    const { db, remote } = this.deps
    const outbox = await drainOutbox(db, remote, fence)
    if (outbox.kind === 'superseded') return { kind: 'stopped' }
    const outboxStep: Step = outbox.kind === 'retry' ? { kind: 'retry', error: outbox.error } : OK
    const userId = fence.userId
    if (userId === null) return outboxStep
    const refreshSession = () => this.refreshFor(fence)
    const deps = { db, remote, userId, refreshSession, fence, now: () => this.deps.clock.now() }
    const pushed = await pushPass(deps)
    if (pushed.kind === 'signed-out') return notRenewed(fence)
    if (pushed.kind === 'superseded') return { kind: 'stopped' }
    const refetched = await refetchRows(db, remote)
    if (pushed.kind === 'retry') return { kind: 'retry', error: pushed.error }
    if (!refetched.ok) return { kind: 'retry', error: refetched.error }
    return outboxStep
  }

  /** The scopes the plan still needs; a changed scope list joins the channels it calls for. */
  private async download(fence: Fence): Promise<DownloadStep> {
    const { db, remote, clock } = this.deps
    if (fence.userId === null) return OK
    if (this.plan.idle) return OK
    const probe = this.plan.asksEverything && this.realtimeLive
    const round = await pullRound(
      {
        db,
        remote,
        now: () => clock.now(),
        userId: fence.userId,
        fence,
        refreshSession: () => this.refreshFor(fence),
      },
      this.plan,
    )
    if (round.kind === 'stopped') return { kind: 'stopped' }
    if (round.kind === 'signed-out') return notRenewed(fence)
    if (round.topicsChanged) await this.joinTopicsOf(fence.userId)
    if (round.error === null) {
      if (probe && this.realtimeLive) this.lastProbeAt = clock.now()
      return OK
    }
    return round.retry ? { kind: 'retry', error: round.error } : { kind: 'refused', error: round.error }
  }

  /** The scope list calls for other wake-up channels than those joined (a tier or staff change). */
  private async joinTopicsOf(userId: string): Promise<void> {
    const list = await readScopeList(this.deps.db)
    if (!this.isLeader || this.session?.userId !== userId) return
    if (wakeUpTopics(userId, list?.scopes ?? []).join(' ') !== this.subscribedTopics) this.resubscribe()
  }

  /**
   * A fresh session from the auth module, accepted only for the user this cycle syncs: a session of
   * someone else (another tab signed in meanwhile) never carries this user's queue.
   */
  private async refreshFor(fence: Fence): Promise<boolean> {
    const session = await this.refreshBounded()
    if (!session || session.userId !== fence.userId || fence.aborted()) return false
    if (this.session?.userId !== session.userId) return false
    this.session = session
    this.deps.handOverSession(session)
    return true
  }

  /**
   * The main thread's refresh, bounded like any request: a token endpoint that never answers must not
   * hold the cycle. No answer in time, or a failed one, counts as no fresh session (the cycle backs off).
   */
  private refreshBounded(): Promise<Session | null> {
    const { clock } = this.deps
    return new Promise((resolve) => {
      const timer = clock.setTimeout(() => resolve(null), REQUEST_TIMEOUT_MS)
      this.deps.refreshSession().then(
        (session) => {
          clock.clearTimeout(timer)
          resolve(session)
        },
        () => {
          clock.clearTimeout(timer)
          resolve(null)
        },
      )
    })
  }

  /** Every tab reads the leader's state from IndexedDB; a failed write is tried again, never thrown. */
  private async publish(shown: LeaderState): Promise<void> {
    const state = {
      ...shown,
      phase: this.phaseNow,
      attempt: this.attempt,
      epoch: this.epoch,
      userId: this.session?.userId ?? null,
    }
    this.lastState = state
    try {
      await this.deps.db.kv.put({ key: KV.leaderState, value: state })
    } catch {
      if (this.publishRetry !== null || !this.isLeader) return
      this.publishRetry = this.deps.clock.setTimeout(() => {
        this.publishRetry = null
        if (this.isLeader) void this.publish(this.lastState)
      }, PUBLISH_RETRY_MS)
    }
  }

  private publishRealtime(state: RealtimeState): Promise<unknown> {
    return this.deps.db.kv.put({ key: KV.realtime, value: state })
  }
}

/** A table refused for good: shown as the download error, not retried by backoff. */
type DownloadStep = Step | { kind: 'refused'; error: RemoteError }

/**
 * The refresh came back without a session for this cycle's user. A session change under way aborted
 * the cycle and starts the next one itself; otherwise nothing else would wake the engine, so back off.
 */
const notRenewed = (fence: Fence): Step =>
  fence.aborted() ? { kind: 'stopped' } : { kind: 'retry', error: SESSION_NOT_RENEWED }

const merge = (a: CycleKind | null, b: CycleKind): CycleKind => (a === 'all' || b === 'all' ? 'all' : 'pull')

/** A local failure (IndexedDB error, a bug) must not wedge the engine: back off and try again. */
function unexpected(error: unknown): Step {
  return {
    kind: 'retry',
    error: { status: 0, code: null, message: error instanceof Error ? error.message : String(error) },
  }
}
