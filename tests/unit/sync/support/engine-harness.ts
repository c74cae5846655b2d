import { vi } from 'vitest'
import type { JulDatabase } from '../../../../sync/db/database.ts'
import { type EngineDeps, SyncEngine } from '../../../../sync/engine.ts'
import type { LockManagerLike } from '../../../../sync/leader.ts'
import type { Session } from '../../../../sync/protocol.ts'
import { FakeClock } from './fake-clock.ts'
import { FakeLocks } from './fake-locks.ts'
import type { FakeRemote } from './fake-remote.ts'
import { fakeUploads } from './fake-uploads.ts'
import { freshDatabase, USER_A, USER_B } from './fixtures.ts'
import { MemoryBroadcast } from './memory-broadcast.ts'

export const SESSION_A: Session = { accessToken: 'token-a', refreshToken: 'refresh-a', userId: USER_A }
export const SESSION_B: Session = { accessToken: 'token-b', refreshToken: 'refresh-b', userId: USER_B }

const realTick = () => new Promise<void>((resolve) => setImmediate(resolve))
const realDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Tabs of one origin: engines on one database (or one per tab), one lock manager, one broadcast. */
export class Tabs {
  readonly engines: SyncEngine[] = []
  readonly clock: FakeClock
  readonly locks: LockManagerLike
  private readonly broadcast = new MemoryBroadcast()

  constructor(
    readonly db: JulDatabase = freshDatabase(),
    locks?: LockManagerLike,
  ) {
    this.clock = new FakeClock(() => this.settle())
    this.locks = locks ?? new FakeLocks()
  }

  /**
   * Lets the engines finish what they are doing. A request held in flight never settles, so each
   * wait is bounded: the test decides when the server answers.
   */
  async settle(): Promise<void> {
    for (let i = 0; i < 5; i++) {
      await Promise.race([Promise.all(this.engines.map((e) => e.settled())), realDelay(15)])
      // fake-indexeddb runs a transaction over several macrotasks (a lease claim, say).
      await realDelay(2)
    }
  }

  /** Waits, without a bound, until no engine has a cycle running (nothing may be held in flight). */
  async idle(): Promise<void> {
    for (let i = 0; i < 3; i++) {
      await Promise.all(this.engines.map((e) => e.settled()))
      await realTick()
    }
  }

  advance(ms: number): Promise<void> {
    return this.clock.advance(ms)
  }

  /** A new tab's engine. Its token reaches the fake remote as the adapter would hand it over. */
  open(
    remote: FakeRemote,
    options: { refreshed?: Session | null; db?: JulDatabase; locks?: LockManagerLike } = {},
  ) {
    remote.users.set(SESSION_A.accessToken, USER_A)
    remote.users.set(SESSION_B.accessToken, USER_B)
    const refreshSession = vi.fn(async () =>
      options.refreshed === undefined ? SESSION_A : options.refreshed,
    )
    let engine: SyncEngine | null = null
    const db = options.db ?? this.db
    const deps: EngineDeps = {
      db,
      remote,
      locks: options.locks ?? this.locks,
      clock: this.clock,
      random: () => 1,
      refreshSession,
      handOverSession: (session) => remote.actAs(session?.accessToken ?? null),
      broadcast: this.broadcast.channel(),
      uploads: fakeUploads(db, remote, this.clock, () => engine),
    }
    engine = new SyncEngine(deps)
    this.engines.push(engine)
    return { engine, refreshSession }
  }

  /** A tab signed in as A that leads and has finished its first cycle. */
  async openLeader(remote: FakeRemote, options: { refreshed?: Session | null } = {}) {
    const tab = this.open(remote, options)
    tab.engine.start()
    await tab.engine.setSession(SESSION_A)
    await this.advance(0)
    await this.idle()
    return tab
  }

  async close(): Promise<void> {
    await Promise.all(this.engines.map((engine) => engine.stop()))
    await this.settle()
    await this.db.delete()
  }
}
