import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { requireApiKey } from './api-key.ts'
import { authRoutes, type MailMessage } from './auth/routes.ts'
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from './config.ts'
import type { HonoEnv, ServerState } from './context.ts'
import { functionRoutes } from './functions-route.ts'
import { HttpError } from './http-error.ts'
import { recordHead } from './link-previews.ts'
import { localPageRoutes } from './pages/routes.ts'
import { errorResponse, restRoutes } from './rest/routes.ts'
import { BASE_HEADERS } from './security-headers.ts'
import { serveStatic } from './static-files.ts'
import { RESUMABLE_EXPOSED_HEADERS, RESUMABLE_PATH } from './storage/resumable.ts'
import { storageRoutes } from './storage/routes.ts'

// With the version segment: the app has pages at /auth and /storage-like paths of its own.
export const API_PREFIXES = [
  '/rest/v1',
  '/auth/v1',
  '/storage/v1',
  '/functions/v1',
  '/realtime/v1',
  '/local/v1',
] as const

const PUBLIC_AUTH_PATHS = new Set(['/auth/v1/verify', '/auth/v1/.well-known/jwks.json'])

const tooLarge = () => {
  throw new HttpError(413, { code: 'PGRST413', message: 'Payload Too Large' })
}

export function buildApp(
  state: ServerState,
  inbox: Map<string, MailMessage[]>,
  staticDir: string | undefined,
): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>()

  app.use('*', async (c, next) => {
    const started = performance.now()
    await next()
    state.log.info(
      `${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`,
    )
  })
  // Every answer, API or page: no MIME sniffing of what we serve, no full URLs leaked to other sites.
  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(BASE_HEADERS))
      if (!c.res.headers.has(name)) c.header(name, value)
  })
  const corsHeaders = cors({
    origin: (origin) => origin || '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: [
      'Content-Range',
      'Content-Location',
      'X-Supabase-Api-Version',
      'Content-Type',
      'Range-Unit',
      ...RESUMABLE_EXPOSED_HEADERS,
    ],
    maxAge: 86_400,
  })
  // A plain OPTIONS (no preflight) to the resumable endpoint is TUS discovery: its answer is TUS's.
  app.use('*', (c, next) =>
    c.req.method === 'OPTIONS' &&
    c.req.path.startsWith(RESUMABLE_PATH) &&
    !c.req.header('access-control-request-method')
      ? next()
      : corsHeaders(c, next),
  )

  app.get('/health', (c) => c.json({ status: 'ok', database: state.db.kind }))

  app.use('/rest/v1/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }), requireApiKey(state))
  app.use('/auth/v1/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }))
  app.use('/auth/v1/*', async (c, next) => {
    // The magic link is opened from a mail client, and the JWKS is public (functions and other
    // services fetch it): neither carries an apikey.
    if (c.req.method === 'GET' && PUBLIC_AUTH_PATHS.has(c.req.path)) return next()
    return requireApiKey(state, { bearerErrors: false })(c, next)
  })
  app.use('/functions/v1/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }))
  app.use('/functions/v1/*', async (c, next) => {
    const name = c.req.path.split('/')[3] ?? ''
    if (state.functionsWithoutJwt.has(name)) return next()
    return requireApiKey(state)(c, next)
  })
  app.use('/storage/v1/*', bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: tooLarge }))
  app.use('/storage/v1/*', async (c, next) => {
    // Public objects are fetched by <img> and links, which send no apikey; signed URLs carry a token.
    if (
      /^\/storage\/v1\/(object|render\/image)\/(public|sign)\//.test(c.req.path) &&
      ['GET', 'HEAD'].includes(c.req.method)
    ) {
      return next()
    }
    return requireApiKey(state, { bearerErrors: true, bearerAlone: true })(c, next)
  })

  app.route('/rest/v1', restRoutes(state))
  app.route('/auth/v1', authRoutes(state, inbox))
  app.route('/storage/v1', storageRoutes(state))
  app.route('/functions/v1', functionRoutes(state))
  app.use('/local/v1/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }))
  app.route('/local/v1', localPageRoutes(state))

  app.notFound(async (c) => {
    const path = c.req.path
    if (staticDir && !API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      const file = await serveStatic(staticDir, c.req.raw, (pathname) =>
        recordHead(state.db, pathname, state.url),
      )
      if (file) return file
    }
    return c.json({ code: 'not_found', message: `No route for ${c.req.method} ${path}` }, 404)
  })

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      const response = errorResponse(error)
      if (c.req.path.startsWith('/auth/v1')) {
        response.headers.set('X-Supabase-Api-Version', c.req.header('X-Supabase-Api-Version') ?? '2024-01-01')
      }
      return response
    }
    state.log.error(
      `${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    )
    return c.json({ code: 'internal_error', message: 'Internal server error' }, 500)
  })
  return app
}
