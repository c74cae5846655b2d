import { liveQuery } from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import type { JulDatabase } from '../../../sync/db/database.ts'
import { freshDatabase, newSpark, sparksRepo, USER_A } from './support/fixtures.ts'

let db: JulDatabase
afterEach(async () => {
  await db?.delete()
})

/** Resolves with the first value of `query` that `done` accepts. */
function until<T>(query: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => {
        if (!done(value)) return
        subscription.unsubscribe()
        resolve(value)
      },
      error: reject,
    })
  })
}

describe('repository inserts outside Dexie transactions', () => {
  it('still wake the live queries that read the mirror and the queue', async () => {
    db = freshDatabase()
    const titles = until(
      () => db.mirror('sparks').where('user_id').equals(USER_A).toArray(),
      (rows) => rows.length === 2,
    )
    const queued = until(
      () => db.pending_sync_data.count(),
      (count) => count === 2,
    )
    // Seen empty first: the queries run before the writes and must be woken by them.
    expect(await db.mirror('sparks').count()).toBe(0)
    const repo = sparksRepo(db)
    await repo.insert(newSpark('one'))
    await repo.insert(newSpark('two'))
    expect((await titles).map((row) => row.content).sort()).toEqual(['one', 'two'])
    expect(await queued).toBe(2)
  })
})
