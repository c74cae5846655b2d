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

/** PostgREST passes the whole JSON body to a function whose only parameter is an unnamed json/jsonb. */
const takesWholeBody = (inputs: Argument[]) =>
  inputs.length === 1 && inputs[0]?.name === '' && (inputs[0].type === 'json' || inputs[0].type === 'jsonb')

/**
 * `argNames`: the keys of a JSON object body; null for a GET (any parameters); undefined for a body
 * that is not an object, which only a function taking the whole body accepts.
 */
async function findFunction(
  tx: Tx,
  schema: string,
  name: string,
  argNames: string[] | null | undefined,
  post: boolean,
) {
  const candidates = await tx.query<FunctionInfo>(
    `select p.proargnames::text[] as names, p.proargmodes::text[] as modes,
            coalesce(p.proallargtypes, p.proargtypes::oid[])::regtype[]::text[] as types,
            p.proretset as retset, p.prorettype::regtype::text as rettype, t.typtype::text as typtype,
            (select c.relname::text from pg_class c where c.oid = t.typrelid and c.relkind in ('r', 'v', 'm', 'f', 'p')) as rettable
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
      where n.nspname = $1::text and p.proname = $2::text`,
    [schema, name],
  )
  const found = candidates.map((fn) => ({
    fn,
    inputs: (fn.types ?? [])
      .map((type, i) => ({ type, name: fn.names?.[i] ?? '', mode: fn.modes?.[i] ?? 'i' }))
      .filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v'),
  }))
  const named = found.find(
    ({ inputs }) =>
      !takesWholeBody(inputs) &&
      argNames !== undefined &&
      (argNames === null || argNames.every((arg) => inputs.some((input) => input.name === arg))),
  )
  if (named !== undefined) return { ...named, wholeBody: false }
  const whole = post ? found.find(({ inputs }) => takesWholeBody(inputs)) : undefined
  if (whole !== undefined) return { ...whole, wholeBody: true }
  const keys = argNames ?? []
  if (argNames === undefined) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'RPC arguments must be one JSON object')
  }
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

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
  body: { json: unknown } | null,
  req: RestRequest,
): Promise<RestResult> {
  const bodyArgs = isObject(body?.json) ? body.json : undefined
  const { fn, inputs, wholeBody } = await findFunction(
    tx,
    req.schema,
    name,
    body === null ? null : bodyArgs && Object.keys(bodyArgs),
    body !== null,
  )
  const params = new Params()
  const fnName = `${quoteIdent(req.schema)}.${quoteIdent(name)}`
  let call: string
  if (wholeBody) {
    call = `${fnName}(${params.add(JSON.stringify(body?.json ?? {}))}::${inputs[0]?.type})`
  } else {
    const args = bodyArgs ?? Object.fromEntries(req.query.rpcArgs)
    const entries = Object.entries(args)
    const payload = entries.length === 0 ? '' : params.add(JSON.stringify(args))
    call = `${fnName}(${entries
      .map(([key, value]) =>
        argumentSql(
          inputs.find((input) => input.name === key) ?? { name: key, type: 'text' },
          value,
          params,
          payload,
        ),
      )
      .join(', ')})`
  }
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
  if (req.media.kind === 'object' && shaped.n !== 1) throw notSingle(shaped.n, req.postgrestVersion)
  checkAffected({ ...req, media }, shaped.n)
  const total = shaped.total ?? undefined
  const offset = req.query.ranges.find((r) => r.path.length === 0)?.value.offset ?? 0
  return {
    status: readStatus(offset, shaped.n, total) === 206 ? 206 : 200,
    body: req.head ? null : shaped.body,
    headers: { 'Content-Range': contentRange(offset, shaped.n, total), ...contentType(req.media) },
  }
}
