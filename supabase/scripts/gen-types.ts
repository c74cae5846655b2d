// Generates supabase/types.gen.ts from the live schema, in the shape `supabase gen types typescript`
// produces, using an in-process PGlite with the migrations applied (no server, no Docker).
// Run: npx tsx supabase/scripts/gen-types.ts
import { writeFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import { schemaSql, typesFilePath } from './schema-sql.ts'

interface ColumnInfo {
  table_name: string
  column_name: string
  is_nullable: 'YES' | 'NO'
  data_type: string
  udt_name: string
  column_default: string | null
  is_identity: 'YES' | 'NO'
  is_generated: 'ALWAYS' | 'NEVER'
  table_type: 'BASE TABLE' | 'VIEW'
}

interface RelationshipInfo {
  table_name: string
  constraint_name: string
  columns: string[]
  referenced_table: string
  referenced_columns: string[]
  is_one_to_one: boolean
}

interface FunctionInfo {
  name: string
  arg_names: string[] | null
  arg_types: string[]
  /** How many of the last arguments have defaults (so a call may leave them out). */
  arg_defaults: number
  /** The OUT / TABLE columns of a function that returns rows of its own shape. */
  table_names: string[] | null
  table_types: string[] | null
  return_type: string
  returns_set: boolean
}

/** The query surface the generator needs; PGlite and node-postgres both fit through a small adapter. */
export interface Queryable {
  query<T>(sql: string): Promise<{ rows: T[] }>
}

const SCALAR_TYPES: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
}

function tsType(udtName: string): string {
  if (udtName.startsWith('_')) return `${tsType(udtName.slice(1))}[]`
  return SCALAR_TYPES[udtName] ?? 'string'
}

const COLUMNS_SQL = `
  select c.table_name, c.column_name, c.is_nullable, c.data_type, c.udt_name, c.column_default,
    c.is_identity, c.is_generated, t.table_type
  from information_schema.columns c
  join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
  where c.table_schema = 'public'
  order by c.table_name, c.column_name`

const RELATIONSHIPS_SQL = `
  select rel.relname as table_name, con.conname as constraint_name,
    array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
    ref.relname as referenced_table,
    array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as referenced_columns,
    exists (select 1 from pg_constraint u where u.conrelid = con.conrelid and u.contype in ('p', 'u')
      and u.conkey::int2[] operator(pg_catalog.@>) con.conkey::int2[]
      and u.conkey::int2[] operator(pg_catalog.<@) con.conkey::int2[]) as is_one_to_one
  from pg_constraint con
  join pg_class rel on rel.oid = con.conrelid
  join pg_namespace n on n.oid = rel.relnamespace
  join pg_class ref on ref.oid = con.confrelid
  join pg_namespace rn on rn.oid = ref.relnamespace
  where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
  order by rel.relname, con.conname`

const FUNCTIONS_SQL = `
  select p.proname as name, p.proargnames as arg_names,
    array(select t::regtype::text from unnest(p.proargtypes) t) as arg_types,
    p.pronargdefaults::int as arg_defaults,
    array(select a.name from unnest(p.proargnames, p.proargmodes) with ordinality as a(name, mode, n)
      where a.mode = 't' order by a.n) as table_names,
    array(select t::regtype::text from unnest(p.proallargtypes, p.proargmodes) with ordinality as a(t, mode, n)
      where a.mode = 't' order by a.n) as table_types,
    rt.typname as return_type, p.proretset as returns_set
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = 'public' and p.prokind = 'f' and rt.typname <> 'trigger'
  order by p.proname`

const ARG_TYPES: Record<string, string> = {
  boolean: 'boolean',
  integer: 'number',
  bigint: 'number',
  numeric: 'number',
  jsonb: 'Json',
  json: 'Json',
}

/** A regtype name ('text[]', 'integer') as TypeScript. */
function argType(regtype: string): string {
  if (regtype.endsWith('[]')) return `${argType(regtype.slice(0, -2))}[]`
  return ARG_TYPES[regtype] ?? 'string'
}

function columnLines(columns: ColumnInfo[], kind: 'Row' | 'Insert' | 'Update'): string[] {
  return columns.map((c) => {
    const type = `${tsType(c.udt_name)}${c.is_nullable === 'YES' ? ' | null' : ''}`
    if (kind === 'Row') return `          ${c.column_name}: ${type}`
    if (c.is_generated === 'ALWAYS') return `          ${c.column_name}?: never`
    const optional =
      kind === 'Update' || c.is_nullable === 'YES' || c.column_default !== null || c.is_identity === 'YES'
    return `          ${c.column_name}${optional ? '?' : ''}: ${type}`
  })
}

