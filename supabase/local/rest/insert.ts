import type { Tx } from '../db.ts'
import { quoteIdent, restError } from '../http-error.ts'
import { columnsOf, primaryKey, type QualifiedName, sqlName } from './catalog.ts'
import { Params } from './filter-sql.ts'
import type { RestRequest, RestResult } from './response.ts'
import { checkAffected, mutate, withRows } from './table.ts'

type JsonObject = Record<string, unknown>

function objectRows(body: unknown): JsonObject[] {
  const rows = Array.isArray(body) ? body : [body]
  for (const row of rows) {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      throw restError(400, 'PGRST102', 'All object keys must match', 'every item must be a JSON object')
    }
  }
  return rows as JsonObject[]
}

/** `set_config('pgrst.inserted', …)` counts inserted rows against updated ones, as PostgREST does. */
const INSERTED = (delta: '+' | '-') =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${delta} 1)::text, true)`

/**
 * The rows of the payload as a record set of the table's row type. With `missing=default`, each
 * object is laid over the defaults of the listed columns (evaluated per row, as PostgREST does), so
 * a key left out gets the column's default instead of null.
 */
async function payloadRows(
  tx: Tx,
  table: QualifiedName,
  columns: string[],
  req: RestRequest,
  payload: string,
) {
  if (!req.prefer.missingDefault)
    return `jsonb_populate_recordset(null::${sqlName(table)}, ${payload}::jsonb)`
  const defaults = (await columnsOf(tx, table)).filter((c) => c.default !== null && columns.includes(c.name))
  if (defaults.length === 0) return `jsonb_populate_recordset(null::${sqlName(table)}, ${payload}::jsonb)`
  const overlay = defaults.map((c) => `${quoteLiteralName(c.name)}, ${c.default}`).join(', ')
  return `jsonb_populate_recordset(null::${sqlName(table)}, (SELECT jsonb_agg(jsonb_build_object(${overlay}) || elem) FROM jsonb_array_elements(${payload}::jsonb) elem))`
}

/** A column name from the catalog as a SQL string literal (a JSON key). */
const quoteLiteralName = (name: string) => `'${name.replaceAll("'", "''")}'`

export async function insertRows(
  tx: Tx,
  table: QualifiedName,
  body: unknown,
  req: RestRequest,
): Promise<RestResult> {
  const rows = objectRows(body)
  const columns = req.query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const params = new Params()
  const payload = params.add(JSON.stringify(rows))
  const merge = req.prefer.resolution === 'merge'
  const cols = columns.map(quoteIdent).join(', ')
  const source =
    columns.length === 0
      ? `SELECT FROM jsonb_array_elements(${payload}::jsonb) _`
      : `SELECT ${cols} FROM ${await payloadRows(tx, table, columns, req, payload)} pgrst_body`
  let conflict = ''
  if (req.prefer.resolution !== undefined) {
    const keys = req.query.onConflict ?? (await primaryKey(tx, table))
    if (keys.length === 0) {
      throw restError(
        400,
        '42P10',
        'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      )
    }
    const target = ` ON CONFLICT (${keys.map(quoteIdent).join(', ')}) DO `
    conflict =
      !merge || columns.length === 0
        ? `${target}NOTHING`
        : `${target}UPDATE SET ${columns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`).join(', ')} WHERE ${INSERTED('-')} <> '-1'`
  }
  const into = columns.length === 0 ? sqlName(table) : `${sqlName(table)} (${cols})`
  const statement = `INSERT INTO ${into} ${source}${merge ? ` WHERE ${INSERTED('+')} <> '0'` : ''}${conflict}`
  const { n, body: result } = await mutate(tx, table, statement, params, req)
  checkAffected(req, n)
  let status = 201
  if (merge) {
    const [row] = await tx.query<{ inserted: number | null }>(
      `select nullif(current_setting('pgrst.inserted', true), '')::int as inserted`,
    )
    if ((row?.inserted ?? 0) <= 0) status = 200
  }
  return withRows(req, status, status, `*/${req.prefer.count ? n : '*'}`, result)
}
