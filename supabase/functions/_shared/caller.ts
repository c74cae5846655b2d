import { callerClaims } from './function-env.ts'
import { FunctionError } from './http.ts'

export interface Caller {
  id: string
  email: string | null
  /** The caller's own access token, for calls that must run under their row-level security. */
  token: string
}

/** The signed-in caller, or null for the anon key and service role. */
export function signedInCaller(req: Request): Caller | null {
  const claims = callerClaims(req)
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1]
  if (claims?.role !== 'authenticated' || typeof claims.sub !== 'string' || !token) return null
  return { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : null, token }
}

/** The signed-in caller, or a 401 with the spec's message for the action. */
export function requireCaller(req: Request, message = 'Sign-in required'): Caller {
  const caller = signedInCaller(req)
  if (!caller) throw new FunctionError(401, message)
  return caller
}
