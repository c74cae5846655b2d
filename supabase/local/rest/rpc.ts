import type { Tx } from '../db.ts'
import { quoteIdent, restError } from '../http-error.ts'
import { Params } from './filter-sql.ts'
import {
  contentRange,
  contentType,
  notSingle,
  type RestRequest,
  type RestResult,
  readStatus,
  shapeRows,
} from './response.ts'
import { checkAffected } from './table.ts'

interface FunctionInfo {
  names: string[] | null
  modes: string[] | null
  types: string[]
  retset: boolean
  rettype: string
  typtype: string
  /** The table whose row type the function returns, for embedding from its result. */
  rettable: string | null
}

interface Argument {
  name: string
  type: string
}

async function findFunction(tx: Tx, schema: string, name: string, argNames: string[] | null, post: boolean) {
  const candidates = await tx.query<FunctionInfo>(
    `select p.proargnames::text[] as names, p.proargmodes::text[] as modes,
            coalesce(p.proallargtypes, p.proargtypes::oid[])::regtype[]::text[] as types,
            p.proretset as retset, p.prorettype::regtype::text as rettype, t.typtype::text as typtype,
            (select c.relname::text from pg_class c where c.oid = t.typrelid and c.relkind in ('r', 'v', 'm', 'f', 'p')) as rettable
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
      where n.nspname = $1::text and p.proname = $2::text`,
    [schema, name],
  )
  for (const fn of candidates) {
    const inputs: Argument[] = (fn.types ?? [])
      .map((type, i) => ({ type, name: fn.names?.[i] ?? '', mode: fn.modes?.[i] ?? 'i' }))
      .filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v')
    if (argNames === null || argNames.every((arg) => inputs.some((input) => input.name === arg))) {
      return { fn, inputs }
    }
  }
  const keys = argNames ?? []
  const withParams =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`
  throw restError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`} in the schema cache`,
    `Searched for the function ${schema}.${name}${withParams}${post ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
  )
}

/** `name := <argument from the JSON of $1>`, cast to the parameter's type. */
function argumentSql(arg: Argument, value: unknown, params: Params, payload: string): string {
  const key = params.add(arg.name)
  let expr: string
  if (arg.type === 'json' || arg.type === 'jsonb') expr = `(${payload}::json -> ${key})::${arg.type}`
  else if (Array.isArray(value) && arg.type.endsWith('[]')) {
    expr = `(select array_agg(_e) from json_array_elements_text(${payload}::json -> ${key}) _e)::${arg.type}`
  } else expr = `(${payload}::json ->> ${key})::${arg.type}`
  return `${quoteIdent(arg.name)} := ${expr}`
}

/**
 * POST/GET /rest/v1/rpc/{name}: named arguments from the JSON body, or (GET) the query parameters
 * that name an argument. The result is `pgrst_source` for select, filters, order, range and count,
 * as for a table.
 */
export async function callFunction(
  tx: Tx,
  name: string,
  bodyArgs: Record<string, unknown> | null,
  req: RestRequest,
): Promise<RestResult> {
  const { fn, inputs } = await findFunction(
    tx,
    req.schema,
    name,
    bodyArgs === null ? null : Object.keys(bodyArgs),
    bodyArgs !== null,
  )
  const args = bodyArgs ?? Object.fromEntries(req.query.rpcArgs)
  const params = new Params()
  const entries = Object.entries(args)
  const payload = entries.length === 0 ? '' : params.add(JSON.stringify(args))
  const call = `${quoteIdent(req.schema)}.${quoteIdent(name)}(${entries
    .map(([key, value]) =>
      argumentSql(
        inputs.find((input) => input.name === key) ?? { name: key, type: 'text' },
        value,
        params,
        payload,
      ),
    )
    .join(', ')})`
  if (fn.rettype === 'void') {
    await tx.query(`select ${call}`, params.values)
    return { status: 204, body: null, headers: {} }
  }
  const composite = fn.typtype === 'c' || fn.rettype === 'record'
  const scalar = composite ? undefined : fn.retset ? ('set' as const) : ('one' as const)
  const source = {
    sql: composite ? `SELECT pgrst_call.* FROM ${call} pgrst_call` : `SELECT ${call} AS pgrst_scalar`,
    params,
  }
  const media =
    composite && !fn.retset && req.media.kind === 'array'
      ? { ...req.media, kind: 'object' as const }
      : req.media
  const table = { schema: req.schema, name: fn.rettable ?? name }
  const shaped = await shapeRows(
    tx,
    table,
    { ...req, media },
    {
      source,
      rootFilters: true,
      withCount: req.prefer.count !== undefined,
      ...(scalar === undefined ? {} : { scalar }),
    },
  )
  if (req.media.kind === 'object' && shaped.n !== 1) throw notSingle(shaped.n)
  checkAffected({ ...req, media }, shaped.n)
  const total = shaped.total ?? undefined
  const offset = req.query.ranges.find((r) => r.path.length === 0)?.value.offset ?? 0
  return {
    status: readStatus(offset, shaped.n, total) === 206 ? 206 : 200,
    body: req.head ? null : shaped.body,
    headers: { 'Content-Range': contentRange(offset, shaped.n, total), ...contentType(req.media) },
  }
}
