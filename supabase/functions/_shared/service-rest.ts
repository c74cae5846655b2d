import type { FunctionEnv } from './function-env.ts'

/** Headers for a call to the project's own API as the service role (functions act for the server). */
export function serviceHeaders(env: FunctionEnv, extra: Record<string, string> = {}): Record<string, string> {
  return {
    apikey: env.SUPABASE_SERVICE_ROLE_KEY,
    Authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
    ...extra,
  }
}

/** A failed call to the project's own API: the status and PostgREST's message, for the log. */
export class ProjectApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message)
    this.name = 'ProjectApiError'
  }
}

async function failure(response: Response, what: string): Promise<ProjectApiError> {
  const text = await response.text()
  let message = text
  let code: string | null = null
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown }
    if (typeof body.message === 'string') message = body.message
    if (typeof body.code === 'string') code = body.code
  } catch {
    // Not JSON: the text itself is the message.
  }
  return new ProjectApiError(response.status, `${what}: ${response.status} ${message}`, code)
}

export interface ProjectApi {
  /** GET /rest/v1/{table}?{query}: the rows. */
  select<T>(table: string, query: string): Promise<T[]>
  /** POST rows; answers them back (Prefer: return=representation). */
  insert<T>(table: string, rows: object | object[], options?: { onConflict?: string }): Promise<T[]>
  rpc<T>(name: string, args: Record<string, unknown>): Promise<T>
  upload(bucket: string, path: string, body: Uint8Array, contentType: string): Promise<void>
  /** A time-limited link to a private object. */
  signedUrl(bucket: string, path: string, expiresInSeconds: number, download?: string): Promise<string>
  /** Removes objects through the Storage API; answers the names really removed (missing ones are not). */
  remove(bucket: string, names: string[]): Promise<string[]>
}

/**
 * The project's REST, RPC and storage APIs, either as the service role or, with `userToken`, as
 * that user, so row-level security decides exactly as it does for the app.
 */
export function projectApi(env: FunctionEnv, userToken?: string): ProjectApi {
  const base = env.SUPABASE_URL.replace(/\/$/, '')
  const headers = (extra: Record<string, string> = {}) =>
    userToken
      ? { apikey: env.SUPABASE_ANON_KEY, Authorization: `Bearer ${userToken}`, ...extra }
      : serviceHeaders(env, extra)

  return {
    async select<T>(table: string, query: string): Promise<T[]> {
      const response = await fetch(`${base}/rest/v1/${table}?${query}`, { headers: headers() })
      if (!response.ok) throw await failure(response, `select ${table}`)
      return (await response.json()) as T[]
    },
    async insert<T>(table: string, rows: object | object[], options: { onConflict?: string } = {}) {
      const conflict = options.onConflict ? `?on_conflict=${encodeURIComponent(options.onConflict)}` : ''
      const response = await fetch(`${base}/rest/v1/${table}${conflict}`, {
        method: 'POST',
        headers: headers({
          'Content-Type': 'application/json',
          Prefer: options.onConflict
            ? 'return=representation,resolution=merge-duplicates'
            : 'return=representation',
        }),
        body: JSON.stringify(rows),
      })
      if (!response.ok) throw await failure(response, `insert ${table}`)
      return (await response.json()) as T[]
    },
    async rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
      const response = await fetch(`${base}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: headers({ 'Content-Type': 'application/json' }),
        body: JSON.stringify(args),
      })
      if (!response.ok) throw await failure(response, `rpc ${name}`)
      const text = await response.text()
      return (text === '' ? null : JSON.parse(text)) as T
    },
    async upload(bucket: string, path: string, body: Uint8Array, contentType: string) {
      const response = await fetch(`${base}/storage/v1/object/${bucket}/${path}`, {
        method: 'POST',
        headers: headers({ 'Content-Type': contentType, 'x-upsert': 'true' }),
        // A copy backed by a plain ArrayBuffer, as fetch's body type asks.
        body: new Uint8Array(body),
      })
      if (!response.ok) throw await failure(response, `upload ${bucket}/${path}`)
    },
    async signedUrl(bucket: string, path: string, expiresInSeconds: number, download?: string) {
      const response = await fetch(`${base}/storage/v1/object/sign/${bucket}/${path}`, {
        method: 'POST',
        headers: headers({ 'Content-Type': 'application/json' }),
        body: JSON.stringify({ expiresIn: expiresInSeconds }),
      })
      if (!response.ok) throw await failure(response, `sign ${bucket}/${path}`)
      const { signedURL } = (await response.json()) as { signedURL: string }
      const suffix = download === undefined ? '' : `&download=${encodeURIComponent(download)}`
      return `${base}/storage/v1${signedURL}${suffix}`
    },
    async remove(bucket: string, names: string[]) {
      const response = await fetch(`${base}/storage/v1/object/${bucket}`, {
        method: 'DELETE',
        headers: headers({ 'Content-Type': 'application/json' }),
        body: JSON.stringify({ prefixes: names }),
      })
      if (!response.ok) throw await failure(response, `remove from ${bucket}`)
      return ((await response.json()) as Array<{ name: string }>).map((object) => object.name)
    },
  }
}
