import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { KV } from '../../../sync/db/records.ts'
import { PHASE, SyncEngine, TELEMETRY_PUSH_DELAY_MS } from '../../../sync/engine.ts'
import type { Session } from '../../../sync/protocol.ts'
import { discardFailed } from '../../../sync/public/queue.ts'
import { createRepository } from '../../../sync/public/repositories.ts'
import { FakeClock } from './support/fake-clock.ts'
import { FakeLocks } from './support/fake-locks.ts'
import { FakeRemote } from './support/fake-remote.ts'
import { fakeUploads } from './support/fake-uploads.ts'
import { freshDatabase, newSpark, sparksRepo, USER_A, USER_B } from './support/fixtures.ts'

const SESSION_A: Session = { accessToken: 'token-a', refreshToken: 'refresh-a', userId: USER_A }

let db: JulDatabase
let engines: SyncEngine[] = []
let clock: FakeClock

const realTick = () => new Promise<void>((resolve) => setImmediate(resolve))
async function settle() {
  for (let i = 0; i < 3; i++) {
    await Promise.all(engines.map((e) => e.settled()))
    await realTick()
  }
}
const advance = (ms: number) => clock.advance(ms)

beforeEach(() => {
  clock = new FakeClock(settle)
})
afterEach(async () => {
  await Promise.all(engines.map((engine) => engine.stop()))
  await settle()
  engines = []
  await db?.delete()
})

function makeEngine(remote: FakeRemote, locks = new FakeLocks(), refreshed: Session | null = SESSION_A) {
  const refreshSession = vi.fn(async () => refreshed)
  const engine = new SyncEngine({
    db,
    remote,
    locks,
    clock,
    random: () => 1,
    refreshSession,
    handOverSession: () => {},
    uploads: fakeUploads(db, remote, clock, () => engine),
  })
  engines.push(engine)
  return { engine, refreshSession }
}

async function leaderWithSession(remote = new FakeRemote()) {
  db = freshDatabase()
  const made = makeEngine(remote)
  made.engine.start()
  await made.engine.setSession(SESSION_A)
  await advance(0)
  return { ...made, remote, repo: sparksRepo(db) }
}

const pushTimes = (remote: FakeRemote, times: number[]) => {
  const push = remote.push.bind(remote)
  remote.push = (...args) => {
    times.push(clock.now())
    return push(...args)
  }
}

