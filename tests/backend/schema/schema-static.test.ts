import { readFile } from 'node:fs/promises'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateTypes, migratedPglite } from '../../../supabase/scripts/gen-types.ts'
import { typesFilePath } from '../../../supabase/scripts/schema-sql.ts'
import { TABLES } from '../../../sync/tables.ts'
import { readmeRegistry } from '../support/readme-registry.ts'

// Facts about the migrated schema that need no server: one in-process PGlite with the migrations.

describe('the migrated schema', () => {
  let db: PGlite
  const names = async (sql: string) => (await db.query<{ name: string }>(sql)).rows.map((r) => r.name).sort()

  beforeAll(async () => {
    db = await migratedPglite({ seeds: false })
  }, 120_000)
  afterAll(async () => {
    await db.close()
  })

  it('matches supabase/types.gen.ts (run npx tsx supabase/scripts/gen-types.ts if not)', async () => {
    expect(await readFile(typesFilePath, 'utf8')).toBe(await generateTypes(db))
  })

  it('reads the README registry (34 synced tables), so the checks below are not vacuous', async () => {
    expect((await readmeRegistry()).length).toBe(34)
  })

  it('protects every public table with row-level security', async () => {
    const unprotected = await names(`select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`)
    expect(unprotected).toEqual([])
  })

  it('gives every synced table a uuid id, created_at and a server-set updated_at', async () => {
    const registry = (await readmeRegistry()).filter((r) => r.table !== 'sync_tombstones')
    const withTrigger = await names(`select c.relname as name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'set_updated_at' and not t.tgisinternal`)
    const withUuidId = await names(`select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'`)
    const withCreatedAt = await names(`select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'created_at' and is_nullable = 'NO'`)
    for (const { table } of registry) {
      expect(withTrigger, table).toContain(table)
      expect(withUuidId, table).toContain(table)
      expect(withCreatedAt, table).toContain(table)
    }
  })

  it('versions, tracks removals and sends wake-ups on every pulled table, and on no push-only one', async () => {
    const pulled = TABLES.filter((t) => !t.pushOnly)
      .map((t) => t.name)
      .sort()
    for (const fn of ['sync_version', 'sync_track_scopes', 'sync_send_wake_ups']) {
      const tables = await names(`select distinct c.relname as name from pg_trigger t
        join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where p.proname = '${fn}' and c.relname <> 'sync_tombstones'`)
      expect(tables, fn).toEqual(pulled)
    }
    const deferred = await names(`select distinct c.relname as name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'sync_send_wake_ups' and t.tginitdeferred`)
    expect(deferred, 'wake-ups are sent at commit').toEqual(pulled)
  })

  it('publishes to supabase_realtime exactly the tables the README marks as realtime', async () => {
    const published = await names(`select tablename as name from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public'`)
    const marked = (await readmeRegistry()).filter((r) => r.realtime).map((r) => r.table)
    expect(published).toEqual(marked.sort())
  })

  it('has the owner column the README names on every table', async () => {
    for (const { table, owner } of await readmeRegistry()) {
      if (owner === null) continue
      const columns = await names(`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = '${table}'`)
      expect(columns, table).toContain(owner)
    }
  })
})
