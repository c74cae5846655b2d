import { callerClaims, corsHeaders, type FunctionEnv, jsonResponse } from '../_shared/function-env.ts'

// GET → { count }: distinct visitors seen in the last minute. Calling it is what marks the caller
// as seen (the header indicator polls every 20 s): signed-in users count once per account,
// anonymous visitors once per hashed client address + user agent.

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function visitorKey(req: Request): Promise<string> {
  const claims = callerClaims(req)
  if (claims?.role === 'authenticated' && typeof claims.sub === 'string') return `user:${claims.sub}`
  const address = (req.headers.get('x-forwarded-for') ?? req.headers.get('x-real-ip') ?? 'unknown').split(
    ',',
  )[0]
  return `anon:${await sha256(`${address?.trim()}|${req.headers.get('user-agent') ?? ''}`)}`
}

export default async function liveUsers(req: Request, env: FunctionEnv): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (req.method !== 'GET' && req.method !== 'POST') return jsonResponse({ error: 'Method not allowed' }, 405)
  const response = await fetch(`${env.SUPABASE_URL}/rest/v1/rpc/live_users_touch`, {
    method: 'POST',
    headers: {
      apikey: env.SUPABASE_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ visitor_key: await visitorKey(req) }),
  })
  if (!response.ok) return jsonResponse({ error: 'live users unavailable' }, 502)
  const count = Number(await response.json())
  return jsonResponse({ count: Number.isFinite(count) ? count : 0 })
}
