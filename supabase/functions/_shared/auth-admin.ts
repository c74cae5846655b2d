import type { FunctionEnv } from './function-env.ts'
import { serviceHeaders } from './service-rest.ts'

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
  const base = env.SUPABASE_URL.replace(/\/$/, '')
  const link = await fetch(`${base}/auth/v1/admin/generate_link`, {
    method: 'POST',
    headers: serviceHeaders(env, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({ type: 'magiclink', email }),
  })
  if (!link.ok) throw new Error(`generate_link: ${link.status} ${await link.text()}`)
  const { hashed_token: tokenHash } = (await link.json()) as { hashed_token?: string }
  if (!tokenHash) throw new Error('generate_link answered no hashed_token')
  const verified = await fetch(`${base}/auth/v1/verify`, {
    method: 'POST',
    headers: { apikey: env.SUPABASE_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'magiclink', token_hash: tokenHash }),
  })
  if (!verified.ok) throw new Error(`verify: ${verified.status} ${await verified.text()}`)
  const session = (await verified.json()) as Partial<AuthSession>
  if (!session.access_token || !session.refresh_token) throw new Error('verify answered no session')
  return session as AuthSession
}
