import type { FunctionEnv } from '../_shared/function-env.ts'
import { FunctionError } from '../_shared/http.ts'

// Who the credentials are for. In production WEBAUTHN_RP_ID (the site's domain) and WEBAUTHN_ORIGINS
// (comma-separated) are set, or SITE_URL gives both. On a developer's machine, with neither, the
// calling page's Origin decides (localhost or the dev host): browsers only create credentials for an
// RP ID that matches the page, so this cannot be abused across sites there, but a deployment must set
// them. Browsers refuse IP addresses as RP IDs: open the app on http://localhost, not 127.0.0.1.

export interface RelyingParty {
  id: string
  name: string
  origins: string[]
}

export function relyingParty(req: Request, env: FunctionEnv): RelyingParty {
  const configured = (env.WEBAUTHN_ORIGINS ?? env.SITE_URL ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => new URL(value).origin)
  if (configured.length > 0) {
    const first = new URL(configured[0] as string)
    return { id: env.WEBAUTHN_RP_ID ?? first.hostname, name: 'JUL', origins: configured }
  }
  const origin = req.headers.get('origin')
  if (!origin || origin === 'null') throw new FunctionError(400, 'The request has no Origin header')
  return { id: env.WEBAUTHN_RP_ID ?? new URL(origin).hostname, name: 'JUL', origins: [origin] }
}
