import { afterEach, describe, expect, it } from 'vitest'
import { KV } from '../../../sync/db/records.ts'
import { PROBE_FRESH_MS } from '../../../sync/engine.ts'
import { SESSION_A, Tabs } from './support/engine-harness.ts'
import { EXPIRED_TOKEN, FakeRemote } from './support/fake-remote.ts'
import { newSpark, sparksRepo, USER_A, USER_B } from './support/fixtures.ts'

let tabs: Tabs
afterEach(async () => {
  await tabs.close()
})

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const spark = (n: number, content: string, owner = USER_A) => ({
  id: id(n),
  user_id: owner,
  ...newSpark(content),
  created_at: '2026-11-21T09:00:00.000Z',
})
const SERVER_ERROR = { status: 503, code: null, message: 'Service unavailable' }

async function leader(remote: FakeRemote, refreshed = SESSION_A) {
  tabs = new Tabs()
  return tabs.openLeader(remote, { refreshed })
}

const scopeRequests = (remote: FakeRemote) => remote.requests.filter((r) => r.op === 'scopes')

describe('pulling after an expired token', () => {
  it('refreshes once and reads the scopes again instead of calling them synced', async () => {
    const remote = new FakeRemote()
    remote.serverWrite('sparks', spark(1, 'on the server'))
    remote.failPull('*', EXPIRED_TOKEN)
    const { refreshSession } = await leader(remote)
    expect(refreshSession).toHaveBeenCalledTimes(1)
    expect((await tabs.db.mirror('sparks').toArray()).map((r) => r.content)).toEqual(['on the server'])
    expect((await tabs.db.kv.get(KV.firstPullDoneFor))?.value).toBe(USER_A)
  })

  it('keeps last_sync_time and hasSynced unset, and says why, while the server keeps refusing the token', async () => {
    const remote = new FakeRemote()
    remote.serverWrite('sparks', spark(1, 'on the server'))
    remote.failPull('*', EXPIRED_TOKEN)
    remote.failPull('*', EXPIRED_TOKEN)
    await leader(remote)
    expect(await tabs.db.kv.get(KV.lastSyncTime)).toBeUndefined()
    expect(await tabs.db.kv.get(KV.firstPullDoneFor)).toBeUndefined()
    expect((await tabs.db.kv.get(KV.leaderState))?.value).toMatchObject({
      downloadError: expect.stringContaining('JWT expired'),
    })
    await tabs.advance(1_000)
    await tabs.idle()
    expect(await tabs.db.mirror('sparks').count()).toBe(1)
    expect(await tabs.db.kv.get(KV.lastSyncTime)).toBeDefined()
  })

  it("keeps pulling other devices' changes while the push waits out a failing server", async () => {
    const remote = new FakeRemote()
    const { engine } = await leader(remote)
    remote.refuse((table) => table === 'sparks', SERVER_ERROR)
    await sparksRepo(tabs.db).insert(newSpark('stuck on this device'))
    engine.notifyQueued()
    await tabs.advance(1_000)
    remote.serverWrite('sparks', spark(2, 'from the laptop'))
    await tabs.advance(400)
    const local = (await tabs.db.mirror('sparks').toArray()).map((r) => r.content).sort()
    expect(local).toEqual(['from the laptop', 'stuck on this device'])
    expect(await tabs.db.pending_sync_data.count()).toBe(1)
  })
})

describe('what a wake-up costs', () => {
  it('pulls the scope a wake-up names when it names rows this device does not hold', async () => {
    const remote = new FakeRemote()
    await leader(remote)
    remote.requests.length = 0
    remote.serverWrite('sparks', spark(2, 'from the laptop'))
    await tabs.advance(400)
    await tabs.idle()
    expect(scopeRequests(remote).map((r) => r.table)).toEqual([`user:${USER_A}`])
    expect(await tabs.db.mirror('sparks').count()).toBe(1)
  })

  it("costs no request when the rows it names are this device's own write, answered already", async () => {
    const remote = new FakeRemote()
    const { engine } = await leader(remote)
    remote.requests.length = 0
    await sparksRepo(tabs.db).insert(newSpark('written here'))
    engine.notifyQueued()
    await tabs.advance(1_000)
    await tabs.advance(400)
    await tabs.idle()
    expect(remote.requests.map((r) => r.op)).toEqual(['push'])
  })
})

