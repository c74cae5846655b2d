import type { Hono as HonoApp } from 'hono'
import { Hono } from 'hono'
import type { HonoEnv, ServerState } from '../context.ts'
import { HttpError } from '../http-error.ts'
import { bucketRoutes } from './buckets.ts'
import { STORAGE_ERRORS, sqlToStorage } from './errors.ts'
import { type StorageKit, storageKit } from './kit.ts'
import { objectRoutes } from './objects.ts'
import { renderRoutes } from './render.ts'
import { resumableRoutes } from './resumable.ts'
import { signingRoutes } from './signing.ts'

/** A group of /storage/v1 routes. More specific paths must be registered before `objectRoutes`' catch-alls. */
export type StorageRouteGroup = (app: HonoApp<HonoEnv>, kit: StorageKit) => void

const ROUTE_GROUPS: readonly StorageRouteGroup[] = [bucketRoutes, signingRoutes, renderRoutes, objectRoutes]

export function storageRoutes(state: ServerState): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>()
  const kit = storageKit(state)
  app.route('/upload/resumable', resumableRoutes(state))
  for (const group of ROUTE_GROUPS) group(app, kit)

  app.all('*', () => {
    throw STORAGE_ERRORS.invalidRequest('Route not found')
  })
  app.onError((error) => {
    const http = error instanceof HttpError ? error : sqlToStorage(error)
    if (http instanceof HttpError) {
      return new Response(JSON.stringify(http.body), {
        status: http.status,
        headers: { 'Content-Type': 'application/json' },
      })
    }
    state.log.error(`storage: ${error instanceof Error ? (error.stack ?? error.message) : error}`)
    return new Response(
      JSON.stringify({
        statusCode: '500',
        code: 'InternalError',
        error: 'internal',
        message: 'Internal error',
      }),
      {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      },
    )
  })
  return app
}
