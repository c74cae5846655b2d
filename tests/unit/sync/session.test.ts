import { afterEach, describe, expect, it } from 'vitest'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { KV } from '../../../sync/db/records.ts'
import { applySessionChange } from '../../../sync/session.ts'
import { freshDatabase, newSpark, sparksRepo, USER_A, USER_B } from './support/fixtures.ts'

let db: JulDatabase
afterEach(async () => {
  await db?.delete()
})

async function signedInWithOneSpark() {
  db = freshDatabase()
  await applySessionChange(db, USER_A)
  const spark = await sparksRepo(db).insert(newSpark('mine'))
  return spark
}

describe('sign-out', () => {
  it("clears the signed-out user's mirror once their queue has drained", async () => {
    await signedInWithOneSpark()
    await db.pending_sync_data.clear()
    await applySessionChange(db, null)
    expect(await db.mirror('sparks').count()).toBe(0)
    expect(await db.kv.get(KV.heldForUser)).toBeUndefined()
  })

  it('keeps the mirror and the queue, with a warning, while entries are still unsent', async () => {
    await signedInWithOneSpark()
    await applySessionChange(db, null)
    expect(await db.mirror('sparks').count()).toBe(1)
    expect(await db.pending_sync_data.count()).toBe(1)
    expect((await db.kv.get(KV.heldForUser))?.value).toEqual({ userId: USER_A, count: 1 })
  })

  it("hides the previous account's rows from the next one but keeps their unsent entries", async () => {
    await signedInWithOneSpark()
    await applySessionChange(db, null)
    await applySessionChange(db, USER_B)
    expect(await db.mirror('sparks').count()).toBe(0)
    expect(await db.pending_sync_data.where('user_id').equals(USER_A).count()).toBe(1)
    expect((await db.kv.get(KV.heldForUser))?.value).toEqual({ userId: USER_A, count: 1 })
  })

  it('drops the warning when the same user signs back in', async () => {
    await signedInWithOneSpark()
    await applySessionChange(db, null)
    await applySessionChange(db, USER_A)
    expect(await db.kv.get(KV.heldForUser)).toBeUndefined()
    expect(await db.mirror('sparks').count()).toBe(1)
  })
})
