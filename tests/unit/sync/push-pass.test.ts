import { afterEach, describe, expect, it } from 'vitest'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { ENTRY_STATUS } from '../../../sync/protocol.ts'
import { MAX_BATCH_BYTES, MAX_BATCH_ROWS } from '../../../sync/push/plan.ts'
import { DELETE_NOT_APPLIED, pushPass, UPDATE_NOT_APPLIED } from '../../../sync/push/push-pass.ts'
import { FakeRemote, NETWORK_ERROR, RLS_ERROR } from './support/fake-remote.ts'
import { freshDatabase, newSpark, sparksRepo, USER_A, USER_B } from './support/fixtures.ts'

let db: JulDatabase
afterEach(async () => {
  await db?.delete()
})

function setup() {
  db = freshDatabase()
  const remote = new FakeRemote()
  let refreshes = 0
  const refresh = async () => {
    refreshes++
    return true
  }
  const push = (userId = USER_A) => pushPass({ db, remote, userId, refreshSession: refresh })
  return { remote, push, repo: sparksRepo(db), refreshes: () => refreshes }
}

const queue = (db: JulDatabase) => db.pending_sync_data.orderBy('seq').toArray()

describe('pushPass', () => {
  it('drains queued inserts in one request and leaves the server holding each row once', async () => {
    const { remote, push, repo } = setup()
    for (const text of ['one', 'two', 'three']) await repo.insert(newSpark(text))
    expect(await push()).toEqual({ kind: 'drained', sent: 3 })
    expect(remote.rows('sparks').map((r) => r.content)).toEqual(['one', 'two', 'three'])
    expect(remote.requests.filter((r) => r.op === 'insert')).toEqual([
      { op: 'insert', table: 'sparks', rows: 3 },
    ])
    expect(await queue(db)).toEqual([])
  })

  it('retries an insert whose acknowledgement was lost without duplicating the row', async () => {
    const { remote, push, repo } = setup()
    const spark = await repo.insert(newSpark('only once'))
    remote.cue('lose-ack')
    expect(await push()).toEqual({ kind: 'retry', error: NETWORK_ERROR })
    expect(await queue(db)).toHaveLength(1)
    expect(await push()).toEqual({ kind: 'drained', sent: 1 })
    expect(remote.rows('sparks').filter((r) => r.id === spark.id)).toHaveLength(1)
  })

  it("never reverts another device's later edit when an insert is sent again after a lost answer", async () => {
    const { remote, push, repo } = setup()
    const spark = await repo.insert(newSpark('first words'))
    remote.cue('lose-ack')
    expect((await push()).kind).toBe('retry')
    const landed = remote.rows('sparks')[0] ?? {}
    remote.serverWrite('sparks', { ...landed, content: 'edited on the laptop' })
    expect(await push()).toEqual({ kind: 'drained', sent: 1 })
    expect(remote.rows('sparks').map((r) => [r.id, r.content])).toEqual([[spark.id, 'edited on the laptop']])
  })

  it('sends a change made while the insert was unanswered even though the resent insert is ignored', async () => {
    const { remote, push, repo } = setup()
    const spark = await repo.insert(newSpark('draft'))
    remote.cue('lose-ack')
    await push()
    await repo.update(spark.id, { is_favorited: true })
    expect(await push()).toEqual({ kind: 'drained', sent: 2 })
    expect(remote.rows('sparks')).toEqual([expect.objectContaining({ content: 'draft', is_favorited: true })])
  })

  it(`caps a request at ${MAX_BATCH_ROWS} rows and ${MAX_BATCH_BYTES / 1024} KB`, async () => {
    const { remote, push, repo } = setup()
    for (let n = 0; n < MAX_BATCH_ROWS + 50; n++) await repo.insert(newSpark(`row ${n}`))
    expect(await push()).toEqual({ kind: 'drained', sent: MAX_BATCH_ROWS + 50 })
    expect(remote.requests.map((r) => r.rows)).toEqual([MAX_BATCH_ROWS, 50])
    remote.requests.length = 0
    const big = 'x'.repeat(MAX_BATCH_BYTES / 3)
    for (let n = 0; n < 4; n++) await repo.insert(newSpark(`${big}${n}`))
    expect(await push()).toEqual({ kind: 'drained', sent: 4 })
    expect(remote.requests.map((r) => r.rows)).toEqual([2, 2])
  })

  it('splits a batch the server keeps failing with 5xx, and parks the one row that keeps failing', async () => {
    const { remote, push, repo } = setup()
    for (const text of ['one', 'poison', 'three', 'four']) await repo.insert(newSpark(text))
    const timeout = { status: 504, code: null, message: 'Gateway timeout' }
    remote.refuse((_t, row) => row.content === 'poison', timeout)
    const outcomes = []
    for (let pass = 0; pass < 12; pass++) outcomes.push((await push()).kind)
    expect(outcomes.at(-1)).toBe('drained')
    expect(
      remote
        .rows('sparks')
        .map((r) => r.content)
        .sort(),
    ).toEqual(['four', 'one', 'three'])
    expect(await queue(db)).toMatchObject([{ status: 'failed', error: 'Gateway timeout' }])
    expect(remote.requests.filter((r) => r.rows === 1).length).toBeLessThan(12)
  })

  it('keeps every entry while offline, without counting that against them, and sends them back online', async () => {
    const { remote, push, repo } = setup()
    await repo.insert(newSpark('offline'))
    remote.offline = true
    for (let pass = 0; pass < 10; pass++) expect((await push()).kind).toBe('retry')
    expect(await queue(db)).toMatchObject([{ status: 'pending', attempts: 0 }])
    remote.offline = false
    expect(await push()).toEqual({ kind: 'drained', sent: 1 })
  })

  it('keeps the entry on a 500 and on a 429', async () => {
    const { remote, push, repo } = setup()
    await repo.insert(newSpark('busy'))
    remote.cue(
      { status: 500, code: null, message: 'boom' },
      { status: 429, code: null, message: 'slow down' },
    )
    expect((await push()).kind).toBe('retry')
    expect((await push()).kind).toBe('retry')
    expect(await push()).toEqual({ kind: 'drained', sent: 1 })
  })

  it('refreshes the session once on a 401 and then sends', async () => {
    const { remote, push, repo, refreshes } = setup()
    await repo.insert(newSpark('token expired'))
    remote.cue({ status: 401, code: 'PGRST301', message: 'JWT expired' })
    expect(await push()).toEqual({ kind: 'drained', sent: 1 })
    expect(refreshes()).toBe(1)
    expect(remote.rows('sparks')).toHaveLength(1)
  })

  it('keeps the entries waiting when the server refuses the token again after a refresh', async () => {
    const { remote, push, repo, refreshes } = setup()
    await repo.insert(newSpark('token still refused'))
    const expired = { status: 401, code: 'PGRST303', message: 'JWT expired' }
    remote.cue(expired, expired)
    expect(await push()).toEqual({ kind: 'retry', error: expired })
    expect(refreshes()).toBe(1)
    expect(await queue(db)).toMatchObject([{ status: 'pending', error: null }])
  })

  it('sets a refused row aside with the server message and still sends the other rows', async () => {
    const { remote, push, repo } = setup()
    await repo.insert(newSpark('fine 1'))
    const bad = await repo.insert(newSpark('forbidden'))
    await repo.insert(newSpark('fine 2'))
    remote.refuse((_t, row) => row.content === 'forbidden')
    expect(await push()).toEqual({ kind: 'drained', sent: 2 })
    expect(
      remote
        .rows('sparks')
        .map((r) => r.content)
        .sort(),
    ).toEqual(['fine 1', 'fine 2'])
    const [failed] = await queue(db)
    expect(failed).toMatchObject({
      row_id: bad.id,
      status: ENTRY_STATUS.failed,
      error: `${RLS_ERROR.message} (42501)`,
    })
  })

  it('keeps later changes of a refused row waiting behind it, in order', async () => {
    const { remote, push, repo } = setup()
    const bad = await repo.insert(newSpark('forbidden'))
    remote.refuse((_t, row) => row.content === 'forbidden')
    await push()
    await repo.update(bad.id, { is_favorited: true })
    const other = await repo.insert(newSpark('other'))
    expect(await push()).toEqual({ kind: 'drained', sent: 1 })
    expect(remote.rows('sparks').map((r) => r.id)).toEqual([other.id])
    expect((await queue(db)).map((e) => [e.action, e.status])).toEqual([
      ['insert', 'failed'],
      ['update', 'pending'],
    ])
  })

  it('sends updates with only the changed fields, and a delete is idempotent', async () => {
    const { remote, push, repo } = setup()
    const spark = await repo.insert(newSpark('edit me'))
    await push()
    await repo.update(spark.id, { is_favorited: true, content: 'edit me' })
    const sent: Array<Record<string, unknown>> = []
    const update = remote.update.bind(remote)
    remote.update = (table, pk, ids, patch) => {
      sent.push(patch)
      return update(table, pk, ids, patch)
    }
    await push()
    expect(sent).toEqual([{ is_favorited: true }])
    await repo.remove(spark.id)
    remote.cue('lose-ack')
    expect((await push()).kind).toBe('retry')
    expect(await push()).toEqual({ kind: 'drained', sent: 1 })
    expect(remote.rows('sparks')).toEqual([])
  })

  it('moves an update the server silently skipped (row gone or hidden by RLS) to the failed list', async () => {
    const { remote, push, repo } = setup()
    const spark = await repo.insert(newSpark('soon gone'))
    await push()
    remote.tables.get('sparks')?.delete(spark.id)
    await repo.update(spark.id, { is_archived: true })
    await push()
    expect(await queue(db)).toMatchObject([{ status: 'failed', error: UPDATE_NOT_APPLIED }])
  })

  it('keeps a delete the server silently skipped (RLS) as a failed entry that says so', async () => {
    const { remote, push, repo } = setup()
    const spark = await repo.insert(newSpark('not mine to delete'))
    await push()
    remote.protect((_t, row) => row.id === spark.id)
    await repo.remove(spark.id)
    expect(await push()).toEqual({ kind: 'drained', sent: 0 })
    expect(remote.rows('sparks').map((r) => r.id)).toEqual([spark.id])
    expect(await queue(db)).toMatchObject([{ action: 'delete', status: 'failed', error: DELETE_NOT_APPLIED }])
  })

  it('counts a delete of a row that is already gone as done', async () => {
    const { remote, push, repo } = setup()
    const spark = await repo.insert(newSpark('deleted elsewhere'))
    await push()
    remote.serverDelete('sparks', spark.id)
    await repo.remove(spark.id)
    expect(await push()).toEqual({ kind: 'drained', sent: 1 })
    expect(await queue(db)).toEqual([])
  })

  it("never sends another user's entries with the current session", async () => {
    const { remote, push, repo } = setup()
    await repo.insert(newSpark('from A'))
    expect(await push(USER_B)).toEqual({ kind: 'drained', sent: 0 })
    expect(remote.requests).toEqual([])
    expect(await queue(db)).toHaveLength(1)
  })
})
