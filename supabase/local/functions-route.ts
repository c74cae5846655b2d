import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Hono } from 'hono'
import type { FunctionEnv, FunctionHandler } from '../functions/_shared/function-env.ts'
import type { HonoEnv, ServerState } from './context.ts'
import { HttpError } from './http-error.ts'

const NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/

/**
 * /functions/v1/{name}: runs supabase/functions/{name}/handler.ts in-process, as the Edge Runtime
 * would. Every function has `verify_jwt = false` (supabase/config.toml) and verifies its caller's
 * token itself, so the gateway lets the request through unchecked, as hosted Supabase does.
 */
export function functionRoutes(state: ServerState): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>()
  const cache = new Map<string, FunctionHandler>()

  async function load(name: string): Promise<FunctionHandler> {
    const cached = cache.get(name)
    if (cached) return cached
    const notFound = new HttpError(404, { code: 'NOT_FOUND', message: `Function "${name}" not found` })
    if (!NAME.test(name)) throw notFound
    const file = join(state.functionsDir, name, 'handler.ts')
    await access(file).catch(() => {
      throw notFound
    })
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown }
    if (typeof module.default !== 'function') {
      throw new HttpError(500, { code: 'BOOT_ERROR', message: `${name}/handler.ts has no default export` })
    }
    const handler = module.default as FunctionHandler
    cache.set(name, handler)
    return handler
  }

  app.all('/:name{[^/]+}/*', (c) => run(c.req.param('name'), c.req.raw))
  app.all('/:name{[^/]+}', (c) => run(c.req.param('name'), c.req.raw))

  async function run(name: string, raw: Request): Promise<Response> {
    const handler = await load(name)
    const env: FunctionEnv = {
      // The local mail provider: the dev inbox (functions/_shared/mail); RESEND_API_KEY in the
      // environment switches to Resend, and production has no dev inbox.
      ...(state.production ? {} : { LOCAL_MAIL_URL: `${state.url}/auth/v1/dev/inbox` }),
      ...Object.fromEntries(
        Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      ...state.functionEnv,
      SUPABASE_URL: state.url,
      SUPABASE_ANON_KEY: state.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: state.serviceRoleKey,
      // The legacy secret a function verifies HS256 tokens with (functions/_shared/verify-token.ts).
      JWT_SECRET: state.jwtSecret,
    }
    const headers = new Headers(raw.headers)
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', '127.0.0.1')
    const request = new Request(raw.url, {
      method: raw.method,
      headers,
      ...(raw.method === 'GET' || raw.method === 'HEAD' ? {} : { body: await raw.arrayBuffer() }),
    })
    try {
      return await handler(request, env, { log: (line) => state.log.info(`function ${line}`) })
    } catch (error) {
      state.log.error(`function ${name}: ${error instanceof Error ? (error.stack ?? error.message) : error}`)
      return new Response(JSON.stringify({ code: 'FUNCTION_ERROR', message: `Function "${name}" failed` }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      })
    }
  }
  return app
}
