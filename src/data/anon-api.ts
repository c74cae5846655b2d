import { parseLiveUsersCount } from '../lib/live-users.ts'
import { indexedDbReadCache, type ReadCache, type Row, readThrough } from './public-site.ts'

/**
 * The calls every website load makes as the anonymous caller, by plain `fetch` on the same REST,
 * storage and functions addresses supabase-js would use: the live-user count, the service cards and
 * the brand-logo check. A visitor's page makes them without loading supabase-js, Dexie or the sync
 * engine. A member's page reads the cards and checks the logo the same way (public data);
 * its live count goes with the session instead (`services.ts`): the function counts an account once.
 */
export interface AnonApi {
  liveUsers(): Promise<number>
  /** Active service cards by position_order, remembered on the device for offline visits. */
  serviceCards(): Promise<Row[]>
  /** The storage list call (POST /object/list/{bucket}), answered as supabase-js' `list` answers. */
  listFiles(bucket: string, folder: string, search: string): Promise<{ data: Row[] | null; error: unknown }>
  /** A function called with an empty JSON body, answered as supabase-js' `functions.invoke`. */
  invoke(name: string): Promise<{ error: unknown }>
}

export interface AnonApiOptions {
  url: string
  anonKey: string
  cache?: ReadCache
  isOnline?: () => boolean
}

const SERVICE_CARDS_QUERY = '/rest/v1/service_cards?select=*&is_active=eq.true&order=position_order'

/** A refusal or an unreachable server as an Error saying which. */
async function ok(response: Response): Promise<Response> {
  if (response.ok) return response
  const body: unknown = await response.json().catch(() => null)
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : `${response.status} ${response.statusText}`.trim()
  throw new Error(message)
}

export function anonApi(options: AnonApiOptions): AnonApi {
  const base = options.url.replace(/\/$/, '')
  const headers = { apikey: options.anonKey, Authorization: `Bearer ${options.anonKey}` }
  type Call = { method?: 'POST'; headers?: Record<string, string>; body?: string }
  const json = async (path: string, call: Call = {}): Promise<unknown> =>
    (await ok(await fetch(`${base}${path}`, { ...call, headers: { ...headers, ...call.headers } }))).json()
  const post = (body: unknown): Call => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const cache = options.cache
  return {
    liveUsers: async () => parseLiveUsersCount(await json('/functions/v1/live-users')),
    serviceCards: () =>
      readThrough(
        cache ?? indexedDbReadCache(),
        'service-cards',
        async () => {
          const rows = await json(SERVICE_CARDS_QUERY)
          return Array.isArray(rows) ? (rows as Row[]) : []
        },
        options.isOnline ?? (() => navigator.onLine),
      ),
    listFiles: async (bucket, folder, search) => {
      try {
        const rows = await json(
          `/storage/v1/object/list/${encodeURIComponent(bucket)}`,
          post({ prefix: folder, search, limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } }),
        )
        return { data: Array.isArray(rows) ? (rows as Row[]) : [], error: null }
      } catch (error) {
        return { data: null, error }
      }
    },
    invoke: async (name) => {
      try {
        await json(`/functions/v1/${encodeURIComponent(name)}`, post({}))
        return { error: null }
      } catch (error) {
        return { error }
      }
    },
  }
}