describe('probes', () => {
  it('asks every scope in one request on a realtime join, and reads the rows no wake-up announced', async () => {
    const remote = new FakeRemote()
    await leader(remote)
    const unannounced = {
      ...spark(3, 'unannounced'),
      updated_at: '2026-11-21T11:00:00.000Z',
      sync_xid: '999',
    }
    remote.tables.set('sparks', new Map([[id(3), unannounced]]))
    remote.requests.length = 0
    remote.emitStatus('live')
    remote.emitJoin()
    await tabs.advance(0)
    await tabs.idle()
    expect((await tabs.db.mirror('sparks').toArray()).map((r) => r.content)).toEqual(['unannounced'])
    expect(remote.requests.map((r) => r.op)).toEqual(['scopes'])
  })

  it('costs one request, no rows, when the network comes back and nothing changed', async () => {
    const remote = new FakeRemote()
    const { engine } = await leader(remote)
    remote.requests.length = 0
    engine.setOnline(false)
    engine.setOnline(true)
    await tabs.advance(0)
    await tabs.idle()
    expect(remote.requests).toEqual([expect.objectContaining({ op: 'scopes', rows: 0 })])
  })

  it('costs nothing on resume or reconnection while the channels stayed joined, and probes after 5 minutes', async () => {
    const remote = new FakeRemote()
    const { engine } = await leader(remote)
    remote.emitStatus('live')
    remote.emitJoin()
    await tabs.advance(0)
    await tabs.idle()
    remote.requests.length = 0
    engine.catchUp()
    engine.setOnline(false)
    engine.setOnline(true)
    await tabs.advance(0)
    await tabs.idle()
    expect(scopeRequests(remote)).toEqual([])
    await tabs.advance(PROBE_FRESH_MS)
    engine.catchUp()
    await tabs.advance(0)
    await tabs.idle()
    expect(scopeRequests(remote)).toHaveLength(1)
  })

  it('probes on resume when the channels dropped meanwhile', async () => {
    const remote = new FakeRemote()
    const { engine } = await leader(remote)
    remote.emitStatus('live')
    remote.emitJoin()
    await tabs.advance(0)
    await tabs.idle()
    remote.emitStatus('failed')
    remote.requests.length = 0
    engine.catchUp()
    await tabs.advance(0)
    await tabs.idle()
    expect(scopeRequests(remote)).toHaveLength(1)
  })
})

/**
 * A server whose cross-group room only a pro member may read, holding an older message of it by
 * someone else and one by the member, and the member's subscription on `tier`; `setTier` changes both
 * at once, as the server's RLS and `sync_readable_rooms` would.
 */
function tieredServer(tier: string) {
  const remote = new FakeRemote()
  let current = tier
  remote.rooms = () => (current === 'pro' ? ['julius', 'peer', 'cross-group'] : ['julius', 'peer'])
  remote.visible = (table, row) =>
    table !== 'yel_room_messages' ||
    row.room_type !== 'cross-group' ||
    current === 'pro' ||
    row.user_id === USER_A
  const message = (n: number, author: string, content: string) => ({
    id: id(n),
    user_id: author,
    room_type: 'cross-group',
    content,
    message_type: 'text',
    is_from_advisor: false,
    target_user_ids: [],
    created_at: '2026-11-01T09:00:00.000Z',
  })
  remote.serverWrite(
    'yel_room_messages',
    message(10, '00000000-0000-4000-8000-0000000000ff', 'older pro-only message'),
  )
  remote.serverWrite('yel_room_messages', message(12, USER_A, 'my own message from my pro days'))
  const subscription = {
    id: id(11),
    user_id: USER_A,
    tier,
    active: true,
    expires_at: null,
    features: {},
    created_at: '2026-11-01T09:00:00.000Z',
  }
  remote.serverWrite('mobile_subscriptions', subscription)
  const setTier = (next: string) => {
    current = next
    remote.serverWrite('mobile_subscriptions', { ...subscription, tier: next })
  }
  return { remote, setTier }
}

