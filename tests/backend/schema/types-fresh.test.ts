import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { generateTypes, migratedPglite } from '../../../supabase/scripts/gen-types.ts'
import { typesFilePath } from '../../../supabase/scripts/schema-sql.ts'

describe('supabase/types.gen.ts', () => {
  it('matches the schema the migrations build (run npx tsx supabase/scripts/gen-types.ts if not)', async () => {
    const db = await migratedPglite({ seeds: false })
    try {
      const fresh = await generateTypes(db)
      expect(await readFile(typesFilePath, 'utf8')).toBe(fresh)
    } finally {
      await db.close()
    }
  }, 120_000)

  it('describes every table with Row, Insert and Update, and generated columns as never written', async () => {
    const text = await readFile(typesFilePath, 'utf8')
    for (const table of ['sparks', 'yel_room_messages', 'jul_memberships', 'sync_tombstones']) {
      expect(text).toContain(`      ${table}: {\n        Row: {`)
    }
    expect(text).toContain('          membership_kind?: never')
  })
})
