import { MAX_ROWS } from '../config.ts'
import type { Tx } from '../db.ts'
import { quoteIdent, restError } from '../http-error.ts'
import { resolveTypes } from './cast.ts'
import {
  type Prefer,
  parseColumnsParam,
  parseFilters,
  parseOrder,
  parseSelect,
  selectCasts,
} from './parse.ts'

export interface RestRequest {
  params: URLSearchParams
  prefer: Prefer
  /** `Accept: application/vnd.pgrst.object+json` (`.single()`). */
  single: boolean
  head: boolean
}

export interface RestResult {
  status: number
  body: string | null
  headers: Record<string, string>
  /** Rows written, for mutations. */
  rows?: number
}

type JsonObject = Record<string, unknown>

export async function resolveTable(tx: Tx, name: string): Promise<string> {
  const found = await tx.query(
    `select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = $1::text and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [name],
  )
  if (found.length === 0) {
    throw restError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`)
  }
  return `public.${quoteIdent(name)}`
}

export async function primaryKey(tx: Tx, target: string): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `select a.attname::text as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::text::regclass and i.indisprimary order by a.attnum`,
    [target],
  )
  return rows.map((row) => row.name)
}

function nonNegativeInt(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name)
  if (raw === null) return undefined
  if (!/^\d{1,9}$/.test(raw)) throw restError(400, 'PGRST100', `"${name}" must be a non-negative integer`)
  return Number(raw)
}

const where = (conditions: string[]) =>
  conditions.length === 0 ? '' : ` where ${conditions.map((c) => `(${c})`).join(' and ')}`

export function notSingle(n: number) {
  return restError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  )
}

export function contentRange(offset: number, n: number, total: number | undefined): string {
  const suffix = total === undefined ? '*' : String(total)
  return n === 0 ? `*/${suffix}` : `${offset}-${offset + n - 1}/${suffix}`
}

/** The select list of the request, its casts resolved against the catalog. */
export async function selectList(tx: Tx, params: URLSearchParams): Promise<string> {
  const raw = params.get('select') ?? undefined
  return parseSelect(raw, await resolveTypes(tx, selectCasts(raw)))
}

const AGGREGATE = (select: string) =>
  `select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r) -> 0)::text as first, count(*)::int as n
     from (${select}) _r`

interface Aggregated {
  body: string
  first: string | null
  n: number
}

export async function readRows(tx: Tx, from: string, req: RestRequest): Promise<RestResult> {
  const { params } = req
  const conditions = parseFilters(params)
  const order = params.get('order')
  const limit = Math.min(nonNegativeInt(params, 'limit') ?? MAX_ROWS, MAX_ROWS)
  const offset = nonNegativeInt(params, 'offset') ?? 0
  const inner = `select ${await selectList(tx, params)} from ${from}${where(conditions)}${
    order ? ` order by ${parseOrder(order)}` : ''
  } limit ${limit} offset ${offset}`
  const [result] = await tx.query<Aggregated>(AGGREGATE(inner))
  const { body, first, n } = result as Aggregated
  let total: number | undefined
  if (req.prefer.count) {
    const [row] = await tx.query<{ n: number }>(`select count(*)::int as n from ${from}${where(conditions)}`)
    total = row?.n
  }
  if (req.single && n !== 1) throw notSingle(n)
  return {
    status: 200,
    body: req.head ? null : req.single ? first : body,
    headers: { 'Content-Range': contentRange(offset, n, total) },
  }
}

/** Runs an INSERT/UPDATE/DELETE, with RETURNING only when the client asked for the rows (RLS). */
async function mutate(
  tx: Tx,
  statement: string,
  bodyParam: string | null,
  req: RestRequest,
  successStatus: number,
): Promise<RestResult> {
  const params = bodyParam === null ? [] : [bodyParam]
  const wantRows = req.prefer.return === 'representation'
  let n: number
  let body: string | null = null
  if (wantRows) {
    const select = `select ${await selectList(tx, req.params)} from _m`
    const [row] = await tx.query<Aggregated>(
      `with _m as (${statement} returning *) ${AGGREGATE(select)}`,
      params,
    )
    const result = row as Aggregated
    n = result.n
    body = req.single ? result.first : result.body
  } else {
    n = await tx.run(statement, params)
  }
  if (req.single && n !== 1) throw notSingle(n)
  const status = wantRows ? successStatus : successStatus === 201 ? 201 : 204
  return {
    status,
    body,
    headers: { 'Content-Range': `*/${req.prefer.count ? n : '*'}` },
    rows: n,
  }
}