function relationshipLines(relationships: RelationshipInfo[]): string[] {
  if (relationships.length === 0) return ['        Relationships: []']
  const items = relationships.flatMap((r) => [
    '          {',
    `            foreignKeyName: ${JSON.stringify(r.constraint_name)}`,
    `            columns: ${JSON.stringify(r.columns)}`,
    `            isOneToOne: ${r.is_one_to_one}`,
    `            referencedRelation: ${JSON.stringify(r.referenced_table)}`,
    `            referencedColumns: ${JSON.stringify(r.referenced_columns)}`,
    '          },',
  ])
  return ['        Relationships: [', ...items, '        ]']
}

function relationBlock(name: string, columns: ColumnInfo[], relationships: RelationshipInfo[]): string[] {
  const isView = columns[0]?.table_type === 'VIEW'
  const lines = [`      ${name}: {`, '        Row: {', ...columnLines(columns, 'Row'), '        }']
  if (!isView) {
    lines.push('        Insert: {', ...columnLines(columns, 'Insert'), '        }')
    lines.push('        Update: {', ...columnLines(columns, 'Update'), '        }')
  }
  lines.push(...relationshipLines(relationships), '      }')
  return lines
}

function functionBlock(fn: FunctionInfo): string[] {
  const names = fn.arg_names ?? []
  const firstDefault = fn.arg_types.length - fn.arg_defaults
  // Arguments with defaults may be left out (supabase-js sends only what it is given).
  const args =
    fn.arg_types.length === 0
      ? 'never'
      : `{ ${fn.arg_types
          .map((t, i) => `${names[i] ?? `arg${i}`}${i >= firstDefault ? '?' : ''}: ${argType(t)}`)
          .join('; ')} }`
  const columns = fn.table_names ?? []
  const row =
    columns.length > 0
      ? `{ ${columns.map((name, i) => `${name}: ${argType(fn.table_types?.[i] ?? 'text')}`).join('; ')} }`
      : tsType(fn.return_type)
  const returns = `${row}${fn.returns_set ? '[]' : ''}`
  return [`      ${fn.name}: {`, `        Args: ${args}`, `        Returns: ${returns}`, '      }']
}

function section(name: string, body: string[]): string[] {
  return body.length === 0
    ? [`    ${name}: {`, '      [_ in never]: never', '    }']
    : [`    ${name}: {`, ...body, '    }']
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return groups
}

const HELPERS = `
type PublicSchema = Database['public']

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']
export type Views<T extends keyof PublicSchema['Views']> = PublicSchema['Views'][T] extends { Row: infer R }
  ? R
  : never
`

/** Renders the types file from a database that has the migrations applied. */
export async function generateTypes(db: Queryable): Promise<string> {
  const columns = (await db.query<ColumnInfo>(COLUMNS_SQL)).rows
  const relationships = (await db.query<RelationshipInfo>(RELATIONSHIPS_SQL)).rows
  const functions = (await db.query<FunctionInfo>(FUNCTIONS_SQL)).rows
  const byTable = groupBy(columns, (c) => c.table_name)
  const relsByTable = groupBy(relationships, (r) => r.table_name)
  const tables: string[] = []
  const views: string[] = []
  for (const [name, cols] of byTable) {
    const block = relationBlock(name, cols, relsByTable.get(name) ?? [])
    ;(cols[0]?.table_type === 'VIEW' ? views : tables).push(...block)
  }
  const lines = [
    '// Generated by supabase/scripts/gen-types.ts from the migrations. Do not edit: run',
    '// `npx tsx supabase/scripts/gen-types.ts` after changing a migration.',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]',
    '',
    'export type Database = {',
    '  __InternalSupabase: {',
    "    PostgrestVersion: '12'",
    '  }',
    '  public: {',
    ...section('Tables', tables),
    ...section('Views', views),
    ...section('Functions', functions.flatMap(functionBlock)),
    ...section('Enums', []),
    ...section('CompositeTypes', []),
    '  }',
    '}',
  ]
  return `${lines.join('\n')}\n${HELPERS}`
}

/** An in-memory PGlite with boot SQL and migrations applied, as the local server would have it. */
export async function migratedPglite(options: { seeds: boolean }): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pgcrypto, uuid_ossp } })
  await db.exec('set search_path = "$user", public, extensions')
  for (const file of await schemaSql(options)) {
    try {
      await db.transaction((tx) => tx.exec(file.sql))
    } catch (error) {
      throw new Error(`${file.name}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return db
}

async function main(): Promise<void> {
  const db = await migratedPglite({ seeds: false })
  try {
    await writeFile(typesFilePath, await generateTypes(db))
  } finally {
    await db.close()
  }
  console.log(`wrote ${typesFilePath}`)
}

if (process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  await main()
}
