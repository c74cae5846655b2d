import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { VERSIONS } from '../../../sync/db/versions/all-versions.ts'
import { FORM_TYPES, FormSubmissionInputSchema } from '../../../sync/outbox-tables.ts'
import { DIRECTION, dexieStoreOf } from '../../../sync/table-registry.ts'
import { NOT_MIRRORED, TABLES } from '../../../sync/tables.ts'
import { readSchema } from './support/sql-ddl.ts'

const MIGRATIONS = 'supabase/migrations'
const sql = readSchema(MIGRATIONS)

/** Rows of the README's "Table registry" table: name, owner column, whether clients push. */
function readmeRegistry(): Map<string, { owner: string | null; push: boolean }> {
  const text = readFileSync(`${MIGRATIONS}/README.md`, 'utf8')
  const section = text.split('## Table registry')[1]?.split('\n## ')[0] ?? ''
  const rows = new Map<string, { owner: string | null; push: boolean }>()
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim())
    const [, name, owner, push] = cells
    if (!name || !owner || !push || name === 'table' || name.startsWith('-')) continue
    const ownerColumn = owner === '—' ? null : (owner.split(/\s/)[0] ?? null)
    rows.set(name, { owner: ownerColumn, push: push.startsWith('yes') })
  }
  return rows
}

describe('the table registry and supabase/migrations', () => {
  it('mirror exactly the server tables, apart from the ones set aside with a reason', () => {
    const mirrored = TABLES.map((t) => t.name).sort()
    const expected = [...sql.keys()].filter((name) => !(name in NOT_MIRRORED)).sort()
    expect(mirrored).toEqual(expected)
    for (const name of Object.keys(NOT_MIRRORED)) expect(sql.has(name), `${name} exists in SQL`).toBe(true)
  })

  it('list the same columns for every mirrored table', () => {
    for (const table of TABLES) {
      const columns = sql
        .get(table.name)
        ?.columns.map((c) => c.name)
        .sort()
      expect(Object.keys(table.schema.shape).sort(), table.name).toEqual(columns)
    }
  })

  it('agree on nullability, so a pulled row always passes its zod schema', () => {
    for (const table of TABLES) {
      for (const column of sql.get(table.name)?.columns ?? []) {
        const shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }> = table.schema.shape
        const field = shape[column.name]
        expect(field?.safeParse(null).success, `${table.name}.${column.name} accepts null`).toBe(
          column.nullable || column.type === 'jsonb',
        )
      }
    }
  })

  it('never send generated columns', () => {
    for (const table of TABLES) {
      const generated =
        sql
          .get(table.name)
          ?.columns.filter((c) => c.generated)
          .map((c) => c.name) ?? []
      for (const column of generated)
        expect(table.readOnly ?? [], `${table.name}.${column}`).toContain(column)
    }
  })

  it('let devices push through sync_push to exactly the tables the registry pushes', () => {
    const migration = readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => readFileSync(`${MIGRATIONS}/${f}`, 'utf8'))
      .filter((text) => text.includes('function public.sync_push_tables()'))
      .at(-1)
    const body = migration?.split('function public.sync_push_tables()')[1]?.split('$$')[1] ?? ''
    const listed = [...body.matchAll(/'(\w+)'/g)].map((m) => m[1]).sort()
    const pushed = TABLES.filter((t) => t.direction === DIRECTION.push)
      .map((t) => t.name)
      .sort()
    expect(listed).toEqual(pushed)
  })

  it('match the owner column and push direction written in the migrations README', () => {
    const readme = readmeRegistry()
    for (const table of TABLES) {
      const row = readme.get(table.name)
      expect(row, `${table.name} is listed in the README`).toBeDefined()
      expect({ owner: table.owner, push: table.direction === DIRECTION.push }, table.name).toEqual(row)
    }
  })
})

describe('the outbox of public forms and supabase/migrations', () => {
  it('sends only columns form_submissions has, and exactly the form types its check allows', () => {
    const columns = sql.get('form_submissions')?.columns.map((c) => c.name) ?? []
    for (const key of Object.keys(FormSubmissionInputSchema.shape)) expect(columns).toContain(key)
    const migration = readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(`${MIGRATIONS}/${f}`, 'utf8'))
      .join('\n')
    const check = /form_type in \(([^)]*)\)/.exec(migration)?.[1] ?? ''
    expect([...check.matchAll(/'([a-z_]+)'/g)].map((m) => m[1])).toEqual([...FORM_TYPES])
  })
})

describe('the Dexie schema', () => {
  it('declares, in its newest version, one store per registry table with the registry indexes', () => {
    const newest = VERSIONS.at(-1)
    for (const table of TABLES) expect(newest?.stores[table.name], table.name).toBe(dexieStoreOf(table))
  })

  it('only ever moves forward', () => {
    const numbers = VERSIONS.map((v) => v.version)
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
    expect(new Set(numbers).size).toBe(numbers.length)
  })
})
