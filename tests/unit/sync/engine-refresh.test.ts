import { afterEach, describe, expect, it } from 'vitest'
import { KV } from '../../../sync/db/records.ts'
import { PHASE } from '../../../sync/engine.ts'
import { REQUEST_TIMEOUT_MS } from '../../../sync/remote.ts'
import { SESSION_A, Tabs } from './support/engine-harness.ts'
import { EXPIRED_TOKEN, FakeRemote } from './support/fake-remote.ts'
import { newSpark, sparksRepo } from './support/fixtures.ts'

let tabs: Tabs
afterEach(async () => {
  await tabs.close()
})

async function leaderSignedInAsA(remote: FakeRemote) {
  tabs = new Tabs()
  return tabs.openLeader(remote)
}

const leaderState = async () => (await tabs.db.kv.get(KV.leaderState))?.value as Record<string, unknown>

/*
 * Seeds 100040 and 100007 of the chaos run: a refresh the auth module could not complete (a 500 or 429
 * from the token endpoint, a refresh another one superseded) answered "no session" while the page kept
 * its session, and the leader stopped for good waiting for a session change that never came.
 */
describe('a refresh that answers no session while the page still holds one', () => {
  it('is shown as an upload error and retried with the backoff, so the queue goes up once a refresh works', async () => {
    const remote = new FakeRemote()
    const { engine, refreshSession } = await leaderSignedInAsA(remote)
    await sparksRepo(tabs.db).insert(newSpark('written before the refusal'))
    remote.cue(EXPIRED_TOKEN)
    refreshSession.mockResolvedValueOnce(null)
    engine.notifyQueued()
    await tabs.advance(1_000)
    expect(engine.phase).toBe(PHASE.backoff)
    expect(await leaderState()).toMatchObject({
      uploadError: expect.any(String),
      retryAt: expect.any(Number),
    })
    expect(await tabs.db.pending_sync_data.count()).toBe(1)

    await tabs.advance(2_000)
    expect(remote.rows('sparks').map((row) => row.content)).toEqual(['written before the refusal'])
    expect(await tabs.db.pending_sync_data.count()).toBe(0)
    expect(await leaderState()).toMatchObject({ uploadError: null, retryAt: null })
  })

  it('is retried for the pulls too, so a pull refused for the token does not end the downloads', async () => {
    const remote = new FakeRemote()
    const { engine, refreshSession } = await leaderSignedInAsA(remote)
    remote.failPull('*', EXPIRED_TOKEN)
    refreshSession.mockResolvedValueOnce(null)
    engine.setOnline(true)
    await tabs.advance(0)
    expect(engine.phase).toBe(PHASE.backoff)
    expect(await leaderState()).toMatchObject({ downloadError: expect.any(String) })

    remote.serverWrite('sparks', {
      id: '00000000-0000-4000-8000-0000000000c1',
      user_id: SESSION_A.userId,
      ...newSpark('on the server meanwhile'),
      created_at: '2026-11-21T09:00:00.000Z',
    })
    await tabs.advance(2_000)
    expect((await tabs.db.mirror('sparks').toArray()).map((row) => row.content)).toEqual([
      'on the server meanwhile',
    ])
  })
})

describe('a device whose session ended while the app was closed', () => {
  it("starts signed out with the previous member's unsent change kept and held for them", async () => {
    const remote = new FakeRemote()
    const first = await leaderSignedInAsA(remote)
    remote.offline = true
    await sparksRepo(tabs.db).insert(newSpark('written before the session was revoked'))
    await first.engine.stop()
    // The next start-up: supabase-js could not renew the session, so the first session it hands over is none.
    const next = tabs.open(remote).engine
    next.start()
    await next.setSession(null)
    await tabs.advance(0)
    expect((await tabs.db.kv.get(KV.heldForUser))?.value).toEqual({ userId: SESSION_A.userId, count: 1 })
    expect(await tabs.db.pending_sync_data.count()).toBe(1)
  })
})

describe('a refresh the token endpoint never answers', () => {
  it(`gives up on it after ${REQUEST_TIMEOUT_MS / 1000} s and backs off, so the engine is never held by it`, async () => {
    const remote = new FakeRemote()
    const { engine, refreshSession } = await leaderSignedInAsA(remote)
    await sparksRepo(tabs.db).insert(newSpark('written before the hang'))
    remote.cue(EXPIRED_TOKEN)
    refreshSession.mockReturnValueOnce(new Promise(() => {}))
    engine.notifyQueued()
    await tabs.advance(1_000)
    expect(engine.inspect().running).toBe(true)
    await tabs.advance(REQUEST_TIMEOUT_MS)
    expect(engine.phase).toBe(PHASE.backoff)
    expect(engine.inspect().running).toBe(false)
    await tabs.advance(1_000)
    expect(remote.rows('sparks')).toHaveLength(1)
  })
})
