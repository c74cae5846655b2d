import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { memberRange } from '../../../sync/public/member-range.ts'

class Notes extends Dexie {
  notes!: Dexie.Table<{ id: string; user_id: string; created_at: string }, string>
  constructor() {
    super(`member-range-${crypto.randomUUID()}`)
    this.version(1).stores({ notes: 'id, [user_id+created_at]' })
  }
}

let db: Notes | undefined
afterEach(async () => {
  await db?.delete()
  db = undefined
})

async function seeded() {
  db = new Notes()
  await db.notes.bulkPut([
    { id: 'a2', user_id: 'ada', created_at: '2026-11-02' },
    { id: 'b1', user_id: 'bob', created_at: '2026-11-01' },
    { id: 'a1', user_id: 'ada', created_at: '2026-11-01' },
    { id: 'a3', user_id: 'ada', created_at: '2026-11-03' },
    { id: 'x1', user_id: 'adam', created_at: '2026-11-01' },
  ])
  return db
}

describe('memberRange', () => {
  it("reads one member's rows of a compound index, in the index's order, and nobody else's", async () => {
    const notes = await seeded()
    const rows = await notes.notes
      .where('[user_id+created_at]')
      .between(...memberRange('ada'))
      .toArray()
    expect(rows.map((row) => row.id)).toEqual(['a1', 'a2', 'a3'])
  })

  it('starts at the given second part when there is one', async () => {
    const notes = await seeded()
    const rows = await notes.notes
      .where('[user_id+created_at]')
      .between(...memberRange('ada', '2026-11-02'))
      .toArray()
    expect(rows.map((row) => row.id)).toEqual(['a2', 'a3'])
  })

  it('reads nothing for a member with no rows', async () => {
    const notes = await seeded()
    expect(
      await notes.notes
        .where('[user_id+created_at]')
        .between(...memberRange('eve'))
        .count(),
    ).toBe(0)
  })
})
