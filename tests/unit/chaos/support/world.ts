import type { JulDatabase } from '../../../../sync/db/database.ts'
import { KV } from '../../../../sync/db/records.ts'
import { SyncEngine } from '../../../../sync/engine.ts'
import type { Session } from '../../../../sync/protocol.ts'
import { createEditClock, createRepository, newClockNode } from '../../../../sync/public/repositories.ts'
import type { RemoteError } from '../../../../sync/push/classify.ts'
import type { RealtimeHandlers, Remote } from '../../../../sync/remote.ts'
import { REQUEST_TIMEOUT_MS } from '../../../../sync/remote-supabase.ts'
import { FakeClock } from '../../sync/support/fake-clock.ts'
import { FakeLocks } from '../../sync/support/fake-locks.ts'
import { CANCELLED, FakeRemote, NETWORK_ERROR } from '../../sync/support/fake-remote.ts'
import { freshDatabase, USER_A, USER_B } from '../../sync/support/fixtures.ts'
import { MemoryBroadcast } from '../../sync/support/memory-broadcast.ts'

export const USERS = [USER_A, USER_B] as const
/** Staff: reads every member's rows, writes none of them. */
export const STAFF = '00000000-0000-4000-8000-00000000005f'
export const SESSIONS: Record<string, Session> = {
  [USER_A]: { accessToken: 'token-a', refreshToken: 'refresh-a', userId: USER_A },
  [USER_B]: { accessToken: 'token-b', refreshToken: 'refresh-b', userId: USER_B },
  [STAFF]: { accessToken: 'token-staff', refreshToken: 'refresh-staff', userId: STAFF },
}
export const OUTAGE: RemoteError = { status: 503, code: null, message: 'Service Unavailable' }
const TIMED_OUT: RemoteError = {
  status: 0,
  code: null,
  message: `TimeoutError: The server did not answer within ${REQUEST_TIMEOUT_MS / 1000} s`,
}

const realDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * One device's view of the shared server: its own token (identity travels with each request), its own
 * network (offline), and realtime through the world's fan-out — the fake remote itself knows one
 * token and one subscriber, so every device talks to it through this wrapper.
 */
class DeviceRemote implements Remote {
  token: string | null = null
  offline = false

  constructor(
    private readonly world: World,
    private readonly subscribers: Set<RealtimeHandlers>,
  ) {}

  private readonly cancels = new Set<() => void>()

  /**
   * This device's request: its token, its network, the server's outages, a timeout like the real
   * adapter's, and its own cancel. The server may still run a request the device gave up on.
   */
  private call<T>(run: () => Promise<T>): Promise<T> {
    if (this.offline) return Promise.resolve({ ok: false, error: NETWORK_ERROR } as T)
    if (this.world.clock.now() < this.world.outageUntil)
      return Promise.resolve({ ok: false, error: OUTAGE } as T)
    this.world.server.actAs(this.token)
    let giveUp: (error: RemoteError) => void = () => {}
    const givenUp = new Promise<T>((resolve) => {
      giveUp = (error) => resolve({ ok: false, error } as T)
    })
    const cancel = () => giveUp(CANCELLED)
    const timer = this.world.clock.setTimeout(() => giveUp(TIMED_OUT), REQUEST_TIMEOUT_MS)
    this.cancels.add(cancel)
    return Promise.race([run(), givenUp]).finally(() => {
      this.cancels.delete(cancel)
      this.world.clock.clearTimeout(timer)
    })
  }

  push: Remote['push'] = (clientId, entries) => this.call(() => this.world.server.push(clientId, entries))
  cancelRequests: Remote['cancelRequests'] = () => {
    for (const cancel of this.cancels) cancel()
    this.cancels.clear()
  }
  insertAnonymous: Remote['insertAnonymous'] = (...args) =>
    this.call(() => this.world.server.insertAnonymous(...args))
  pullScopes: Remote['pullScopes'] = (request) => this.call(() => this.world.server.pullScopes(request))
  fetchRows: Remote['fetchRows'] = (...args) => this.call(() => this.world.server.fetchRows(...args))

  subscribe(_topics: readonly string[], handlers: RealtimeHandlers): () => void {
    this.subscribers.add(handlers)
    if (!this.offline) handlers.onJoin()
    return () => this.subscribers.delete(handlers)
  }
}

/** A browser profile: one database, its tabs' engines (one lock manager, one broadcast), one member. */
export class Device {
  readonly db: JulDatabase = freshDatabase()
  readonly engines: SyncEngine[] = []
  readonly remote: DeviceRemote
  user: string | null = null
  private readonly locks = new FakeLocks()
  private readonly broadcast = new MemoryBroadcast()
  /**
   * One edit clock for the device's writes, as the app keeps one per tab: a device's changes are stamped
   * in the order it makes them, so the server never has to reorder them (`sync_effective_hlc`'s floor).
   */
  private readonly editClock = createEditClock(() => this.world.serverNow() + this.skewMs, newClockNode())

