import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { KV } from '../../../sync/db/records.ts'
import { PullPlan } from '../../../sync/pull/pull-plan.ts'
import { PULL_PAGE_SIZE, pullRound } from '../../../sync/pull/pull-round.ts'
import { readScopeState } from '../../../sync/pull/scope-state.ts'
import { FakeRemote } from './support/fake-remote.ts'
import { freshDatabase, newSpark, sparksRepo, USER_A, USER_B } from './support/fixtures.ts'

let db: JulDatabase
afterEach(async () => {
  vi.restoreAllMocks()
  await db?.delete()
})

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const serverSpark = (rowId: string, content = rowId, owner = USER_A) => ({
  id: rowId,
  user_id: owner,
  ...newSpark(content),
  created_at: '2026-11-21T09:00:00.000Z',
})

async function setup() {
  db = freshDatabase()
  await db.kv.bulkPut([
    { key: KV.leaderEpoch, value: 1 },
    { key: KV.mirrorOwner, value: USER_A },
  ])
  const remote = new FakeRemote()
  remote.users.set('token-a', USER_A)
  remote.actAs('token-a')
  const plan = new PullPlan()
  const deps = {
    db,
    remote,
    now: () => remote.clock,
    userId: USER_A,
    fence: { epoch: 1, userId: USER_A, aborted: () => false },
    refreshSession: async () => true,
  }
  /** One round over every scope, as the engine runs it on lead, `online` and resume. */
  const round = () => {
    plan.markAll()
    return pullRound(deps, plan)
  }
  const sparks = async () => (await db.mirror('sparks').orderBy('id').toArray()).map((r) => r.content)
  const scopeRequests = () => remote.requests.filter((r) => r.op === 'scopes')
  return { remote, plan, deps, round, sparks, scopeRequests }
}

describe('reading scopes', () => {
  it('reads a first sync in pages of 1,000 rows across the scopes, then answers a probe with no rows', async () => {
    const { remote, round, scopeRequests } = await setup()
    for (let n = 0; n < 2_500; n++) remote.serverWrite('sparks', serverSpark(id(n)))
    expect(PULL_PAGE_SIZE).toBe(1000)
    expect(await round()).toMatchObject({ kind: 'done', error: null })
    expect(await db.mirror('sparks').count()).toBe(2_500)
    // The scope list arrives with the first answer; the rooms it names are read in the same round.
    expect(scopeRequests().length).toBeLessThanOrEqual(4)
    remote.requests.length = 0
    await round()
    expect(scopeRequests()).toEqual([expect.objectContaining({ rows: 0 })])
  })

  it('never skips a transaction that commits after a pull has read past its version', async () => {
    const { remote, round, sparks } = await setup()
    await round()
    const late = remote.beginTransaction()
    late.write('sparks', serverSpark(id(1), 'committed late'))
    remote.serverWrite('sparks', serverSpark(id(2), 'committed first'))
    await round()
    expect(await sparks()).toEqual(['committed first'])
    late.commit()
    await round()
    expect(await sparks()).toEqual(['committed late', 'committed first'])
  })

  it('reads again only what concurrent transactions wrote, and not the rows it already holds', async () => {
    const { remote, round, scopeRequests } = await setup()
    await round()
    const late = remote.beginTransaction()
    for (let n = 0; n < 20; n++) remote.serverWrite('sparks', serverSpark(id(100 + n), `settled ${n}`))
    await round()
    late.write('sparks', serverSpark(id(1), 'late'))
    late.commit()
    remote.requests.length = 0
    await round()
    // The 20 rows above the horizon the last pass met are held already: only the late row comes.
    expect(scopeRequests().map((r) => r.rows)).toEqual([1])
    remote.requests.length = 0
    await round()
    expect(scopeRequests().map((r) => r.rows)).toEqual([0])
  })

  it('goes on where an interrupted read stopped', async () => {
    const { remote, plan, deps } = await setup()
    for (let n = 0; n < 1_500; n++) remote.serverWrite('sparks', serverSpark(id(n)))
    vi.spyOn(db.table('sparks'), 'bulkPut').mockRejectedValueOnce(new Error('disk full'))
    plan.markAll()
    await expect(pullRound(deps, plan)).rejects.toThrow('disk full')
    await pullRound(deps, plan)
    expect(await db.mirror('sparks').count()).toBe(1_500)
    expect((await readScopeState(db, `user:${USER_A}`))?.pass).toBeNull()
  })

  it('keeps the server from sending back rows this device wrote and was answered for', async () => {
    const { remote, round, scopeRequests } = await setup()
    await round()
    const mine = { ...serverSpark(id(9), 'written here'), sync_xid: '0' }
    // What the push answer leaves in the mirror: the server's row, with its version.
    const stored = remote.serverWrite('sparks', mine)
    await db.table('sparks').put(stored)
    remote.requests.length = 0
    await round()
    expect(scopeRequests().map((r) => r.rows)).toEqual([0])
  })
})

