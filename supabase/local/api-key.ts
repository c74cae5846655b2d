import type { MiddlewareHandler } from 'hono'
import type { HonoEnv, ServerState } from './context.ts'
import { HttpError } from './http-error.ts'
import { type Claims, TokenError, verifyToken } from './jwt.ts'

/**
 * Every API request needs a valid `apikey` (header or query, as Supabase's gateway accepts);
 * `Authorization: Bearer` then decides the role (`anon` claims of the apikey when absent).
 */
export function requireApiKey(
  state: ServerState,
  options: { bearerErrors: boolean; bearerAlone?: boolean } = { bearerErrors: true },
): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const bearerOnly = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    // Storage checks the JWT itself behind Supabase's gateway: a valid Bearer token alone suffices.
    const apikey =
      c.req.header('apikey') ?? c.req.query('apikey') ?? (options.bearerAlone ? bearerOnly : undefined)
    if (!apikey) {
      throw new HttpError(401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      })
    }
    let keyClaims: Claims
    try {
      keyClaims = await verifyToken(apikey, state.keys)
    } catch {
      throw new HttpError(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      })
    }
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    if (bearer === undefined || bearer === apikey) {
      c.set('caller', { role: keyClaims.role, claims: keyClaims, token: apikey })
      return next()
    }
    try {
      const claims = await verifyToken(bearer, state.keys)
      c.set('caller', { role: claims.role, claims, token: bearer })
    } catch (error) {
      // /auth/v1 answers bad tokens itself, with GoTrue's codes, where it needs a user at all.
      if (!options.bearerErrors) {
        c.set('caller', { role: keyClaims.role, claims: keyClaims, token: apikey })
        return next()
      }
      const expired = error instanceof TokenError && /exp/.test(error.message)
      throw new HttpError(401, {
        code: expired ? 'PGRST303' : 'PGRST301',
        message: expired
          ? 'JWT expired'
          : `Invalid JWT: ${error instanceof Error ? error.message : 'rejected'}`,
        details: null,
        hint: null,
      })
    }
    return next()
  }
}
