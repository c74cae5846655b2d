import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { type Cursor, PushAnswerSchema, type RowData } from './protocol.ts'
import type { RemoteError } from './push/classify.ts'
import {
  type PullPageRequest,
  REQUEST_TIMEOUT_MS,
  type RealtimeHandlers,
  type RealtimeTable,
  type Remote,
  type RemoteResult,
  type Tombstone,
} from './remote.ts'
import { UPDATED_AT } from './table-registry.ts'

/** One of the two places that import supabase-js (the other is the app's auth module). */
export type SupabaseRemoteConfig = {
  url: string
  anonKey: string
  /** Node has no global WebSocket before v22: tests pass `ws` here. Browsers and workers need nothing. */
  realtimeTransport?: unknown
}

export type SupabaseRemote = Remote & { setAccessToken(token: string | null): void }

export { REQUEST_TIMEOUT_MS }

type Fetch = typeof fetch

/** A signal that aborts when any of `signals` does (AbortSignal.any is missing before Safari 17.4). */
function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  const controller = new AbortController()
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason)
      break
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true })
  }
  return controller.signal
}

/**
 * `fetch` with a timeout on every request and one switch that aborts every request in flight. A
 * request ended either way answers like a network failure (status 0), which the engine retries.
 */
export function boundedFetch(base: Fetch, cancelled: () => AbortSignal): Fetch {
  return (input, init) => {
    const timer = new AbortController()
    const handle = setTimeout(
      () =>
        timer.abort(
          new DOMException(`The server did not answer within ${REQUEST_TIMEOUT_MS / 1000} s`, 'TimeoutError'),
        ),
      REQUEST_TIMEOUT_MS,
    )
    const signals = [timer.signal, cancelled(), ...(init?.signal ? [init.signal] : [])]
    // The timer keeps running once the headers are in: it bounds reading the body too (aborting a
    // request that has finished does nothing).
    return base(input, { ...init, signal: anySignal(signals) }).catch((error: unknown) => {
      clearTimeout(handle)
      throw error
    })
  }
}

type PostgrestAnswer = { error: { message: string; code?: string | null } | null; status: number }

const toError = (answer: PostgrestAnswer): RemoteError => ({
  status: answer.status,
  code: answer.error?.code || null,
  message: answer.error?.message ?? 'Unknown error',
})

/** PostgREST logic-tree values with `.` and `:` must be double-quoted. */
const quoted = (value: string): string => `"${value.replaceAll('"', '\\"')}"`

/** `(updated_at, id) > cursor`; a rewound cursor (empty id) means `updated_at >= cursor`. */
function afterFilter(column: string, idColumn: string, after: Cursor): string | null {
  if (after.id === '') return null
  const ts = quoted(after.updatedAt)
  return `${column}.gt.${ts},and(${column}.eq.${ts},${idColumn}.gt.${quoted(after.id)})`
}

export function createSupabaseRemote(config: SupabaseRemoteConfig): SupabaseRemote {
  let token: string | null = null
  let cancel = new AbortController()
  const realtime = config.realtimeTransport
    ? { realtime: { transport: config.realtimeTransport as typeof globalThis.WebSocket } }
    : {}
  const global = {
    fetch: boundedFetch(
      (...args) => fetch(...args),
      () => cancel.signal,
    ),
  }
  const client: SupabaseClient = createClient(config.url, config.anonKey, {
    // The worker never reads localStorage: the main thread hands it the token on every auth change.
    accessToken: async () => token ?? config.anonKey,
    global,
    ...realtime,
  })

  let anonymous: SupabaseClient | null = null
  // A client of its own: the signed-in member's token must not decide whether a public form lands.
  const anonClient = (): SupabaseClient => {
    anonymous ??= createClient(config.url, config.anonKey, {
      accessToken: async () => config.anonKey,
      global,
      ...realtime,
    })
    return anonymous
  }

  const page = async (
    table: string,
    columns: string,
    order: [string, string],
    after: Cursor | null,
    limit: number,
  ): Promise<RemoteResult<RowData[]>> => {
    let query = client.from(table).select(columns).order(order[0]).order(order[1]).limit(limit)
    if (after) {
      const filter = afterFilter(order[0], order[1], after)
      query = filter ? query.or(filter) : query.gte(order[0], after.updatedAt)
    }
    const answer = await query
    return answer.error
      ? { ok: false, error: toError(answer) }
      : { ok: true, value: answer.data as unknown as RowData[] }
  }

  return {
    setAccessToken(next) {
      token = next
      void client.realtime.setAuth(next ?? config.anonKey)
    },

    async push(clientId, entries) {
      const answer = await client.rpc('sync_push', { client_id: clientId, entries })
      if (answer.error) return { ok: false, error: toError(answer) }
      const parsed = PushAnswerSchema.safeParse(answer.data)
      if (parsed.success) return { ok: true, value: parsed.data }
      // A server without this build's sync_push (or a proxy's page): nothing known was applied.
      return {
        ok: false,
        error: { status: 502, code: null, message: 'The server answered in an unknown shape' },
      }
    },

    cancelRequests() {
      cancel.abort(new DOMException('Sync stopped', 'AbortError'))
      cancel = new AbortController()
    },

    async insertAnonymous(table, rows) {
      const answer = await anonClient().from(table).insert(rows)
      return answer.error ? { ok: false, error: toError(answer) } : { ok: true, value: null }
    },

    pullPage({ table, after, limit }: PullPageRequest) {
      return page(table, '*', [UPDATED_AT, 'id'], after, limit)
    },

    async pullTombstones(after, limit) {
      const result = await page(
        'sync_tombstones',
        'id, table_name, row_id, deleted_at',
        ['deleted_at', 'id'],
        after,
        limit,
      )
      if (!result.ok) return result
      const value: Tombstone[] = result.value.map((r) => ({
        id: String(r.id),
        table: String(r.table_name),
        rowId: String(r.row_id),
        updatedAt: String(r.deleted_at),
      }))
      return { ok: true, value }
    },

    async fetchRows(table, primaryKey, ids) {
      const answer = await client.from(table).select('*').in(primaryKey, ids)
      return answer.error
        ? { ok: false, error: toError(answer) }
        : { ok: true, value: answer.data as RowData[] }
    },

    async changedTables(since) {
      const answer = await client.rpc('sync_changed_tables', { since })
      return answer.error
        ? { ok: false, error: toError(answer) }
        : { ok: true, value: (answer.data ?? []) as string[] }
    },

    subscribe(tables: readonly RealtimeTable[], handlers: RealtimeHandlers) {
      let removed = false
      let channel = client.channel(`jul-sync-${crypto.randomUUID()}`)
      for (const { table, filter } of [...tables, { table: 'sync_tombstones' }]) {
        const binding = { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) } as const
        channel = channel.on('postgres_changes', binding, () => handlers.onChange(table))
      }
      // Every join counts, the first included: rows written between the last pull and the join were
      // announced to nobody, so the engine catches up each time.
      channel.subscribe((status) => {
        if (status !== 'SUBSCRIBED') {
          // CLOSED after our own removeChannel is not a failure.
          if (!removed) handlers.onStatus?.('failed')
          return
        }
        handlers.onStatus?.('live')
        handlers.onJoin()
      })
      return () => {
        removed = true
        void client.removeChannel(channel)
      }
    },
  }
}
