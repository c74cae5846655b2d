import { afterEach, describe, expect, it, vi } from 'vitest'
import { KV } from '../../../sync/db/records.ts'
import { leaseLocks } from '../../../sync/leader.ts'
import { createRepository } from '../../../sync/public/repositories.ts'
import { SESSION_A, Tabs } from './support/engine-harness.ts'
import { FakeClock } from './support/fake-clock.ts'
import { FakeRemote } from './support/fake-remote.ts'
import { newSpark, sparksRepo, USER_A } from './support/fixtures.ts'

let tabs: Tabs
afterEach(async () => {
  await tabs.close()
})

/** Two tabs signed in as A; the first leads and has finished its first cycle. */
async function twoTabs(remote: FakeRemote) {
  tabs = new Tabs()
  const first = tabs.open(remote).engine
  const second = tabs.open(remote).engine
  first.start()
  second.start()
  await first.setSession(SESSION_A)
  await second.setSession(SESSION_A)
  await tabs.advance(0)
  await tabs.idle()
  return { first, second }
}

/** Two requests in a row: a spark insert, then a media item insert (another table). */
async function queueTwoBatches() {
  await sparksRepo(tabs.db).insert(newSpark('first batch'))
  await createRepository({ db: tabs.db, userId: () => USER_A }, 'media_items').insert({
    type: 'note',
    title: 'second batch',
    description: null,
    content: null,
    photo_url: null,
    file_url: null,
    location: null,
    tags: [],
  })
}

const pushes = (remote: FakeRemote) => remote.requests.filter((r) => r.op === 'push')

describe('a leader that steps down', () => {
  it('gives up its request in flight, so the next tab leads at once; the late request changes nothing', async () => {
    const remote = new FakeRemote()
    const { first, second } = await twoTabs(remote)
    expect([first.isLeader, second.isLeader]).toEqual([true, false])
    await queueTwoBatches()
    const held = remote.holdNext()
    first.notifyQueued()
    await tabs.advance(1_000)
    await first.stop()
    await tabs.advance(1_000)
    await tabs.idle()
    expect(second.isLeader).toBe(true)
    expect(await tabs.db.pending_sync_data.count()).toBe(0)
    // The server gets the first leader's request only now: its ledger answers it as a resend.
    held.release()
    await tabs.settle()
    expect(remote.rows('sparks')).toHaveLength(1)
    expect(remote.rows('media_items')).toHaveLength(1)
    expect(pushes(remote).map((r) => r.rows)).toEqual([2, 2])
  })

  it('sends nothing of its old plan after waking up behind a newer leader, so no later edit is reverted', async () => {
    const remote = new FakeRemote()
    tabs = new Tabs()
    const { engine } = tabs.open(remote)
    engine.start()
    await engine.setSession(SESSION_A)
    await tabs.advance(0)
    await tabs.idle()
    // Edits stamped by a clock in step with the server's.
    const repo = createRepository({ db: tabs.db, userId: () => USER_A, now: () => remote.clock }, 'sparks')
    const edited = await repo.insert(newSpark('v0'))
    engine.notifyQueued()
    await tabs.advance(1_000)
    await tabs.idle()
    // Its request: insert another spark and change the first one to v1. The tab freezes sending it.
    await repo.insert(newSpark('inserted while frozen'))
    await repo.update(edited.id, { content: 'v1' })
    const held = remote.holdNext()
    engine.notifyQueued()
    await tabs.advance(1_000)
    const before = pushes(remote).length
    // Meanwhile another tab led, sent v1, and the user's next edit v2 reached the server too.
    const epoch = Number((await tabs.db.kv.get(KV.leaderEpoch))?.value ?? 0)
    await tabs.db.kv.put({ key: KV.leaderEpoch, value: epoch + 1 })
    const onServer = remote.rows('sparks').find((r) => r.id === edited.id) ?? {}
    remote.serverWrite('sparks', { ...onServer, content: 'v2' })
    held.release()
    await tabs.advance(1_000)
    await tabs.idle()
    expect(remote.rows('sparks').find((r) => r.id === edited.id)?.content).toBe('v2')
    expect(pushes(remote)).toHaveLength(before)
  })
})

/**
 * A lease is claimed in an IndexedDB transaction that fake-indexeddb runs over real macrotasks, which
 * a loaded machine can stretch past the harness's bounded settle (CI once saw the first claim unsettled).
 * The fake clock has already passed the moment the claim is due, so only real time is left to wait.
 */
const claimed = (leads: () => boolean) => vi.waitFor(() => expect(leads()).toBe(true), { timeout: 5_000 })

describe('without Web Locks', () => {
  it('lets exactly one tab lead, and the next one lead as soon as it stops', async () => {
    tabs = new Tabs()
    const remote = new FakeRemote()
    const first = tabs.open(remote, { locks: leaseLocks(tabs.db, tabs.clock) }).engine
    const second = tabs.open(remote, { locks: leaseLocks(tabs.db, tabs.clock) }).engine
    first.start()
    second.start()
    await tabs.advance(5_000)
    await claimed(() => first.isLeader || second.isLeader)
    expect([first.isLeader, second.isLeader].filter(Boolean)).toHaveLength(1)
    const [leader, other] = first.isLeader ? [first, second] : [second, first]
    await leader.stop()
    await tabs.advance(2_000)
    await claimed(() => other.isLeader)
  })

  it('takes over from a tab that stopped renewing its lease (frozen or killed)', async () => {
    tabs = new Tabs()
    const remote = new FakeRemote()
    // The first tab's lease keeps the time it was frozen at: it never renews again.
    const frozen = new FakeClock(async () => {})
    const first = tabs.open(remote, { locks: leaseLocks(tabs.db, frozen) }).engine
    first.start()
    await tabs.advance(0)
    await claimed(() => first.isLeader)
    const second = tabs.open(remote, { locks: leaseLocks(tabs.db, tabs.clock) }).engine
    second.start()
    await tabs.advance(2_000)
    expect(second.isLeader).toBe(false)
    await tabs.advance(30_000)
    await claimed(() => second.isLeader)
  })
})
