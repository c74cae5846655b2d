import { afterEach, describe, expect, it } from 'vitest'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { discardFailed, exportQueue, importQueue, retryFailed } from '../../../sync/public/queue.ts'
import { REFETCH_KEY } from '../../../sync/pull/refetch.ts'
import { freshDatabase, newSpark, sparksRepo, USER_A, USER_B } from './support/fixtures.ts'

let db: JulDatabase
afterEach(async () => {
  await db?.delete()
})

describe('queue transfer', () => {
  it("imports the spec's legacy pending_sync_data entries once, giving ownerless ones to the user", async () => {
    db = freshDatabase()
    const legacy = [
      {
        id: 'legacy-1',
        table: 'sparks',
        action: 'insert',
        data: { id: 'row-1', content: 'old' },
        timestamp: 1,
      },
      {
        id: 'legacy-2',
        table: 'sparks',
        action: 'update',
        data: { id: 'row-1', is_favorited: true },
        timestamp: '2025-11-01T08:41:00Z',
      },
      { table: 'not_a_table', action: 'insert', data: {} },
    ]
    expect(await importQueue(db, legacy, USER_A)).toEqual({ imported: 2, skipped: 1 })
    expect(await importQueue(db, legacy, USER_A)).toEqual({ imported: 0, skipped: 1 })
    const entries = await db.pending_sync_data.orderBy('seq').toArray()
    expect(entries.map((e) => [e.id, e.row_id, e.user_id, e.status])).toEqual([
      ['legacy-1', 'row-1', USER_A, 'pending'],
      ['legacy-2', 'row-1', USER_A, 'pending'],
    ])
  })

  it('survives the build-stamp reset: export, wipe, import keeps order and owners', async () => {
    db = freshDatabase()
    await sparksRepo(db).insert(newSpark('one'))
    await sparksRepo(db, () => USER_B).insert(newSpark('two'))
    const saved = JSON.parse(JSON.stringify(await exportQueue(db)))
    await db.delete()
    db = freshDatabase()
    await importQueue(db, saved, USER_A)
    expect(
      (await db.pending_sync_data.orderBy('seq').toArray()).map((e) => [e.data.content, e.user_id]),
    ).toEqual([
      ['one', USER_A],
      ['two', USER_B],
    ])
  })

  it('puts the carried-over entries before anything written after the reset, so a later delete stays last', async () => {
    db = freshDatabase()
    const spark = await sparksRepo(db).insert(newSpark('deleted right after the reload'))
    const saved = JSON.parse(JSON.stringify(await exportQueue(db)))
    await db.delete()
    db = freshDatabase()
    // The tab deleted the spark before the queue its reset carried over was imported.
    await sparksRepo(db).remove(spark.id)
    await importQueue(db, saved, USER_A)
    expect((await db.pending_sync_data.orderBy('seq').toArray()).map((e) => [e.action, e.row_id])).toEqual([
      ['insert', spark.id],
      ['delete', spark.id],
    ])
  })

  it('retries a failed write in its original place and discards another with a refetch of its row', async () => {
    db = freshDatabase()
    const repo = sparksRepo(db)
    const a = await repo.insert(newSpark('a'))
    const b = await repo.insert(newSpark('b'))
    await db.pending_sync_data.toCollection().modify({ status: 'failed', error: 'nope' })
    const [ea, eb] = await db.pending_sync_data.orderBy('seq').toArray()
    await retryFailed(db, [ea?.id ?? ''])
    await discardFailed(db, [eb?.id ?? ''])
    expect((await db.pending_sync_data.toArray()).map((e) => [e.row_id, e.status])).toEqual([
      [a.id, 'pending'],
    ])
    expect((await db.kv.get(REFETCH_KEY))?.value).toEqual([{ table: 'sparks', rowId: b.id }])
  })

  it('discards a file still on the device with its change, and leaves one already in storage for the lane to remove', async () => {
    db = freshDatabase()
    const repo = sparksRepo(db)
    await repo.insert(newSpark('photo uploaded, row refused'))
    await repo.insert(newSpark('photo never sent'))
    await db.pending_sync_data.toCollection().modify({ status: 'failed', error: 'refused' })
    const [sent, unsent] = await db.pending_sync_data.orderBy('seq').toArray()
    const file = (id: string, entryId: string | undefined, status: 'uploaded' | 'waiting') => ({
      id,
      bucket: 'quickadd-photos',
      path: `${USER_A}/${id.repeat(64)}.jpg`,
      blob: new Blob([new Uint8Array(10)]),
      content_type: 'image/jpeg',
      user_id: USER_A,
      status,
      error: null,
      created_at: 1,
      entry_id: entryId ?? null,
    })
    await db.attachments.bulkAdd([file('a', sent?.id, 'uploaded'), file('b', unsent?.id, 'waiting')])
    await discardFailed(db, [sent?.id ?? '', unsent?.id ?? ''])
    const left = await db.attachments.toArray()
    expect(left.map((f) => [f.id, f.status, f.entry_id])).toEqual([['a', 'discarded', null]])
  })
})