const roomMessages = async () =>
  (await tabs.db.mirror('yel_room_messages').toArray()).map((row) => row.content).sort()

describe('a change of tier', () => {
  it("takes a closed room's rows off the device on a downgrade, keeps the member's own, and brings the older rows back on an upgrade", async () => {
    const { remote, setTier } = tieredServer('pro')
    await leader(remote)
    expect(await roomMessages()).toEqual(['my own message from my pro days', 'older pro-only message'])
    expect(remote.subscribed).toEqual([`sync:${USER_A}`, 'sync:rooms:pro'])
    setTier('free')
    await tabs.advance(1_000)
    await tabs.idle()
    expect(await roomMessages()).toEqual(['my own message from my pro days'])
    expect(remote.subscribed).toEqual([`sync:${USER_A}`, 'sync:rooms:member'])
    setTier('pro')
    await tabs.advance(1_000)
    await tabs.idle()
    expect(await roomMessages()).toEqual(['my own message from my pro days', 'older pro-only message'])
  })

  it('drops what a downgrade closed even when the tab that heard of it died before pulling', async () => {
    const { remote, setTier } = tieredServer('pro')
    const first = await leader(remote)
    remote.failPull('*', SERVER_ERROR)
    setTier('free')
    await tabs.advance(1_000)
    await tabs.idle()
    await first.engine.stop()
    expect(await roomMessages()).toHaveLength(2)

    const next = tabs.open(remote)
    next.engine.start()
    await next.engine.setSession(SESSION_A)
    await tabs.advance(0)
    await tabs.idle()
    expect(await roomMessages()).toEqual(['my own message from my pro days'])
  })
})

describe('a staff device', () => {
  it('syncs the sessions and cards of the members it works with, and none of their other rows', async () => {
    const remote = new FakeRemote()
    remote.readsAll.add(USER_A)
    remote.serverWrite('sparks', spark(20, "a member's private spark", USER_B))
    remote.serverWrite('julboard_tasks', {
      id: id(21),
      user_id: USER_B,
      title: 'Card the advisor follows',
      description: null,
      status: 'todo',
      priority: 'medium',
      assigned_to: null,
      due_date: null,
      labels: [],
      created_at: '2026-11-21T09:00:00.000Z',
    })
    await leader(remote)
    expect((await tabs.db.mirror('julboard_tasks').toArray()).map((r) => r.title)).toEqual([
      'Card the advisor follows',
    ])
    expect(await tabs.db.mirror('sparks').count()).toBe(0)
    expect(remote.subscribed).toEqual([`sync:${USER_A}`, 'sync:rooms:staff'])

    remote.serverDelete('julboard_tasks', id(21))
    await tabs.advance(400)
    await tabs.idle()
    expect(await tabs.db.mirror('julboard_tasks').count()).toBe(0)
  })

  it('loses every member it held when it is no longer staff', async () => {
    const remote = new FakeRemote()
    remote.readsAll.add(USER_A)
    remote.serverWrite('sessions', {
      id: id(30),
      user_id: USER_B,
      title: 'Board preparation',
      description: null,
      session_type: null,
      start_time: '2026-11-25T09:00:00.000Z',
      end_time: null,
      status: 'scheduled',
      notes: null,
      meeting_url: null,
      recording_url: null,
      attendee_name: null,
      attendee_email: null,
      created_at: '2026-11-21T09:00:00.000Z',
    })
    const { engine } = await leader(remote)
    expect(await tabs.db.mirror('sessions').count()).toBe(1)
    remote.readsAll.delete(USER_A)
    engine.setOnline(true)
    await tabs.advance(0)
    await tabs.idle()
    expect(await tabs.db.mirror('sessions').count()).toBe(0)
  })
})
