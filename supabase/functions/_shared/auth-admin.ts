import type { FunctionEnv } from './function-env.ts'
import { memberClient, oneRow, orThrow, serviceClient } from './project-client.ts'

// A signed-in session for a user the function has already authenticated by other means (a verified
// WebAuthn assertion). GoTrue has no "create session" API, so the service role generates a magic link
// and exchanges its hashed token at /verify at once, as Supabase documents for server-side sign-in;
// nothing is mailed. The answer is GoTrue's session: access_token, refresh_token, expires_*, user.

export interface AuthSession {
  access_token: string
  refresh_token: string
  token_type: string
  expires_in: number
  expires_at: number
  user: Record<string, unknown>
}

export async function sessionForEmail(env: FunctionEnv, email: string): Promise<AuthSession> {
  const link = orThrow(
    await serviceClient(env).auth.admin.generateLink({ type: 'magiclink', email }),
    'generate_link',
  )
  const tokenHash = link.properties.hashed_token
  if (!tokenHash) throw new Error('generate_link answered no hashed_token')
  // A client of its own (anon key, nothing stored): the verify answers the member's session.
  const verified = oneRow(
    await memberClient(env, env.SUPABASE_ANON_KEY).auth.verifyOtp({
      type: 'magiclink',
      token_hash: tokenHash,
    }),
    'verify',
  )
  const session = verified.session
  if (!session?.access_token || !session.refresh_token) throw new Error('verify answered no session')
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    expires_in: session.expires_in,
    expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
    user: session.user as unknown as Record<string, unknown>,
  }
}
