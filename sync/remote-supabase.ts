import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js'
import { PushAnswerSchema, type RowData } from './protocol.ts'
import { readScopeAnswer, readWakeUp } from './pull/scope-answer.ts'
import type { RemoteError } from './push/classify.ts'
import { REQUEST_TIMEOUT_MS, type RealtimeHandlers, type Remote } from './remote.ts'

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

/**
 * A signal that aborts when any of `signals` does (AbortSignal.any is missing before Safari 17.4), and
 * the release of its listeners: the cancel switch lives for the whole session, so a listener left on
 * it would keep every request ever made.
 */
function anySignal(signals: readonly AbortSignal[]): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController()
  const listeners: Array<[AbortSignal, () => void]> = []
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason)
      break
    }
    const listener = () => controller.abort(signal.reason)
    signal.addEventListener('abort', listener, { once: true })
    listeners.push([signal, listener])
  }
  const release = () => {
    for (const [signal, listener] of listeners) signal.removeEventListener('abort', listener)
  }
  return { signal: controller.signal, release }
}

/**
 * `fetch` with a timeout on every request and one switch that aborts every request in flight. A
 * request ended either way answers like a network failure (status 0), which the engine retries.
 */
export function boundedFetch(base: Fetch, cancelled: () => AbortSignal): Fetch {
  return (input, init) => {
    const timer = new AbortController()
    const combined = anySignal([timer.signal, cancelled(), ...(init?.signal ? [init.signal] : [])])
    // The timer keeps running once the headers are in: it bounds reading the body too (aborting a
    // request that has finished does nothing). Then the request lets go of the shared signals.
    const handle = setTimeout(() => {
      timer.abort(
        new DOMException(`The server did not answer within ${REQUEST_TIMEOUT_MS / 1000} s`, 'TimeoutError'),
      )
      combined.release()
    }, REQUEST_TIMEOUT_MS)
    return base(input, { ...init, signal: combined.signal }).catch((error: unknown) => {
      clearTimeout(handle)
      combined.release()
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

/** What a server without this build's `sync_pull` (or a proxy's page) answers: nothing known was read. */
const UNKNOWN_SHAPE: RemoteError = {
  status: 502,
  code: null,
  message: 'The server answered in an unknown shape',
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

  /** Channels of the previous subscription still leaving (see `subscribe`). */
  let leaving: Promise<void> = Promise.resolve()

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

  return {
    setAccessToken(next) {
      token = next
      // Without an argument realtime asks `accessToken` (above), so the latest token wins whatever
      // order the calls settle in (the client's own first call hands it the key it was made with).
      void client.realtime.setAuth().catch(() => undefined)
    },

    async push(clientId, entries) {
      const answer = await client.rpc('sync_push', { client_id: clientId, entries })
      if (answer.error) return { ok: false, error: toError(answer) }
      const parsed = PushAnswerSchema.safeParse(answer.data)
      if (parsed.success) return { ok: true, value: parsed.data }
      // A server without this build's sync_push (or a proxy's page): nothing known was applied.
      return { ok: false, error: UNKNOWN_SHAPE }
    },

    cancelRequests() {
      cancel.abort(new DOMException('Sync stopped', 'AbortError'))
      cancel = new AbortController()
    },

    async insertAnonymous(table, rows) {
      const answer = await anonClient().from(table).insert(rows)
      return answer.error ? { ok: false, error: toError(answer) } : { ok: true, value: null }
    },

    async pullScopes(request) {
      const answer = await client.rpc('sync_pull', { request })
      if (answer.error) return { ok: false, error: toError(answer) }
      const value = readScopeAnswer(answer.data)
      return value ? { ok: true, value } : { ok: false, error: UNKNOWN_SHAPE }
    },

    async fetchRows(table, primaryKey, ids) {
      const answer = await client.from(table).select('*').in(primaryKey, ids)
      return answer.error
        ? { ok: false, error: toError(answer) }
        : { ok: true, value: answer.data as RowData[] }
    },

    subscribe(topics: readonly string[], handlers: RealtimeHandlers) {
      let removed = false
      const joined = new Set<string>()
      const join = (topic: string): RealtimeChannel =>
        client
          .channel(topic, { config: { private: true } })
          .on('broadcast', { event: 'changed' }, (message) => {
            const wakeUp = readWakeUp(message.payload)
            if (wakeUp) handlers.onChange(wakeUp)
          })
          .subscribe((status) => {
            if (status !== 'SUBSCRIBED') {
              joined.delete(topic)
              // CLOSED after our own removeChannel is not a failure.
              if (!removed) handlers.onStatus?.('failed')
              return
            }
            joined.add(topic)
            if (joined.size < topics.length) return
            // Every join counts, a rejoin after a drop included: changes made while a channel was not
            // joined were announced to nobody, so the engine asks every scope once.
            handlers.onStatus?.('live')
            handlers.onJoin()
          })
      // realtime-js keeps one channel per topic and drops it by topic once it closes: channels of a
      // previous subscription to the same topics must be gone before these are made.
      // A private channel joined with any token but the member's is refused: hand it over first.
      const made = leaving
        .then(() => client.realtime.setAuth())
        .catch(() => undefined)
        .then(() => (removed ? [] : topics.map(join)))
      return () => {
        removed = true
        leaving = made
          .then((channels) => Promise.all(channels.map((channel) => client.removeChannel(channel))))
          .then(
            () => undefined,
            () => undefined,
          )
      }
    },
  }
}
