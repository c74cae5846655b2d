import { afterEach, describe, expect, it } from 'vitest'
import { DATABASE_NAME, JulDatabase } from '../../../sync/db/database.ts'
import { mayHoldLocalDatabase } from '../../../sync/public/local-presence.ts'

let db: JulDatabase | null = null
afterEach(async () => {
  await db?.delete()
  db = null
})

describe('whether the browser may hold unsent changes', () => {
  it('answers no on a first visit, without creating the database', async () => {
    expect(await mayHoldLocalDatabase(indexedDB)).toBe(false)
    expect((await indexedDB.databases()).map((info) => info.name)).not.toContain(DATABASE_NAME)
  })

  it('answers yes once the sync database exists', async () => {
    db = new JulDatabase()
    await db.open()
    expect(await mayHoldLocalDatabase(indexedDB)).toBe(true)
  })

  it('answers yes when the browser cannot list its databases, or refuses to', async () => {
    expect(await mayHoldLocalDatabase({})).toBe(true)
    expect(await mayHoldLocalDatabase(undefined)).toBe(true)
    expect(await mayHoldLocalDatabase({ databases: () => Promise.reject(new Error('private mode')) })).toBe(
      true,
    )
  })
})
