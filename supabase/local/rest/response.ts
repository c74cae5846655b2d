import type { Tx } from '../db.ts'
import { restError } from '../http-error.ts'
import type { QualifiedName } from './catalog.ts'
import { Params } from './filter-sql.ts'
import { bodySql, contentTypeOf, explainSql, type Media } from './media.ts'
import type { Prefer } from './prefer.ts'
import type { QueryParams } from './query-params.ts'
import { buildReadPlan } from './read-plan.ts'
import { countSql, readSql } from './read-sql.ts'
import type { SchemaCache } from './schema-cache.ts'

export interface RestRequest {
  query: QueryParams
  prefer: Prefer
  media: Media
  head: boolean
  /** The schema of the request's profile (Accept-Profile / Content-Profile). */
  schema: string
  maxRows: number | null
  schemaCache: SchemaCache
  postgrestVersion: 12 | 13
}

export interface RestResult {
  status: number
  body: string | null
  headers: Record<string, string>
}

export function notSingle(n: number, version: 12 | 13) {
  return restError(
    406,
    'PGRST116',
    version === 12
      ? 'JSON object requested, multiple (or no) rows returned'
      : 'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  )
}

/** PostgREST's Content-Range: `first-last/total`, `*` where unknown or empty. */
export function contentRange(offset: number, n: number, total: number | undefined): string {
  const suffix = total === undefined ? '*' : String(total)
  return n === 0 || total === 0 ? `*/${suffix}` : `${offset}-${offset + n - 1}/${suffix}`
}

/** 206 when the page holds fewer rows than the total, 416 when the offset is past it. */
export function readStatus(offset: number, n: number, total: number | undefined): number {
  if (total === undefined) return 200
  if (offset > total) return 416
  return n < total ? 206 : 200
}

export const rangeError = (offset: number, total: number) =>
  restError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  )

interface Shaped {
  n: number
  body: string
  total: number | null
}

export interface ShapeOptions {
  /** A statement yielding the rows (a write with RETURNING, a function call); else the table itself. */
  source?: { sql: string; params: Params }
  /** Whether the root's filters and range apply here (reads and RPC) or went to the write. */
  rootFilters: boolean
  withCount: boolean
  /** A function's scalar result: one value, or a set of them, in column `pgrst_scalar`. */
  scalar?: 'one' | 'set'
}

/**
 * Shapes rows as the request asked: its select (with embeds) over `pgrst_source`, counted when asked,
 * in the negotiated media type.
 */
export async function shapeRows(
  tx: Tx,
  table: QualifiedName,
  req: RestRequest,
  options: ShapeOptions,
): Promise<Shaped> {
  const { source, scalar } = options
  const params = source?.params ?? new Params()
  const plan = await buildReadPlan(tx, { table, fromCte: source !== undefined }, req.query, {
    rootFilters: options.rootFilters,
    maxRows: req.maxRows,
    schemaCache: req.schemaCache,
    postgrestVersion: req.postgrestVersion,
  })
  const read = source?.sql ?? readSql(plan.root, plan, params)
  const shaped =
    source === undefined || scalar ? 'SELECT * FROM pgrst_source' : readSql(plan.root, plan, params)
  const count = options.withCount ? `, pgrst_source_count AS (${countSql(plan.root, params)})` : ''
  const { media } = req
  const body = scalar !== undefined ? scalarBodySql(scalar) : bodySql(media.kind === 'plan' ? ARRAY : media)
  const statement = `WITH pgrst_source AS (${read})${count}
     SELECT ${options.withCount ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)' : 'null'}::int AS total,
            pg_catalog.count(_postgrest_t)::int AS n, ${body} AS body
       FROM (${shaped}) _postgrest_t`
  if (media.kind === 'plan') {
    const rows = await tx.query<{ 'QUERY PLAN': unknown }>(explainSql(media) + statement, params.values)
    const lines = rows.map((r) => r['QUERY PLAN'])
    const plan =
      media.format === 'json'
        ? JSON.stringify(typeof lines[0] === 'string' ? JSON.parse(lines[0]) : lines[0])
        : lines.join('\n')
    return { n: 1, body: plan, total: null }
  }
  const [row] = await tx.query<Shaped>(statement, params.values)
  return row as Shaped
}

const ARRAY = { kind: 'array', stripNulls: false } as const

const scalarBodySql = (scalar: 'one' | 'set') =>
  scalar === 'one'
    ? `coalesce(json_agg(_postgrest_t.pgrst_scalar)->0, 'null')::text`
    : `coalesce(json_agg(_postgrest_t.pgrst_scalar), '[]')::text`

/** The planner's row estimate for the root's filters (`count=planned`, and `estimated` past max-rows). */
export async function plannedCount(tx: Tx, table: QualifiedName, req: RestRequest): Promise<number> {
  const plan = await buildReadPlan(tx, { table, fromCte: false }, req.query, {
    rootFilters: true,
    maxRows: req.maxRows,
    schemaCache: req.schemaCache,
    postgrestVersion: req.postgrestVersion,
  })
  const params = new Params()
  const sql = countSql(plan.root, params)
  const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params.values)
  const explained = row?.['QUERY PLAN']
  const parsed = (typeof explained === 'string' ? JSON.parse(explained) : explained) as [
    { Plan: { 'Plan Rows': number } },
  ]
  return parsed[0].Plan['Plan Rows']
}

export const contentType = (media: Media) => ({ 'Content-Type': contentTypeOf(media) })
