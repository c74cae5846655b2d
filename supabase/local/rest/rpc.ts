import { MAX_ROWS } from '../config.ts'
import type { Tx } from '../db.ts'
import { quoteIdent, quoteLiteral, restError } from '../http-error.ts'
import { parseFilters, parseOrder } from './parse.ts'
import { contentRange, notSingle, type RestRequest, type RestResult, selectList } from './table.ts'

interface FunctionInfo {
  names: string[] | null
  modes: string[] | null
  types: string[]
  retset: boolean
  rettype: string
  typtype: string
}

async function findFunction(tx: Tx, name: string, argNames: string[] | null) {
  const candidates = await tx.query<FunctionInfo>(
    `select p.proargnames::text[] as names, p.proargmodes::text[] as modes,
            coalesce(p.proallargtypes, p.proargtypes::oid[])::regtype[]::text[] as types,
            p.proretset as retset, p.prorettype::regtype::text as rettype, t.typtype::text as typtype
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
      where n.nspname = 'public' and p.proname = $1::text`,
    [name],
  )
  for (const fn of candidates) {
    const inputs = (fn.types ?? [])
      .map((type, i) => ({ type, name: fn.names?.[i] ?? '', mode: fn.modes?.[i] ?? 'i' }))
      .filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v')
    if (argNames === null || argNames.every((arg) => inputs.some((input) => input.name === arg))) {
      return { fn, inputs }
    }
  }
  throw restError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${(argNames ?? []).join(', ')}) in the schema cache`,
  )
}

/**
 * POST/GET /rest/v1/rpc/{name}: named arguments from the JSON body, or (args null, GET) the query
 * parameters that name an argument; the other parameters filter a set-returning result.
 */
export async function callFunction(
  tx: Tx,
  name: string,
  bodyArgs: Record<string, unknown> | null,
  req: RestRequest,
): Promise<RestResult> {
  const { fn, inputs } = await findFunction(tx, name, bodyArgs === null ? null : Object.keys(bodyArgs))
  const argKeys = new Set(inputs.map((input) => input.name).filter((n) => req.params.has(n)))
  const args = bodyArgs ?? Object.fromEntries([...argKeys].map((key) => [key, req.params.get(key)]))
  const params = Object.keys(args).length === 0 ? [] : [JSON.stringify(args)]
  const call = `public.${quoteIdent(name)}(${Object.entries(args)
    .map(([key, value]) => {
      const type = inputs.find((input) => input.name === key)?.type ?? 'text'
      const field = quoteLiteral(key)
      let expr: string
      if (type === 'json' || type === 'jsonb') expr = `($1::text::json -> ${field})::${type}`
      else if (Array.isArray(value) && type.endsWith('[]')) {
        expr = `(select array_agg(_e) from json_array_elements_text($1::text::json -> ${field}) _e)::${type}`
      } else expr = `($1::text::json ->> ${field})::${type}`
      return `${quoteIdent(key)} := ${expr}`
    })
    .join(', ')})`
  if (fn.rettype === 'void') {
    await tx.query(`select ${call}`, params)
    return { status: 204, body: null, headers: {} }
  }
  if (!fn.retset) {
    const [row] = await tx.query<{ body: string | null }>(
      `select to_json(_f)::text as body from ${call} _f`,
      params,
    )
    return { status: 200, body: row?.body ?? 'null', headers: {} }
  }
  const conditions = parseFilters(req.params, argKeys)
  const order = req.params.get('order')
  const limitRaw = req.params.get('limit')
  const limit = Math.min(limitRaw && /^\d{1,9}$/.test(limitRaw) ? Number(limitRaw) : MAX_ROWS, MAX_ROWS)
  const composite = fn.typtype === 'c' || fn.rettype === 'record'
  const inner = composite
    ? `select ${await selectList(tx, req.params)} from ${call} _f${
        conditions.length ? ` where ${conditions.join(' and ')}` : ''
      }${order ? ` order by ${parseOrder(order)}` : ''} limit ${limit}`
    : `select _f as v from ${call} _f limit ${limit}`
  const item = composite ? '_r' : '_r.v'
  const [row] = await tx.query<{ body: string; first: string | null; n: number }>(
    `select coalesce(json_agg(${item}), '[]')::text as body, (json_agg(${item}) -> 0)::text as first,
            count(*)::int as n from (${inner}) _r`,
    params,
  )
  const result = row as { body: string; first: string | null; n: number }
  if (req.single && result.n !== 1) throw notSingle(result.n)
  return {
    status: 200,
    body: req.head ? null : req.single ? result.first : result.body,
    headers: { 'Content-Range': contentRange(0, result.n, undefined) },
  }
}