describe('what pulled rows meet on the device', () => {
  it('never overwrites a row that still has queue entries', async () => {
    const { remote, round, sparks } = await setup()
    const spark = await sparksRepo(db).insert(newSpark('my offline edit'))
    remote.serverWrite('sparks', { ...spark, content: 'older server copy' })
    await round()
    expect(await sparks()).toEqual(['my offline edit'])
  })

  it('takes the server row and re-applies the pending change when the device has no copy of it', async () => {
    const { remote, round } = await setup()
    remote.serverWrite('sparks', serverSpark(id(7), 'kept on the server'))
    await db.pending_sync_data.add({
      id: 'entry-7',
      table: 'sparks',
      action: 'update',
      data: { is_favorited: true },
      timestamp: 1,
      row_id: id(7),
      user_id: USER_A,
      status: 'pending',
      attempts: 0,
      error: null,
    })
    await round()
    expect(await db.mirror('sparks').toArray()).toMatchObject([
      { id: id(7), content: 'kept on the server', is_favorited: true },
    ])
  })

  it("does not hold back a pulled row because another user's entry touches it", async () => {
    const { remote, round, sparks } = await setup()
    const mine = await sparksRepo(db).insert(newSpark('local'))
    await db.pending_sync_data.toCollection().modify({ user_id: USER_B })
    remote.serverWrite('sparks', { ...mine, content: 'server version' })
    await round()
    expect(await sparks()).toEqual(['server version'])
  })

  it("keeps one user_spark_notifications row when another device's upsert replaced the id", async () => {
    const { remote, round } = await setup()
    const base = {
      user_id: USER_A,
      last_viewed_spark_id: null,
      unread_count: 3,
      created_at: '2026-11-21T09:00:00Z',
    }
    remote.serverWrite('user_spark_notifications', { ...base, id: id(1) })
    await round()
    remote.tables.get('user_spark_notifications')?.clear()
    remote.serverWrite('user_spark_notifications', { ...base, id: id(2), unread_count: 0 })
    await round()
    const rows = await db.mirror('user_spark_notifications').toArray()
    expect(rows.map((r) => [r.id, r.unread_count])).toEqual([[id(2), 0]])
  })

  it('fails without moving any scope when the server cannot be reached', async () => {
    const { remote, round } = await setup()
    remote.offline = true
    expect(await round()).toMatchObject({ kind: 'done', retry: true, error: { status: 0 } })
    expect(await readScopeState(db, `user:${USER_A}`)).toBeNull()
  })
})

describe('deletes and lost access', () => {
  it('removes rows deleted elsewhere, except rows with local changes waiting', async () => {
    const { remote, round } = await setup()
    remote.serverWrite('sparks', serverSpark(id(1)))
    remote.serverWrite('sparks', serverSpark(id(2)))
    await round()
    await sparksRepo(db).update(id(2), { is_favorited: true })
    remote.serverDelete('sparks', id(1))
    remote.serverDelete('sparks', id(2))
    await round()
    expect((await db.mirror('sparks').toArray()).map((r) => r.id)).toEqual([id(2)])
  })

  it('deletes a row whatever time its local copy carries: versions are the server’s', async () => {
    const { remote, round } = await setup()
    remote.serverWrite('sparks', serverSpark(id(1)))
    await round()
    const fast = new Date(remote.clock + 10 * 60_000).toISOString()
    await db.table('sparks').update(id(1), { updated_at: fast })
    remote.serverDelete('sparks', id(1))
    await round()
    expect(await db.mirror('sparks').count()).toBe(0)
  })

  it('keeps a row re-created after its delete: the server drops the tombstone then', async () => {
    const { remote, round, sparks } = await setup()
    remote.serverWrite('sparks', serverSpark(id(1)))
    await round()
    remote.serverDelete('sparks', id(1))
    remote.serverWrite('sparks', serverSpark(id(1), 'back again'))
    await round()
    expect(await sparks()).toEqual(['back again'])
  })

  it('takes a message off the device of a member removed from its targets, and leaves it with the others', async () => {
    const { remote, round } = await setup()
    const message = {
      id: id(5),
      user_id: USER_B,
      room_type: 'julius',
      content: 'for two members',
      message_type: 'text',
      is_from_advisor: true,
      target_user_ids: [USER_A, '00000000-0000-4000-8000-0000000000cc'],
      created_at: '2026-11-21T09:00:00.000Z',
    }
    remote.serverWrite('yel_room_messages', message)
    await round()
    expect(await db.mirror('yel_room_messages').count()).toBe(1)
    remote.serverWrite('yel_room_messages', {
      ...message,
      target_user_ids: ['00000000-0000-4000-8000-0000000000cc'],
    })
    await round()
    expect(await db.mirror('yel_room_messages').count()).toBe(0)
  })

  it('keeps a room message that now reaches this member only as a target, though the room lost it', async () => {
    const { remote, round } = await setup()
    const message = {
      id: id(6),
      user_id: USER_B,
      room_type: 'peer',
      content: 'first for everyone',
      message_type: 'text',
      is_from_advisor: true,
      target_user_ids: [] as string[],
      created_at: '2026-11-21T09:00:00.000Z',
    }
    remote.serverWrite('yel_room_messages', message)
    await round()
    remote.serverWrite('yel_room_messages', { ...message, target_user_ids: [USER_A] })
    await round()
    expect(await db.mirror('yel_room_messages').toArray()).toMatchObject([{ target_user_ids: [USER_A] }])
  })

  it('reads a scope again from scratch when the tombstones it missed were compacted, dropping what is gone', async () => {
    const { remote, round, sparks } = await setup()
    remote.serverWrite('sparks', serverSpark(id(1), 'deleted while away'))
    remote.serverWrite('sparks', serverSpark(id(2), 'still there'))
    await round()
    remote.serverDelete('sparks', id(1))
    remote.compactTombstones()
    await round()
    expect(await sparks()).toEqual(['still there'])
    expect((await readScopeState(db, `user:${USER_A}`))?.since).not.toBeNull()
  })
})
