import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { STORAGE_FULL_MESSAGE } from '../../../sync/public/errors.ts'
import { createRepository } from '../../../sync/public/repositories.ts'
import { freshDatabase, newSpark, sparksRepo, USER_A } from './support/fixtures.ts'

let db: JulDatabase
afterEach(async () => {
  vi.restoreAllMocks()
  await db?.delete()
})

describe('repositories', () => {
  it('writes the row and its queue entry together, with a client-generated UUID and the owner', async () => {
    db = freshDatabase()
    const spark = await sparksRepo(db).insert(newSpark('hello'))
    expect(spark.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await db.mirror('sparks').get(spark.id)).toMatchObject({ content: 'hello', user_id: USER_A })
    const [entry] = await db.pending_sync_data.toArray()
    expect(entry).toMatchObject({
      table: 'sparks',
      action: 'insert',
      row_id: spark.id,
      user_id: USER_A,
      status: 'pending',
    })
    expect(entry?.data).not.toHaveProperty('updated_at')
    expect(entry?.data).toMatchObject({ id: spark.id, content: 'hello' })
  })

  it('queues only the fields that changed, and nothing for a no-op update', async () => {
    db = freshDatabase()
    const repo = sparksRepo(db)
    const spark = await repo.insert(newSpark('same'))
    await repo.update(spark.id, { content: 'same', is_favorited: true })
    await repo.update(spark.id, { is_favorited: true })
    const entries = await db.pending_sync_data.orderBy('seq').toArray()
    expect(entries.map((e) => [e.action, e.data])).toEqual([
      ['insert', expect.objectContaining({ content: 'same' })],
      ['update', { is_favorited: true }],
    ])
  })

  it('updates a row read from the server that the device does not hold, starting from that row', async () => {
    db = freshDatabase()
    const repo = sparksRepo(db)
    const server = await repo.insert(newSpark('from the server'))
    await db.mirror('sparks').clear()
    await db.pending_sync_data.clear()
    await expect(repo.update(server.id, { is_favorited: true })).rejects.toThrow(/No sparks row/)

    await repo.update(server.id, { is_favorited: true }, { base: server })
    expect(await db.mirror('sparks').get(server.id)).toMatchObject({
      content: 'from the server',
      is_favorited: true,
    })
    const [entry] = await db.pending_sync_data.toArray()
    expect(entry).toMatchObject({ action: 'update', row_id: server.id, data: { is_favorited: true } })
  })

  it("keeps the device's own copy over a base row, and refuses a base row of another id", async () => {
    db = freshDatabase()
    const repo = sparksRepo(db)
    const spark = await repo.insert(newSpark('edited here'))
    const other = await repo.insert(newSpark('another'))
    await repo.update(spark.id, { is_favorited: true }, { base: { ...spark, content: 'stale copy' } })
    expect(await db.mirror('sparks').get(spark.id)).toMatchObject({
      content: 'edited here',
      is_favorited: true,
    })
    await expect(repo.update(spark.id, { is_favorited: false }, { base: other })).rejects.toThrow(
      /not sparks row/,
    )
  })

  it('refuses invalid rows before anything is written', async () => {
    db = freshDatabase()
    await expect(
      sparksRepo(db).insert({ ...newSpark('x'), is_favorited: 'yes' as unknown as boolean }),
    ).rejects.toThrow()
    expect(await db.mirror('sparks').count()).toBe(0)
    expect(await db.pending_sync_data.count()).toBe(0)
  })

  it('reports a full disk with a clear message and leaves nothing half-written', async () => {
    db = freshDatabase()
    const repo = sparksRepo(db)
    // The row is already queued in the transaction when its queue entry is refused.
    const add = IDBObjectStore.prototype.add
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === 'pending_sync_data') throw new DOMException('full', 'QuotaExceededError')
      return add.apply(this, args)
    })
    await expect(repo.insert(newSpark('too big'))).rejects.toThrow(STORAGE_FULL_MESSAGE)
    expect(await db.mirror('sparks').count()).toBe(0)
    expect(await db.pending_sync_data.count()).toBe(0)
  })

  it('refuses to write without a signed-in user', async () => {
    db = freshDatabase()
    await expect(sparksRepo(db, () => null).insert(newSpark('anon'))).rejects.toThrow(
      'Sign in to save changes.',
    )
  })

  it('keeps a blob in the attachments store in the same transaction as the row that points at it', async () => {
    db = freshDatabase()
    const repo = createRepository({ db, userId: () => USER_A }, 'media_items')
    const blob = new Blob(['jpeg bytes'], { type: 'image/jpeg' })
    await repo.insert(
      {
        type: 'photo',
        title: null,
        description: null,
        content: null,
        photo_url: 'u',
        file_url: null,
        location: null,
        tags: [],
      },
      {
        attachments: [
          { bucket: 'quickadd-photos', path: `${USER_A}/1.jpg`, blob, contentType: 'image/jpeg' },
        ],
      },
    )
    expect(await db.attachments.toArray()).toMatchObject([
      { bucket: 'quickadd-photos', status: 'waiting', user_id: USER_A },
    ])
  })

  it('announces each committed write so the leader syncs 1 s later', async () => {
    db = freshDatabase()
    const onQueued = vi.fn()
    const repo = createRepository({ db, userId: () => USER_A, onQueued }, 'sparks')
    await repo.insert(newSpark('ping'))
    expect(onQueued).toHaveBeenCalledTimes(1)
  })
})
