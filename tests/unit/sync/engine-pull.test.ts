import { afterEach, describe, expect, it } from 'vitest'
import { KV } from '../../../sync/db/records.ts'
import { SESSION_A, Tabs } from './support/engine-harness.ts'
import { EXPIRED_TOKEN, FakeRemote } from './support/fake-remote.ts'
import { newSpark, sparksRepo, USER_A } from './support/fixtures.ts'

let tabs: Tabs
afterEach(async () => {
  await tabs.close()
})

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const spark = (n: number, content: string) => ({
  id: id(n),
  user_id: USER_A,
  ...newSpark(content),
  created_at: '2026-11-21T09:00:00.000Z',
})
const SERVER_ERROR = { status: 503, code: null, message: 'Service unavailable' }

async function leader(remote: FakeRemote, refreshed = SESSION_A) {
  tabs = new Tabs()
  return tabs.openLeader(remote, { refreshed })
}

describe('pulling after an expired token', () => {
  it('refreshes once and pulls the table again instead of calling it synced', async () => {
    const remote = new FakeRemote()
    remote.serverWrite('sparks', spark(1, 'on the server'))
    remote.failPull('sparks', EXPIRED_TOKEN)
    const { refreshSession } = await leader(remote)
    expect(refreshSession).toHaveBeenCalledTimes(1)
    expect((await tabs.db.mirror('sparks').toArray()).map((r) => r.content)).toEqual(['on the server'])
    expect((await tabs.db.kv.get(KV.firstPullDoneFor))?.value).toBe(USER_A)
  })

  it('keeps last_sync_time and hasSynced unset, and says why, while a table keeps refusing the token', async () => {
    const remote = new FakeRemote()
    remote.serverWrite('sparks', spark(1, 'on the server'))
    remote.failPull('sparks', EXPIRED_TOKEN)
    remote.failPull('sparks', EXPIRED_TOKEN)
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
})

describe('one failure does not stop the rest', () => {
  it('pulls the other tables when one table fails', async () => {
    const remote = new FakeRemote()
    remote.serverWrite('sparks', spark(1, 'pulled anyway'))
    remote.failPull('app_context_log', SERVER_ERROR)
    await leader(remote)
    expect(await tabs.db.mirror('sparks').count()).toBe(1)
    expect(await tabs.db.kv.get(KV.lastSyncTime)).toBeUndefined()
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

describe('catching up', () => {
  it('pulls, on a realtime join, the rows written since the last pull that no change event announced', async () => {
    const remote = new FakeRemote()
    await leader(remote)
    remote.tables.set(
      'sparks',
      new Map([[id(3), { ...spark(3, 'unannounced'), updated_at: '2026-11-21T11:00:00.000Z' }]]),
    )
    remote.requests.length = 0
    remote.emitJoin()
    await tabs.advance(0)
    await tabs.idle()
    expect((await tabs.db.mirror('sparks').toArray()).map((r) => r.content)).toEqual(['unannounced'])
    expect(remote.requests.filter((r) => r.op === 'pull').map((r) => r.table)).toEqual(['sparks'])
  })

  it('asks which tables changed when a tab becomes visible and every few minutes, pulling only those', async () => {
    const remote = new FakeRemote()
    const { engine } = await leader(remote)
    remote.tables.set(
      'sparks',
      new Map([[id(4), { ...spark(4, 'quiet change'), updated_at: '2026-11-21T11:00:00.000Z' }]]),
    )
    remote.requests.length = 0
    engine.catchUp()
    await tabs.advance(0)
    await tabs.idle()
    expect(remote.requests.map((r) => `${r.op}:${r.table}`)).toEqual(['probe:*', 'pull:sparks'])
    expect(await tabs.db.mirror('sparks').count()).toBe(1)
  })
})

/**
 * A server whose cross-group room only a pro member may read, holding one older message of it and
 * the member's subscription on `tier`; `setTier` changes both at once, as the server's RLS would.
 */
function tieredServer(tier: string) {
  const remote = new FakeRemote()
  let current = tier
  remote.visible = (table, row) =>
    table !== 'yel_room_messages' || row.room_type !== 'cross-group' || current === 'pro'
  remote.serverWrite(
    'yel_room_messages',
    {
      id: id(10),
      user_id: '00000000-0000-4000-8000-0000000000ff',
      room_type: 'cross-group',
      content: 'older pro-only message',
      message_type: 'text',
      is_from_advisor: false,
      target_user_ids: [],
      created_at: '2026-11-01T09:00:00.000Z',
    },
    '2026-11-01T09:00:00.000Z',
  )
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

const roomMessages = () => tabs.db.mirror('yel_room_messages').count()

describe('a change of tier', () => {
  it('brings the older rows a new tier may read after an upgrade, and drops them after a downgrade', async () => {
    const { remote, setTier } = tieredServer('free')
    await leader(remote)
    expect(await roomMessages()).toBe(0)
    setTier('pro')
    await tabs.advance(1_000)
    await tabs.idle()
    expect(await roomMessages()).toBe(1)
    setTier('free')
    await tabs.advance(1_000)
    await tabs.idle()
    expect(await roomMessages()).toBe(0)
  })

  it('still drops what a downgrade hid when the tab died before the re-read finished', async () => {
    const { remote, setTier } = tieredServer('pro')
    const first = await leader(remote)
    expect(await roomMessages()).toBe(1)

    setTier('free')
    // The change is noticed, then the re-read of the gated table fails, and the tab is gone.
    remote.failPull('yel_room_messages', SERVER_ERROR)
    await tabs.advance(1_000)
    await tabs.idle()
    await first.engine.stop()
    expect(await roomMessages()).toBe(1)

    const next = tabs.open(remote)
    next.engine.start()
    await next.engine.setSession(SESSION_A)
    await tabs.advance(0)
    await tabs.idle()
    expect(await roomMessages()).toBe(0)
  })

  it('reads a gated table again when its first read came before any tier was known, and the tier then fell', async () => {
    const { remote, setTier } = tieredServer('pro')
    for (const table of ['profiles', 'jul_memberships', 'mobile_subscriptions'])
      remote.failPull(table, SERVER_ERROR)
    await leader(remote)
    expect(await roomMessages()).toBe(1)

    setTier('free')
    await tabs.advance(60_000)
    await tabs.idle()
    expect((await tabs.db.mirror('mobile_subscriptions').toArray()).map((s) => s.tier)).toEqual(['free'])
    expect(await roomMessages()).toBe(0)
  })

  it('reads the gated table once on a first sync, after the tiers', async () => {
    const { remote } = tieredServer('pro')
    await leader(remote)
    const pulls = remote.requests.filter((r) => r.op === 'pull').map((r) => r.table)
    expect(pulls.filter((table) => table === 'yel_room_messages')).toEqual(['yel_room_messages'])
    expect(pulls.indexOf('mobile_subscriptions')).toBeLessThan(pulls.indexOf('yel_room_messages'))
  })
})
