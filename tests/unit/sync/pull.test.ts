import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { PULL_PAGE_SIZE, pullTable, pullTombstones } from '../../../sync/pull/pull-table.ts'
import { FakeRemote } from './support/fake-remote.ts'
import { freshDatabase, newSpark, sparksRepo, USER_A, USER_B } from './support/fixtures.ts'

let db: JulDatabase
afterEach(async () => {
  vi.restoreAllMocks()
  await db?.delete()
})

const serverSpark = (id: string, content = id) => ({
  id,
  user_id: USER_A,
  ...newSpark(content),
  created_at: '2026-11-21T09:00:00.000Z',
})

function setup() {
  db = freshDatabase()
  const remote = new FakeRemote()
  const deps = { db, remote, now: () => Date.parse('2026-11-21T12:00:00.000Z'), userId: USER_A }
  return { remote, deps, local: () => db.mirror('sparks').orderBy('id').toArray() }
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('pullTable', () => {
  it('reads the whole table in pages of 1,000 on the first pull', async () => {
    const { remote, deps } = setup()
    for (let n = 0; n < 2_500; n++)
      remote.serverWrite('sparks', serverSpark(id(n)), '2026-11-21T10:00:00.000Z')
    expect(PULL_PAGE_SIZE).toBe(1000)
    expect(await pullTable(deps, 'sparks')).toEqual({ ok: true, rows: 2_500 })
    expect(await db.mirror('sparks').count()).toBe(2_500)
    // Rows sharing one updated_at still page correctly thanks to the id tie-break.
    expect(remote.requests.filter((r) => r.op === 'pull')).toHaveLength(3)
  })

  it('never skips a transaction that commits after a pull has read past its timestamp', async () => {
    const { remote, deps, local } = setup()
    remote.serverWrite('sparks', serverSpark(id(1), 'committed first'), '2026-11-21T10:00:05.000Z')
    await pullTable(deps, 'sparks')
    // Stamped at 10:00:04 (statement time) but visible only now, after the cursor reached 10:00:05.
    remote.serverWrite('sparks', serverSpark(id(2), 'committed late'), '2026-11-21T10:00:04.000Z')
    await pullTable(deps, 'sparks')
    expect((await local()).map((r) => r.content)).toEqual(['committed first', 'committed late'])
  })

  it('keeps the cursor at the newest row it has seen, and reads only the overlap afterwards', async () => {
    const { remote, deps } = setup()
    remote.serverWrite('sparks', serverSpark(id(1)), '2026-11-21T10:00:00.000Z')
    remote.serverWrite('sparks', serverSpark(id(2)), '2026-11-21T11:00:00.000Z')
    await pullTable(deps, 'sparks')
    await pullTable(deps, 'sparks')
    expect(await db.sync_state.get('sparks')).toMatchObject({
      cursor: { updatedAt: '2026-11-21T11:00:00.000Z', id: id(2) },
      last_sync_time: '2026-11-21T12:00:00.000Z',
    })
  })

  it('never overwrites a row that still has queue entries', async () => {
    const { remote, deps, local } = setup()
    const spark = await sparksRepo(db).insert(newSpark('my offline edit'))
    remote.serverWrite('sparks', { ...spark, content: 'older server copy' })
    await pullTable(deps, 'sparks')
    expect((await local()).map((r) => r.content)).toEqual(['my offline edit'])
  })

  it('takes the server row and re-applies the pending change when the device has no copy of it', async () => {
    const { remote, deps, local } = setup()
    remote.serverWrite('sparks', serverSpark(id(7), 'kept on the server'))
    // After a reset or a user switch: the entry survived, the mirror row did not.
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
    await pullTable(deps, 'sparks')
    expect(await local()).toMatchObject([{ id: id(7), content: 'kept on the server', is_favorited: true }])
  })

  it("does not hold back a pulled row because another user's entry touches it", async () => {
    const { remote, deps, local } = setup()
    const mine = await sparksRepo(db).insert(newSpark('local'))
    await db.pending_sync_data.toCollection().modify({ user_id: USER_B })
    remote.serverWrite('sparks', { ...mine, content: 'server version' })
    await pullTable(deps, 'sparks')
    expect((await local()).map((r) => r.content)).toEqual(['server version'])
  })

  it('fails without touching the cursor when the server cannot be reached', async () => {
    const { remote, deps } = setup()
    remote.offline = true
    expect((await pullTable(deps, 'sparks')).ok).toBe(false)
    expect(await db.sync_state.get('sparks')).toBeUndefined()
  })

  it('fails without touching the cursor when a page cannot be stored, and the next pull reads it all', async () => {
    const { remote, deps } = setup()
    for (let n = 0; n < 2_500; n++)
      remote.serverWrite('sparks', serverSpark(id(n)), '2026-11-21T10:00:00.000Z')
    // The first page fails while the second, already being written behind it, fails too.
    vi.spyOn(db.table('sparks'), 'bulkPut')
      .mockRejectedValueOnce(new Error('disk error'))
      .mockRejectedValueOnce(new Error('disk error again'))
    await expect(pullTable(deps, 'sparks')).rejects.toThrow('disk error')
    expect(await db.sync_state.get('sparks')).toBeUndefined()
    expect(await pullTable(deps, 'sparks')).toEqual({ ok: true, rows: 2_500 })
    expect(await db.mirror('sparks').count()).toBe(2_500)
  })
})

describe('pulling a table upserted on another unique key', () => {
  it("keeps one user_spark_notifications row when another device's upsert replaced the id", async () => {
    const { remote, deps } = setup()
    const base = {
      user_id: USER_A,
      last_viewed_spark_id: null,
      unread_count: 3,
      created_at: '2026-11-21T09:00:00Z',
    }
    remote.serverWrite('user_spark_notifications', { ...base, id: id(1) })
    await pullTable(deps, 'user_spark_notifications')
    remote.tables.get('user_spark_notifications')?.clear()
    remote.serverWrite('user_spark_notifications', { ...base, id: id(2), unread_count: 0 })
    await pullTable(deps, 'user_spark_notifications')
    const rows = await db.mirror('user_spark_notifications').toArray()
    expect(rows.map((r) => [r.id, r.unread_count])).toEqual([[id(2), 0]])
  })
})

describe('pullTombstones', () => {
  it('defect 6: deletes a row whose local copy carries a time from a clock 10 minutes fast', async () => {
    const { remote, deps, local } = setup()
    const fast = new Date(remote.clock + 10 * 60_000).toISOString()
    await db.table('sparks').put({ ...serverSpark(id(1)), updated_at: fast })
    remote.serverWrite('sparks', serverSpark(id(1)))
    remote.serverDelete('sparks', id(1))
    await pullTombstones(deps)
    expect(await local()).toEqual([])
  })

  it('keeps a row re-created after its delete: the server drops the tombstone then', async () => {
    const { remote, deps, local } = setup()
    remote.serverWrite('sparks', serverSpark(id(1)))
    remote.serverDelete('sparks', id(1))
    remote.serverWrite('sparks', serverSpark(id(1), 'back again'))
    await pullTable(deps, 'sparks')
    await pullTombstones(deps)
    await pullTombstones(deps)
    expect((await local()).map((r) => r.content)).toEqual(['back again'])
  })

  it('removes rows deleted on another device, except rows with local changes waiting', async () => {
    const { remote, deps, local } = setup()
    remote.serverWrite('sparks', serverSpark(id(1)))
    remote.serverWrite('sparks', serverSpark(id(2)))
    await pullTable(deps, 'sparks')
    await sparksRepo(db).update(id(2), { is_favorited: true })
    remote.serverDelete('sparks', id(1))
    remote.serverDelete('sparks', id(2))
    await pullTombstones(deps)
    expect((await local()).map((r) => r.id)).toEqual([id(2)])
  })
})
