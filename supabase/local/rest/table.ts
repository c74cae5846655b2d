import type { Tx } from '../db.ts'
import { quoteIdent, restError } from '../http-error.ts'
import { type QualifiedName, sqlName } from './catalog.ts'
import { Params } from './filter-sql.ts'
import { buildReadPlan } from './read-plan.ts'
import { logicSql } from './read-sql.ts'
import {
  contentRange,
  contentType,
  notSingle,
  plannedCount,
  type RestRequest,
  type RestResult,
  rangeError,
  readStatus,
  shapeRows,
} from './response.ts'

export async function readRows(tx: Tx, table: QualifiedName, req: RestRequest): Promise<RestResult> {
  const { count } = req.prefer
  const shaped = await shapeRows(tx, table, req, {
    rootFilters: true,
    withCount: count === 'exact' || count === 'estimated',
  })
  let total = shaped.total ?? undefined
  if (count === 'planned') total = await plannedCount(tx, table, req)
  if (count === 'estimated' && total !== undefined && (req.maxRows === null || total > req.maxRows)) {
    total = Math.max(total, await plannedCount(tx, table, req))
  }
  if (req.media.kind === 'object' && shaped.n !== 1) throw notSingle(shaped.n, req.postgrestVersion)
  const offset = req.query.ranges.find((r) => r.path.length === 0)?.value.offset ?? 0
  const status = readStatus(offset, shaped.n, total)
  if (status === 416) throw rangeError(offset, total ?? 0)
  return {
    status,
    body: req.head ? null : shaped.body,
    headers: { 'Content-Range': contentRange(offset, shaped.n, total), ...contentType(req.media) },
  }
}

/** The root's filters and logic trees as the WHERE of an UPDATE or DELETE. */
async function mutationWhere(
  tx: Tx,
  table: QualifiedName,
  req: RestRequest,
  params: Params,
): Promise<string[]> {
  const query = { ...req.query, select: [], order: [], ranges: [] }
  const plan = await buildReadPlan(tx, { table, fromCte: false }, query, {
    rootFilters: true,
    maxRows: null,
    schemaCache: req.schemaCache,
    postgrestVersion: req.postgrestVersion,
  })
  return plan.root.where.map((logic) => logicSql(plan.root, logic, params))
}

/**
 * Runs a write. With return=representation it becomes `WITH pgrst_source AS (… RETURNING …)` shaped
 * like a read; otherwise it runs bare, since RETURNING would make RLS demand a SELECT policy.
 */
export async function mutate(
  tx: Tx,
  table: QualifiedName,
  statement: string,
  params: Params,
  req: RestRequest,
): Promise<{ n: number; body: string | null }> {
  if (req.prefer.return === 'representation' || req.media.kind === 'plan') {
    const source = { sql: `${statement} RETURNING ${sqlName(table)}.*`, params }
    const shaped = await shapeRows(tx, table, req, { source, rootFilters: false, withCount: false })
    return { n: shaped.n, body: shaped.body }
  }
  return { n: await tx.run(statement, params.values), body: null }
}

export function checkAffected(req: RestRequest, n: number) {
  if (req.media.kind === 'object' && n !== 1) throw notSingle(n, req.postgrestVersion)
  const max = req.prefer.maxAffected
  if (req.prefer.strict && max !== undefined && n > max) {
    throw restError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${n} rows`,
    )
  }
}

/** The answer to a write: its rows when asked for (`status`), else no body (`minimalStatus`). */
export const withRows = (
  req: RestRequest,
  status: number,
  minimalStatus: number,
  range: string,
  body: string | null,
): RestResult =>
  req.prefer.return === 'representation' || req.media.kind === 'plan'
    ? {
        status: req.media.kind === 'plan' ? 200 : status,
        body: req.head ? null : body,
        headers: { 'Content-Range': range, ...contentType(req.media) },
      }
    : { status: minimalStatus, body: null, headers: { 'Content-Range': range } }

export async function updateRows(tx: Tx, table: QualifiedName, body: unknown, req: RestRequest) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'PATCH needs one JSON object')
  }
  const params = new Params()
  const columns = Object.keys(body)
  const payload = params.add(JSON.stringify(body))
  const conditions = await mutationWhere(tx, table, req, params)
  if (conditions.length === 0) throw restError(400, '21000', 'UPDATE requires a WHERE clause')
  if (columns.length === 0) return withRows(req, 200, 204, '*/*', '[]')
  const cols = columns.map(quoteIdent).join(', ')
  const statement = `UPDATE ${sqlName(table)} SET (${cols}) = (SELECT ${cols} FROM json_populate_record(null::${sqlName(table)}, ${payload}::json)) WHERE ${conditions.map((c) => `(${c})`).join(' AND ')}`
  const { n, body: rows } = await mutate(tx, table, statement, params, req)
  checkAffected(req, n)
  const total = req.prefer.count ? n : undefined
  return withRows(req, 200, 204, contentRange(0, n, total), rows)
}

export async function deleteRows(tx: Tx, table: QualifiedName, req: RestRequest) {
  const params = new Params()
  const conditions = await mutationWhere(tx, table, req, params)
  if (conditions.length === 0) throw restError(400, '21000', 'DELETE requires a WHERE clause')
  const statement = `DELETE FROM ${sqlName(table)} WHERE ${conditions.map((c) => `(${c})`).join(' AND ')}`
  const { n, body: rows } = await mutate(tx, table, statement, params, req)
  checkAffected(req, n)
  return withRows(req, 200, 204, `*/${req.prefer.count ? n : '*'}`, rows)
}