  constructor(
    readonly index: number,
    private readonly world: World,
    tabs: number,
    /** The device clock's error against the server's (ms): repositories stamp rows with it. */
    readonly skewMs: number,
  ) {
    this.remote = new DeviceRemote(world, world.subscribers)
    for (let t = 0; t < tabs; t++) this.openTab()
  }

  private openTab(): SyncEngine {
    const engine = new SyncEngine({
      db: this.db,
      remote: this.remote,
      locks: this.locks,
      clock: this.world.clock,
      random: () => 0.5,
      refreshSession: async () => (this.user ? (SESSIONS[this.user] ?? null) : null),
      handOverSession: (session) => {
        this.remote.token = session?.accessToken ?? null
      },
      broadcast: this.broadcast.channel(),
    })
    engine.start()
    this.engines.push(engine)
    return engine
  }

  repository(table: 'sparks' = 'sparks') {
    return createRepository(
      {
        db: this.db,
        userId: () => this.user,
        onQueued: () => {
          for (const engine of this.engines) engine.notifyQueued()
        },
        now: () => this.world.serverNow() + this.skewMs,
        clock: this.editClock,
      },
      table,
    )
  }

  async signIn(user: string | null): Promise<void> {
    this.user = user
    const session = user ? (SESSIONS[user] ?? null) : null
    await Promise.all(this.engines.map((engine) => engine.setSession(session)))
  }

  setOffline(offline: boolean): void {
    this.remote.offline = offline
    for (const engine of this.engines) engine.setOnline(!offline)
  }

  async mirrorOwner(): Promise<string | null> {
    return ((await this.db.kv.get(KV.mirrorOwner))?.value ?? null) as string | null
  }
}

/** Devices sharing one fake server and one fake clock. */
export class World {
  readonly server = new FakeRemote()
  readonly subscribers = new Set<RealtimeHandlers>()
  readonly clock: FakeClock
  readonly devices: Device[] = []
  /** Until then (fake ms) the server answers every request 503. */
  outageUntil = 0
  /** Requests the server holds without answering (a black-holed connection), released at the end. */
  private readonly held: Array<() => void> = []

  constructor(layout: readonly { tabs: number; skewMs: number }[]) {
    for (const session of Object.values(SESSIONS)) this.server.users.set(session.accessToken, session.userId)
    this.server.readsAll.add(STAFF)
    this.clock = new FakeClock(() => this.settle())
    // The fake server announces changes to one subscriber: the world hands them to every device.
    this.server.subscribe([], {
      onChange: (wakeUp) => {
        for (const handlers of this.subscribers) handlers.onChange(wakeUp)
      },
      onJoin: () => {
        for (const handlers of this.subscribers) handlers.onJoin()
      },
    })
    layout.forEach((device, index) => {
      this.devices.push(new Device(index, this, device.tabs, device.skewMs))
    })
  }

  /** The server's clock follows the world's time (and never goes back); answers it in ms. */
  serverNow(): number {
    this.server.clock = Math.max(this.server.clock, this.clock.now())
    return this.server.clock
  }

  /** The next request of any device goes into a black hole: no answer; the server runs it much later. */
  blackHoleNext(): void {
    this.held.push(this.server.holdNext().release)
  }

  releaseHeld(): void {
    for (const release of this.held.splice(0)) release()
  }

  get engines(): SyncEngine[] {
    return this.devices.flatMap((d) => d.engines)
  }

  /** Lets the engines finish (bounded: a held request never settles); IndexedDB runs on macrotasks. */
  async settle(): Promise<void> {
    for (let i = 0; i < 3; i++) {
      await Promise.race([Promise.all(this.engines.map((e) => e.settled())), realDelay(10)])
      await new Promise<void>((resolve) => setImmediate(resolve))
    }
  }

  /**
   * Lets every cycle in progress finish, however long it takes in real time (a first pull of every
   * table through fake-indexeddb outlasts `settle`'s bound): what quiescence waits for.
   */
  async idle(): Promise<void> {
    await Promise.race([Promise.all(this.engines.map((e) => e.settled())), realDelay(10_000)])
    await this.settle()
  }

  /** Fake time passes and every cycle it started finishes. */
  async heal(ms: number): Promise<void> {
    await this.clock.advance(ms)
    await this.idle()
  }

  async close(): Promise<void> {
    this.releaseHeld()
    await Promise.all(this.engines.map((engine) => engine.stop()))
    await this.settle()
    for (const device of this.devices) await device.db.delete()
  }
}
