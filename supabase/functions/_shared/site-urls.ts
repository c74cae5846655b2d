import type { FunctionEnv } from './function-env.ts'
import { FunctionError } from './http.ts'

// Return and redirect addresses come from the browser, so each must point back at the site: a
// checkout must never send a member (or Pay's activation) to somebody else's page. With SITE_URL set
// (production: one or more origins, comma-separated) only those origins pass; on a developer's machine
// the calling page's own origin and loopback addresses pass too.

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

function configuredOrigins(env: FunctionEnv): string[] {
  return (env.SITE_URL ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => new URL(value).origin)
}

/** The site's origin for addresses the server builds itself (service-card return pages). */
export function siteOrigin(req: Request, env: FunctionEnv): string {
  const configured = configuredOrigins(env)[0]
  if (configured) return configured
  const origin = req.headers.get('origin')
  if (origin && origin !== 'null') return origin
  return new URL(env.SUPABASE_URL).origin
}

export function isAllowedReturnUrl(raw: string, req: Request, env: FunctionEnv): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  const configured = configuredOrigins(env)
  if (configured.length > 0) return configured.includes(url.origin)
  const origin = req.headers.get('origin')
  return (
    LOOPBACK.has(url.hostname) || url.origin === origin || url.origin === new URL(env.SUPABASE_URL).origin
  )
}

export function checkReturnUrl(raw: string, field: string, req: Request, env: FunctionEnv): string {
  if (!isAllowedReturnUrl(raw, req, env)) {
    throw new FunctionError(400, `${field} must be an address of this site`)
  }
  return raw
}

/** `url` with the given query parameters set (existing ones of the same name replaced). */
export function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url)
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value)
  return target.toString()
}
