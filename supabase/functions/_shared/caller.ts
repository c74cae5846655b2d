import { FunctionError } from './http.ts'
import type { VerifiedToken } from './verify-token.ts'

export interface Caller {
  id: string
  email: string | null
  /** The caller's own access token, for calls that must run under their row-level security. */
  token: string
}

/** The signed-in caller of a verified token, or null for the anon key, the service role or no token. */
export function signedInCaller(call: { token: VerifiedToken | null }): Caller | null {
  const verified = call.token
  if (verified?.role !== 'authenticated' || typeof verified.claims.sub !== 'string') return null
  const email = verified.claims.email
  return { id: verified.claims.sub, email: typeof email === 'string' ? email : null, token: verified.token }
}

/** The signed-in caller, or a 401 with the spec's message for the action. */
export function requireCaller(call: { token: VerifiedToken | null }, message = 'Sign-in required'): Caller {
  const caller = signedInCaller(call)
  if (!caller) throw new FunctionError(401, message)
  return caller
}
