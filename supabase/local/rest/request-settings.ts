import type { Tx } from '../db.ts'
import { quoteIdent, restError } from '../http-error.ts'

export interface RequestSettings {
  schema: string
  extraSearchPath: readonly string[]
  /** Every request header, names in lower case. */
  headers: Record<string, string>
  /** `Prefer: timezone=` as sent. */
  timezone: string | undefined
  strict: boolean
}

/** `a=1; b=2` → `{"a":"1","b":"2"}`, split at the first `=` as PostgREST's cookie parser does. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=')
    const name = (at < 0 ? pair : pair.slice(0, at)).trim()
    if (name !== '') cookies[name] = at < 0 ? '' : pair.slice(at + 1).trim()
  }
  return cookies
}

/**
 * The transaction settings PostgREST sets beside role and claims, so functions and policies read
 * the same as on hosted Supabase: `search_path` (the profile's schema, then `db-extra-search-path`,
 * repeated names kept as PostgREST keeps them), `request.headers` (without the cookie) and
 * `request.cookies` as JSON objects, and `timezone` when `Prefer: timezone=` names a zone PostgreSQL
 * knows (otherwise the preference is ignored, or 400 PGRST122 with `handling=strict`).
 */
export async function applyRequestSettings(tx: Tx, settings: RequestSettings): Promise<void> {
  const { cookie, ...headers } = settings.headers
  const searchPath = [settings.schema, ...settings.extraSearchPath].map(quoteIdent).join(', ')
  const [row] = await tx.query<{ timezone: string | null }>(
    `select set_config('search_path', $1::text, true), set_config('request.headers', $2::text, true),
            set_config('request.cookies', $3::text, true),
            case when $4::text is null then null
                 when exists (select 1 from pg_catalog.pg_timezone_names where name = $4::text)
                 then set_config('timezone', $4::text, true) end as timezone`,
    [searchPath, JSON.stringify(headers), JSON.stringify(parseCookies(cookie)), settings.timezone ?? null],
  )
  if (settings.timezone !== undefined && row?.timezone == null && settings.strict) {
    throw restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: timezone=${settings.timezone}`,
    )
  }
}
