import { afterEach, describe, expect, it } from 'vitest'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { REFETCH_CHUNK, REFETCH_KEY, refetchRows, requestRefetch } from '../../../sync/pull/refetch.ts'
import { FakeRemote } from './support/fake-remote.ts'
import { freshDatabase } from './support/fixtures.ts'

let db: JulDatabase
afterEach(async () => {
  await db?.delete()
})

const listed = async () =>
  ((await db.kv.get(REFETCH_KEY))?.value as Array<{ rowId: string }> | undefined) ?? []
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('refetchRows', () => {
  it('defect 4: keeps a row asked for while the request ran (a Discard meanwhile) for the next time', async () => {
    db = freshDatabase()
    const remote = new FakeRemote()
    await requestRefetch(db, [{ table: 'sparks', rowId: id(1) }])
    const held = remote.holdNext()
    const running = refetchRows(db, remote)
    await new Promise((resolve) => setTimeout(resolve, 20))
    await requestRefetch(db, [{ table: 'sparks', rowId: id(2) }])
    held.release()
    expect(await running).toEqual({ ok: true })
    expect((await listed()).map((r) => r.rowId)).toEqual([id(2)])
  })

  it(`asks for at most ${REFETCH_CHUNK} rows per request, so the address stays short`, async () => {
    db = freshDatabase()
    const remote = new FakeRemote()
    const rows = Array.from({ length: 2 * REFETCH_CHUNK + 50 }, (_, n) => ({ table: 'sparks', rowId: id(n) }))
    await requestRefetch(db, rows)
    expect(await refetchRows(db, remote)).toEqual({ ok: true })
    expect(remote.requests.map((r) => r.rows)).toEqual([REFETCH_CHUNK, REFETCH_CHUNK, 50])
    expect(await listed()).toEqual([])
  })

  it('keeps every row listed when its request fails', async () => {
    db = freshDatabase()
    const remote = new FakeRemote()
    const rows = Array.from({ length: REFETCH_CHUNK + 1 }, (_, n) => ({ table: 'sparks', rowId: id(n) }))
    await requestRefetch(db, rows)
    remote.failPull('*', { status: 0, code: null, message: 'Failed to fetch' })
    expect((await refetchRows(db, remote)).ok).toBe(false)
    expect(await listed()).toHaveLength(REFETCH_CHUNK + 1)
  })
})