describe('SyncEngine', () => {
  it('sends a queued write 1 s after it was queued, not before', async () => {
    const { engine, remote, repo } = await leaderWithSession()
    await repo.insert(newSpark('queued'))
    engine.notifyQueued()
    await advance(999)
    expect(remote.rows('sparks')).toEqual([])
    await advance(1)
    expect(remote.rows('sparks').map((r) => r.content)).toEqual(['queued'])
  })

  it('lets telemetry ride with the next write, and sends it alone only 5 minutes after it was queued', async () => {
    const { engine, remote, repo } = await leaderWithSession()
    const log = createRepository({ db, userId: () => USER_A }, 'app_context_log')
    const pushes = () => remote.requests.filter((r) => r.op === 'push').map((r) => r.table)
    await log.insert({ context_type: 'route', context_data: { path: '/app' } })
    engine.notifyQueued(true)
    await advance(60_000)
    expect(pushes()).toEqual([])
    await repo.insert(newSpark('a write'))
    engine.notifyQueued()
    await advance(1_000)
    expect(pushes()).toEqual(['app_context_log,sparks'])

    await log.insert({ context_type: 'route', context_data: { path: '/app/sparks' } })
    engine.notifyQueued(true)
    await advance(TELEMETRY_PUSH_DELAY_MS - 1)
    expect(pushes()).toHaveLength(1)
    await advance(1)
    expect(pushes()).toEqual(['app_context_log,sparks', 'app_context_log'])
    expect(remote.rows('app_context_log')).toHaveLength(2)
  })

  it('retries after 1 s, then doubles up to the 60 s ceiling while the network is down', async () => {
    const remote = new FakeRemote()
    const times: number[] = []
    pushTimes(remote, times)
    const { engine, repo } = await leaderWithSession(remote)
    remote.offline = true
    await repo.insert(newSpark('patience'))
    engine.notifyQueued()
    await advance(1_000 + 1_000 + 2_000 + 4_000 + 8_000 + 16_000 + 32_000 + 60_000 + 60_000)
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0))
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000])
    expect(engine.phase).toBe(PHASE.backoff)
    expect(await db.pending_sync_data.count()).toBe(1)
  })

  it('syncs at once on the online event, cutting a long backoff short', async () => {
    const { engine, remote, repo } = await leaderWithSession()
    remote.offline = true
    await repo.insert(newSpark('back online'))
    engine.notifyQueued()
    await advance(1_000 + 1_000 + 2_000 + 4_000)
    remote.offline = false
    engine.setOnline(true)
    await advance(0)
    expect(remote.rows('sparks').map((r) => r.content)).toEqual(['back online'])
    expect(engine.phase).toBe(PHASE.idle)
  })

  it('publishes syncing and last_sync_time for every tab to read, with where the engine stands', async () => {
    const { engine, repo } = await leaderWithSession()
    await repo.insert(newSpark('x'))
    clock.time = Date.parse('2026-11-21T12:05:00.000Z')
    await engine.drain()
    await advance(0)
    expect((await db.kv.get(KV.lastSyncTime))?.value).toBe('2026-11-21T12:05:00.000Z')
    expect((await db.kv.get(KV.leaderState))?.value).toEqual({
      syncing: false,
      uploadError: null,
      downloadError: null,
      retryAt: null,
      phase: PHASE.idle,
      attempt: 0,
      epoch: (await db.kv.get(KV.leaderEpoch))?.value,
      userId: USER_A,
    })
  })

  it('records the first complete pull for the signed-in user, and forgets it when another user signs in', async () => {
    const { engine, remote } = await leaderWithSession()
    expect((await db.kv.get(KV.firstPullDoneFor))?.value).toBe(USER_A)
    remote.offline = true
    await engine.setSession({ accessToken: 'token-b', refreshToken: 'refresh-b', userId: USER_B })
    await advance(0)
    expect(await db.kv.get(KV.firstPullDoneFor)).toBeUndefined()
    remote.offline = false
    engine.setOnline(true)
    await advance(0)
    expect((await db.kv.get(KV.firstPullDoneFor))?.value).toBe(USER_B)
  })

  it('pulls only the scope a wake-up names, once per burst of changes', async () => {
    const { remote } = await leaderWithSession()
    remote.requests.length = 0
    for (let n = 0; n < 5; n++)
      remote.serverWrite('sparks', {
        id: `s${n}`,
        user_id: USER_A,
        ...newSpark(`live ${n}`),
        created_at: '2026-11-21T11:00:00Z',
      })
    await advance(1_000)
    expect(remote.requests.map((r) => `${r.op} ${r.table}`)).toEqual([`scopes user:${USER_A}`])
    expect(await db.mirror('sparks').count()).toBe(5)
  })

  it('asks every scope in one request after the wake-up channels join', async () => {
    const { remote } = await leaderWithSession()
    remote.requests.length = 0
    remote.emitStatus('live')
    remote.emitJoin()
    await advance(0)
    expect(remote.requests.map((r) => r.op)).toEqual(['scopes'])
    expect(remote.requests[0]?.table.split(',')).toEqual(
      expect.arrayContaining(['public', `user:${USER_A}`, 'room:julius', 'room:peer', 'room:cross-group']),
    )
  })

  it("joins two private channels whatever the tables: the member's own and their tier's rooms", async () => {
    const { remote } = await leaderWithSession()
    await advance(0)
    expect(remote.subscribed).toEqual([`sync:${USER_A}`, 'sync:rooms:pro'])
  })

  it("publishes the realtime channel's state for every tab: connecting, live, failed, and off without a user", async () => {
    const { engine, remote } = await leaderWithSession()
    const realtime = async () => (await db.kv.get(KV.realtime))?.value
    expect(await realtime()).toBe('connecting')
    remote.emitStatus('live')
    await advance(0)
    expect(await realtime()).toBe('live')
    remote.emitStatus('failed')
    await advance(0)
    expect(await realtime()).toBe('failed')
    await engine.setSession(null)
    await advance(0)
    expect(await realtime()).toBe('off')
  })

  it('asks the main thread to refresh once on a 401 and then sends', async () => {
    const { engine, remote, repo, refreshSession } = await leaderWithSession()
    await repo.insert(newSpark('expired token'))
    remote.cue({ status: 401, code: 'PGRST301', message: 'JWT expired' })
    engine.notifyQueued()
    await advance(1_000)
    expect(refreshSession).toHaveBeenCalledTimes(1)
    expect(remote.rows('sparks')).toHaveLength(1)
  })
})

