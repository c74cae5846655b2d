import { type Context, Hono } from 'hono'
import { type HonoEnv, runAs, type ServerState } from '../context.ts'
import type { Tx } from '../db.ts'
import { HttpError, restError } from '../http-error.ts'
import { findRelation } from './catalog.ts'
import { toRestError } from './errors.ts'
import { insertRows } from './insert.ts'
import { negotiate } from './media.ts'
import { parsePrefer } from './prefer.ts'
import { parseQueryParams } from './query-params.ts'
import { applyRequestSettings } from './request-settings.ts'
import type { RestRequest, RestResult } from './response.ts'
import { callFunction } from './rpc.ts'
import { SchemaCache } from './schema-cache.ts'
import { deleteRows, readRows, updateRows } from './table.ts'

class Rollback {
  constructor(readonly result: RestResult) {}
}

/** The schema a request addresses: Accept-Profile (reads) or Content-Profile (writes), else the first. */
function profile(c: Context<HonoEnv>, schemas: readonly string[]): string {
  const read = c.req.method === 'GET' || c.req.method === 'HEAD'
  const requested = c.req.header(read ? 'Accept-Profile' : 'Content-Profile')
  if (requested === undefined) return schemas[0] as string
  if (!schemas.includes(requested)) {
    throw restError(406, 'PGRST106', `The schema must be one of the following: ${schemas.join(', ')}`)
  }
  return requested
}

function restRequest(
  c: Context<HonoEnv>,
  state: ServerState,
  schemaCache: SchemaCache,
  rpcRead: boolean,
): RestRequest {
  const schema = profile(c, state.rest.schemas)
  return {
    query: parseQueryParams(new URL(c.req.url).searchParams, rpcRead),
    prefer: parsePrefer(c.req.header('Prefer')),
    media: negotiate(c.req.header('Accept'), state.rest.planEnabled),
    head: c.req.method === 'HEAD',
    schema,
    maxRows: state.rest.maxRows,
    postgrestVersion: state.rest.postgrestVersion,
    schemaCache,
  }
}

async function jsonBody(c: Context<HonoEnv>): Promise<unknown> {
  const text = await c.req.text()
  try {
    return JSON.parse(text)
  } catch {
    throw restError(400, 'PGRST102', 'Empty or invalid json')
  }
}

function respond(result: RestResult): Response {
  const headers = new Headers(result.headers)
  if (result.status === 204 || result.body === null)
    return new Response(null, { status: result.status, headers })
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json; charset=utf-8')
  return new Response(result.body, { status: result.status, headers })
}

export function errorResponse(error: HttpError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...error.headers },
  })
}

export function restRoutes(state: ServerState): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>()
  const schemaCache = new SchemaCache()

  const run = async (
    c: Context<HonoEnv>,
    work: (req: RestRequest) => Promise<(tx: Tx) => Promise<RestResult>>,
    rpcRead = false,
  ) => {
    const caller = c.get('caller')
    try {
      const req = restRequest(c, state, schemaCache, rpcRead)
      const step = await work(req)
      // PostgREST sits behind Supabase's gateway, which strips `/rest/v1`: `request.path` is `/todos`.
      const path = c.req.path.replace(/^\/rest\/v1(?=\/)/, '')
      const result = await runAs(state.db, caller, { method: c.req.method, path }, async (tx) => {
        await applyRequestSettings(tx, {
          schema: req.schema,
          extraSearchPath: state.rest.extraSearchPath,
          headers: c.req.header(),
          timezone: req.prefer.timezone,
          strict: req.prefer.strict,
        })
        const value = await step(tx)
        if (req.prefer.rollback) throw new Rollback(value)
        return value
      })
      return respond(result)
    } catch (error) {
      if (error instanceof Rollback) return respond(error.result)
      const httpError = toRestError(error, caller.role)
      if (httpError.status >= 500) state.log.error(`rest ${c.req.method} ${c.req.path}: ${httpError.message}`)
      return errorResponse(httpError)
    }
  }

  app.all('/rpc/:fn', (c) =>
    run(
      c,
      async (req) => {
        const method = c.req.method
        let body: { json: unknown } | null = null
        if (method === 'POST') {
          const text = await c.req.text()
          try {
            body = { json: text.trim() === '' ? {} : JSON.parse(text) }
          } catch {
            throw restError(400, 'PGRST102', 'Empty or invalid json')
          }
        } else if (method !== 'GET' && method !== 'HEAD') {
          throw restError(405, 'PGRST101', 'Only GET and POST are allowed for functions')
        }
        return (tx) => callFunction(tx, c.req.param('fn'), body, req)
      },
      c.req.method === 'GET' || c.req.method === 'HEAD',
    ),
  )

  app.all('/:table', (c) =>
    run(c, async (req) => {
      const name = c.req.param('table')
      const table = (tx: Tx) => findRelation(tx, req.schema, name, req.postgrestVersion)
      switch (c.req.method) {
        case 'GET':
        case 'HEAD':
          return async (tx) => readRows(tx, await table(tx), req)
        case 'POST': {
          const body = await jsonBody(c)
          return async (tx) => insertRows(tx, await table(tx), body, req)
        }
        case 'PATCH': {
          const body = await jsonBody(c)
          return async (tx) => updateRows(tx, await table(tx), body, req)
        }
        case 'DELETE':
          return async (tx) => deleteRows(tx, await table(tx), req)
        default:
          throw restError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`)
      }
    }),
  )

  app.all('*', () =>
    errorResponse(
      new HttpError(404, {
        code: 'PGRST125',
        message: 'Invalid path specified in request URL',
        details: null,
        hint: null,
      }),
    ),
  )
  return app
}
