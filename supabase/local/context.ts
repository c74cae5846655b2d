import type { AuthSettings } from './auth/settings.ts'
import type { ApiRole } from './config.ts'
import type { Db, Tx } from './db.ts'
import type { Claims } from './jwt.ts'
import type { RestConfig } from './rest/config.ts'
import type { Keyring } from './signing-keys.ts'

/** Who is calling: the verified JWT (the apikey's claims when no Authorization header came). */
export interface Caller {
  role: ApiRole
  claims: Claims
  token: string
}

export interface ServerState {
  db: Db
  jwtSecret: string
  /** The legacy HS256 secret and the asymmetric signing keys (JWKS). */
  keys: Keyring
  /** GoTrue's settings: confirmations, sign-ups, anonymous sign-ins. */
  auth: AuthSettings
  anonKey: string
  serviceRoleKey: string
  /** The public base URL, as the client reaches the server. */
  url: string
  storageDir: string
  /** Refuse uploads whose bytes contradict their declared type (a local check hosted Storage lacks). */
  storageChecksContent: boolean
  functionsDir: string
  /** Settings the functions read besides process.env (the VAPID keys of the data directory). */
  functionEnv: Record<string, string>
  /** Functions reachable without an apikey (verify_jwt = false in supabase/config.toml). */
  functionsWithoutJwt: ReadonlySet<string>
  production: boolean
  log: Logger
  /** The REST layer's PostgREST settings (exposed schemas, max rows). */
  rest: RestConfig
  /** How long a rotated refresh token may still be used, in seconds (GoTrue's reuse interval). */
  refreshTokenReuseSeconds: number
  /** How long an unfinished resumable upload may be resumed (Upload-Expires), in milliseconds. */
  resumableUploadExpiryMs: number
}

export interface Logger {
  error(message: string): void
  warn(message: string): void
  info(message: string): void
  debug(message: string): void
}

export type HonoEnv = { Variables: { caller: Caller } }

/**
 * One transaction running as the caller's role with its claims, as PostgREST does, so that RLS
 * policies using auth.uid() hold exactly as on hosted Supabase.
 */
export function runAs<T>(
  db: Db,
  caller: Caller,
  request: { method: string; path: string },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1::text, true), set_config('request.jwt.claims', $2::text, true),
        set_config('request.method', $3::text, true), set_config('request.path', $4::text, true)`,
      [caller.role, JSON.stringify(caller.claims), request.method, request.path],
    )
    return fn(tx)
  })
}