describe('token refresh', () => {
  it('keeps the session and backs off when the refresh itself fails for lack of network', async () => {
    const remote = new FakeRemote()
    db = freshDatabase()
    const { engine, refreshSession } = makeEngine(remote)
    engine.start()
    await engine.setSession(SESSION_A)
    await advance(0)
    refreshSession.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await sparksRepo(db).insert(newSpark('after refresh'))
    remote.cue(
      { status: 401, code: 'PGRST301', message: 'JWT expired' },
      { status: 401, code: 'PGRST301', message: 'JWT expired' },
    )
    engine.notifyQueued()
    await advance(1_000)
    expect(engine.phase).toBe(PHASE.backoff)
    await advance(1_000)
    expect(remote.rows('sparks').map((r) => r.content)).toEqual(['after refresh'])
  })
})

describe('attachments and discards', () => {
  it('uploads a photo before the row that points at it, and resumes after a reload', async () => {
    const remote = new FakeRemote()
    const uploadedWhenSent: boolean[] = []
    const push = remote.push.bind(remote)
    remote.push = (clientId, entries) => {
      if (entries.some((e) => e.table === 'media_items')) uploadedWhenSent.push(remote.uploads.size > 0)
      return push(clientId, entries)
    }
    const { engine } = await leaderWithSession(remote)
    remote.offline = true
    engine.setOnline(false)
    await createRepository({ db, userId: () => USER_A }, 'media_items').insert(
      {
        type: 'photo',
        title: null,
        description: null,
        content: null,
        photo_url: `${USER_A}/1.jpg`,
        file_url: null,
        location: null,
        tags: [],
      },
      {
        attachments: [
          {
            bucket: 'quickadd-photos',
            path: `${USER_A}/1.jpg`,
            blob: new Blob(['jpeg']),
            contentType: 'image/jpeg',
          },
        ],
      },
    )
    engine.notifyQueued()
    await advance(1_000)
    await engine.stop()
    remote.offline = false
    const reloaded = makeEngine(remote).engine
    reloaded.start()
    await reloaded.setSession(SESSION_A)
    await advance(0)
    await advance(1_000)
    expect(uploadedWhenSent).toEqual([true])
    expect([...remote.uploads.keys()]).toEqual([`quickadd-photos/${USER_A}/1.jpg`])
    expect(remote.rows('media_items')).toHaveLength(1)
  })

  it('does not bring back a row another device deleted while the insert was unanswered', async () => {
    const { engine, remote, repo } = await leaderWithSession()
    const spark = await repo.insert(newSpark('deleted elsewhere meanwhile'))
    remote.cue('lose-ack')
    await engine.drain()
    await advance(0)
    remote.serverDelete('sparks', spark.id)
    await advance(1_000)
    expect(remote.rows('sparks')).toEqual([])
    expect(await db.pending_sync_data.count()).toBe(0)
    expect(await db.mirror('sparks').get(spark.id)).toBeUndefined()
  })

  it('puts the server version back after the user discards a refused change', async () => {
    const { engine, remote, repo } = await leaderWithSession()
    const spark = await repo.insert(newSpark('original'))
    await engine.drain()
    await advance(0)
    remote.refuse((_t, row) => row.content === 'forbidden edit')
    await repo.update(spark.id, { content: 'forbidden edit' })
    await engine.drain()
    await advance(0)
    const [failed] = await db.pending_sync_data.toArray()
    expect(failed?.status).toBe('failed')
    await discardFailed(db, [failed?.id ?? ''])
    await engine.drain()
    await advance(0)
    expect((await db.mirror('sparks').get(spark.id))?.content).toBe('original')
  })
})

describe('leader election', () => {
  it('lets exactly one tab lead, and another take over within 2 s when the leader closes', async () => {
    db = freshDatabase()
    const remote = new FakeRemote()
    const locks = new FakeLocks()
    const first = makeEngine(remote, locks).engine
    const second = makeEngine(remote, locks).engine
    first.start()
    second.start()
    await advance(0)
    expect([first.isLeader, second.isLeader]).toEqual([true, false])
    await first.stop()
    await advance(2_000)
    expect([first.isLeader, second.isLeader]).toEqual([false, true])
  })

  it('never drains from a tab that does not lead', async () => {
    db = freshDatabase()
    const remote = new FakeRemote()
    const locks = new FakeLocks()
    const leader = makeEngine(remote, locks).engine
    const follower = makeEngine(remote, locks).engine
    leader.start()
    follower.start()
    await follower.setSession(SESSION_A)
    await sparksRepo(db).insert(newSpark('only the leader sends'))
    follower.notifyQueued()
    await advance(5_000)
    expect(remote.rows('sparks')).toEqual([])
    await leader.setSession(SESSION_A)
    await advance(0)
    expect(remote.rows('sparks')).toHaveLength(1)
  })
})
