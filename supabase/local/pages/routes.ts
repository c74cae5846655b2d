import { Hono } from 'hono'
import type { FunctionEnv } from '../../functions/_shared/function-env.ts'
import type { HonoEnv, ServerState } from '../context.ts'
import { checkoutPages } from './checkout-page.ts'
import { portalPages } from './portal-page.ts'

/** /local/v1: the local payment provider's hosted pages (test checkout and customer portal). */
export function localPageRoutes(state: ServerState): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>()
  // Read per request: state.url is only known once the server listens.
  const env = (): FunctionEnv => ({
    SUPABASE_URL: state.url,
    SUPABASE_ANON_KEY: state.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: state.serviceRoleKey,
  })
  app.route('/checkout', checkoutPages(env))
  app.route('/portal', portalPages(env))
  return app
}
