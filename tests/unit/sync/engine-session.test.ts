import { afterEach, describe, expect, it } from 'vitest'
import { KV } from '../../../sync/db/records.ts'
import { createRepository } from '../../../sync/public/repositories.ts'
import { SESSION_A, SESSION_B, Tabs } from './support/engine-harness.ts'
import { EXPIRED_TOKEN, FakeRemote } from './support/fake-remote.ts'
import { newSpark, sparksRepo, USER_A, USER_B } from './support/fixtures.ts'

let tabs: Tabs
afterEach(async () => {
  await tabs.close()
})

const serverSpark = (id: string, userId: string, content: string) => ({
  id,
  user_id: userId,
  ...newSpark(content),
  created_at: '2026-11-21T09:00:00.000Z',
})

async function leaderSignedInAsA(remote: FakeRemote) {
  tabs = new Tabs()
  return tabs.openLeader(remote)
}

describe('a session change during a running cycle', () => {
  it("sends the previous user's queue with their own token only, never with the next user's", async () => {
    const remote = new FakeRemote()
    const { engine } = await leaderSignedInAsA(remote)
    const repo = sparksRepo(tabs.db)
    const spark = await repo.insert(newSpark('written by A'))
    await repo.update(spark.id, { is_favorited: true })
    const held = remote.holdNext()
    engine.notifyQueued()
    await tabs.advance(1_000)
    // The switch does not wait for a server that does not answer: A's request is given up.
    await engine.setSession(SESSION_B)
    held.release()
    await tabs.advance(5_000)
    const writes = remote.requests.filter((r) => r.op === 'push')
    expect(writes).toEqual([expect.objectContaining({ as: USER_A, rows: 2 })])
    // The server applied it late: A's entries keep their numbers, and A's next session resends them
    // to be answered from the ledger.
    expect(remote.rows('sparks')).toEqual([expect.objectContaining({ is_favorited: true })])
    const left = await tabs.db.pending_sync_data.toArray()
    expect(left.map((e) => [e.user_id, e.status, e.client_seq])).toEqual([
      [USER_A, 'pending', 1],
      [USER_A, 'pending', 2],
    ])
  })

  it("writes nothing of the previous user into the mirror once the next user's sign-in cleared it", async () => {
    const remote = new FakeRemote()
    remote.serverWrite('sparks', serverSpark('00000000-0000-4000-8000-0000000000a1', USER_A, "A's first"))
    const { engine } = await leaderSignedInAsA(remote)
    expect(await tabs.db.mirror('sparks').count()).toBe(1)
    const held = remote.holdNext()
    remote.serverWrite('sparks', serverSpark('00000000-0000-4000-8000-0000000000a2', USER_A, "A's second"))
    await tabs.advance(300)
    const signingOut = engine.setSession(null)
    // The answer to A's pull arrives after the sign-out began (and, on a fast device, after its clear).
    await tabs.settle()
    held.release()
    await signingOut
    await tabs.advance(0)
    await engine.setSession(SESSION_B)
    await tabs.advance(1_000)
    const mirrored = await tabs.db.mirror('sparks').toArray()
    expect(mirrored.filter((row) => row.user_id === USER_A)).toEqual([])
    expect((await tabs.db.kv.get(KV.mirrorOwner))?.value).toBe(USER_B)
  })

  it('refuses a refreshed session that belongs to another user and keeps the entries waiting', async () => {
    const remote = new FakeRemote()
    tabs = new Tabs()
    const { engine } = tabs.open(remote, { refreshed: SESSION_B })
    engine.start()
    await engine.setSession(SESSION_A)
    await tabs.advance(0)
    await tabs.idle()
    await sparksRepo(tabs.db).insert(newSpark('A expired'))
    remote.cue(EXPIRED_TOKEN)
    engine.notifyQueued()
    await tabs.advance(1_000)
    expect(remote.requests.filter((r) => r.as === USER_B)).toEqual([])
    expect(await tabs.db.pending_sync_data.toArray()).toMatchObject([{ user_id: USER_A, status: 'pending' }])
  })

  it("refuses a write of the previous user's tab once another user owns the mirror", async () => {
    const remote = new FakeRemote()
    const { engine } = await leaderSignedInAsA(remote)
    await engine.setSession(SESSION_B)
    await tabs.advance(0)
    const staleTab = createRepository({ db: tabs.db, userId: () => USER_A }, 'sparks')
    await expect(staleTab.insert(newSpark('late write of A'))).rejects.toThrow('Sign in')
    expect(await tabs.db.mirror('sparks').count()).toBe(0)
  })
})

describe('a request the server never answers (a black-holed connection)', () => {
  async function hungLeader(remote: FakeRemote) {
    tabs = new Tabs()
    const first = tabs.open(remote).engine
    const second = tabs.open(remote).engine
    first.start()
    second.start()
    await first.setSession(SESSION_A)
    await second.setSession(SESSION_A)
    await tabs.advance(0)
    await tabs.idle()
    await sparksRepo(tabs.db).insert(newSpark('into the void'))
    remote.holdNext()
    first.notifyQueued()
    await tabs.advance(1_000)
    expect(first.inspect().running).toBe(true)
    return { first, second }
  }

  it('defect 2: a leader that stops gives it up, and the next tab leads and sends the entry once', async () => {
    const remote = new FakeRemote()
    const { first, second } = await hungLeader(remote)
    await first.stop()
    await tabs.advance(1_000)
    await tabs.idle()
    expect(second.isLeader).toBe(true)
    expect(remote.rows('sparks')).toHaveLength(1)
    expect(await tabs.db.pending_sync_data.count()).toBe(0)
  })

  it('defect 2: sign-out does not wait for it, and the entry goes up when the member is back', async () => {
    const remote = new FakeRemote()
    const { first, second } = await hungLeader(remote)
    await Promise.all([first.setSession(null), second.setSession(null)])
    expect(first.inspect().running).toBe(false)
    expect(await tabs.db.pending_sync_data.toArray()).toMatchObject([{ user_id: USER_A, client_seq: 1 }])
    await Promise.all([first.setSession(SESSION_A), second.setSession(SESSION_A)])
    await tabs.advance(1_000)
    await tabs.idle()
    expect(remote.rows('sparks')).toHaveLength(1)
    expect(await tabs.db.pending_sync_data.count()).toBe(0)
  })
})