function objectRows(body: unknown): JsonObject[] {
  const rows = Array.isArray(body) ? body : [body]
  for (const row of rows) {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      throw restError(400, 'PGRST102', 'All object keys must match', 'every item must be a JSON object')
    }
  }
  return rows as JsonObject[]
}

export async function insertRows(tx: Tx, target: string, body: unknown, req: RestRequest) {
  const rows = objectRows(body)
  const listed = req.params.get('columns')
  const allColumns = listed
    ? parseColumnsParam(listed)
    : [...new Set(rows.flatMap((row) => Object.keys(row)))]
  let conflict = ''
  if (req.prefer.resolution !== undefined) {
    const onConflict = req.params.get('on_conflict')
    const keys = onConflict ? parseColumnsParam(onConflict) : await primaryKey(tx, target)
    if (keys.length === 0) {
      throw restError(
        400,
        '42P10',
        'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      )
    }
    conflict = ` on conflict (${keys.map(quoteIdent).join(', ')}) do `
  }
  const groups = req.prefer.missingDefault ? groupByKeys(rows, allColumns) : [{ columns: allColumns, rows }]
  const results: RestResult[] = []
  for (const group of groups) {
    const cols = group.columns.map(quoteIdent).join(', ')
    let onConflict = ''
    if (conflict !== '') {
      onConflict =
        req.prefer.resolution === 'ignore' || group.columns.length === 0
          ? `${conflict}nothing`
          : `${conflict}update set ${group.columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`
    }
    const statement =
      group.columns.length === 0
        ? `insert into ${target} default values${onConflict}`
        : `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, $1::text::json)${onConflict}`
    const times = group.columns.length === 0 ? group.rows.length : 1
    for (let i = 0; i < times; i++) {
      results.push(
        await mutate(
          tx,
          statement,
          group.columns.length === 0 ? null : JSON.stringify(group.rows),
          { ...req, single: false },
          201,
        ),
      )
    }
  }
  return mergeResults(results, req)
}

function groupByKeys(rows: JsonObject[], allowed: string[]) {
  const groups = new Map<string, { columns: string[]; rows: JsonObject[] }>()
  for (const row of rows) {
    const columns = allowed.filter((column) => Object.hasOwn(row, column))
    const key = JSON.stringify(columns)
    const group = groups.get(key) ?? { columns, rows: [] }
    group.rows.push(row)
    groups.set(key, group)
  }
  return [...groups.values()]
}

function mergeResults(results: RestResult[], req: RestRequest): RestResult {
  if (results.length === 1 && !req.single) return results[0] as RestResult
  const wantRows = req.prefer.return === 'representation'
  const items = results.flatMap((r) => (r.body === null ? [] : [r.body.slice(1, -1)].filter((s) => s !== '')))
  const n = results.reduce((sum, r) => sum + (r.rows ?? 0), 0)
  const arrayBody = `[${items.join(',')}]`
  const count = n
  if (req.single && count !== 1) throw notSingle(count)
  return {
    status: 201,
    body: wantRows ? (req.single ? (items[0] ?? null) : arrayBody) : null,
    headers: { 'Content-Range': `*/${req.prefer.count ? count : '*'}` },
  }
}

export async function updateRows(tx: Tx, target: string, body: unknown, req: RestRequest) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'PATCH needs one JSON object')
  }
  const conditions = parseFilters(req.params)
  if (conditions.length === 0) throw restError(400, '21000', 'UPDATE requires a WHERE clause')
  const columns = Object.keys(body)
  if (columns.length === 0) {
    return {
      status: req.prefer.return === 'representation' ? 200 : 204,
      body: req.prefer.return === 'representation' ? '[]' : null,
      headers: {},
    }
  }
  const cols = columns.map(quoteIdent).join(', ')
  const statement = `update ${target} set (${cols}) = (select ${cols} from json_populate_record(null::${target}, $1::text::json))${where(conditions)}`
  return mutate(tx, statement, JSON.stringify(body), req, 200)
}

export async function deleteRows(tx: Tx, target: string, req: RestRequest) {
  const conditions = parseFilters(req.params)
  if (conditions.length === 0) throw restError(400, '21000', 'DELETE requires a WHERE clause')
  return mutate(tx, `delete from ${target}${where(conditions)}`, null, req, 200)
}
