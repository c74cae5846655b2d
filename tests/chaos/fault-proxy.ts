import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'

/**
 * What the proxy can do to one API request. `drop` closes the connection before the server sees it;
 * `stall` holds it unanswered, then closes it; `delay` forwards it late; `status500/503/429` answer in
 * the server's place; `expireToken` treats the caller's access token as expired from now on (every
 * request carrying it answers 401 until the client refreshes); `loseAnswer` lets the server commit and
 * then closes the connection without the answer; `blackHole` (injected by the harness only) keeps the
 * connection open with no answer far beyond the client's timeout, then lets the server run it and
 * closes the connection: a captive portal or a dead spot that lets the request through much later.
 */
export const REQUEST_FAULTS = [
  'drop',
  'stall',
  'delay',
  'status500',
  'status503',
  'status429',
  'expireToken',
  'loseAnswer',
  'blackHole',
] as const
export type RequestFault = (typeof REQUEST_FAULTS)[number]
/** The faults random requests meet (a black hole is the harness's, one at a time). */
export const RANDOM_REQUEST_FAULTS = REQUEST_FAULTS.filter((fault) => fault !== 'blackHole')
/** How long a black-holed request is held: well past the client's 30 s timeout. */
export const BLACK_HOLE_MS = 75_000
/** Faults that are not about one request: realtime sockets cut, a new service worker served, an outage. */
export type ProxyEvent = 'cutRealtime' | 'serviceWorkerUpdate' | 'outage'
export type FaultCounts = Record<RequestFault | ProxyEvent, number>

export type ChaosMode = {
  /** Probability that one API request meets a fault. */
  rate: number
  kinds: readonly RequestFault[]
  random: () => number
}

export type FaultProxyOptions = {
  /** The local server (app and API on one origin). */
  target: string
  /** 0 picks a free port. */
  port?: number
  /** How long `stall` holds a request before closing it. */
  stallMs?: number
  /** How long `delay` waits before forwarding. */
  delayMs?: number
}

export type FaultProxy = {
  readonly origin: string
  readonly counts: FaultCounts
  /** API requests seen (after faults: counted whether or not they reached the server). */
  readonly requests: number
  /**
   * Writes the server answered (table and storage writes, lost answers included): while it still moves,
   * some device is still changing the server and others may not have pulled that yet.
   */
  readonly writes: number
  /** Random faults on API requests from now on; null turns them off. */
  setChaos(mode: ChaosMode | null): void
  /** The next API request that `matches` meets `fault` (queued, first match wins); `user`: its token's member. */
  inject(fault: RequestFault, matches?: (method: string, path: string, user: string | null) => boolean): void
  /** Every API request fails as if the server were unreachable, until `setPartition(false)`. */
  setPartition(down: boolean): void
  /** True while `setPartition(true)` holds. */
  readonly partitioned: boolean
  /**
   * The database's bad minutes: for `ms` every REST and storage request is answered 503 (sign-in and
   * functions still answer), as a hosted project under maintenance or out of connections does.
   */
  outage(ms: number): void
  /** Resolves once the outage in progress (if any) is over. */
  outageOver(): Promise<void>
  /** Closes every realtime socket; with `refuseMs`, new ones are refused that long. */
  cutRealtime(refuseMs?: number): void
  /** Serves a byte-different service worker from now on: browsers see a new version. */
  bumpServiceWorker(): void
  /**
   * Calls `listener` with every API answer the server gave (forwarded to the client), as it is sent:
   * benchmarks time acknowledgements and count the rows each request returned. Returns the unsubscribe.
   */
  observe(listener: AnswerListener): () => void
  /**
   * Calls `listener` with every API request as the proxy hands it to the server (lost answers and late
   * black holes included): when the server got it. Returns the unsubscribe.
   */
  onForward(listener: (method: string, path: string, body: Buffer) => void): () => void
  /** Requests in flight (held, delayed or forwarded) have settled. */
  idle(): Promise<void>
  /** The requests in flight now, with their age: what a run that never settles is waiting for. */
  inFlightRequests(): string[]
  close(): Promise<void>
}

/** One API answer forwarded from the server, as `observe` reports it. */
export type ForwardedAnswer = { method: string; path: string; status: number; body: Buffer }
export type AnswerListener = (answer: ForwardedAnswer) => void

const API = /^\/(rest|auth|storage|functions)\/v1\//
const REALTIME = /^\/realtime\/v1\//
const SERVICE_WORKER = '/service-worker.js'
/** The refresh grant must keep working: a token the client cannot renew would be a fault of its own. */
const REFRESH = /^\/auth\/v1\/token/
/** Table and storage writes, and the queue's one write function; other `rpc/` calls are reads (the probe). */
const WRITE_PATH = /^\/(rest\/v1\/(?!rpc\/)|rest\/v1\/rpc\/sync_push|storage\/v1\/)/
/** What an outage answers 503 to. */
const DATABASE_PATH = /^\/(rest|storage)\/v1\//
const isWrite = (method: string, path: string) =>
  method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && WRITE_PATH.test(path)

function userToken(request: IncomingMessage): string | null {
  const header = request.headers.authorization ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7) : ''
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: string }
    return claims.role === 'authenticated' ? token : null
  } catch {
    return null
  }
}

/** The member a user token belongs to (its `sub`). */
function userOf(token: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: unknown
    }
    return typeof claims.sub === 'string' ? claims.sub : null
  } catch {
    return null
  }
}

/** What the local server answers to an expired token (`api-key.ts`), and GoTrue where it checks itself. */
function expiredAnswer(path: string): { status: number; body: unknown } {
  if (path.startsWith('/auth/v1/'))
    return { status: 403, body: { code: 'bad_jwt', message: 'invalid JWT: token is expired' } }
  return { status: 401, body: { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' } }
}

function answer(response: ServerResponse, request: IncomingMessage, status: number, body: unknown): void {
  // The app's origin and the API are one origin here, but keep CORS right for cross-origin callers.
  const origin = request.headers.origin
  response.writeHead(status, {
    'Content-Type': 'application/json',
    ...(origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}),
    ...(status === 429 || status === 503 ? { 'Retry-After': '1' } : {}),
  })
  response.end(JSON.stringify(body))
}

const STATUS_OF = { status500: 500, status503: 503, status429: 429 } as const

/**
 * A fault-injecting reverse proxy in front of `supabase/local`, driven by the test in the same process.
 * The app is served through it (so the page, its worker and the service worker all meet the faults),
 * faults only ever touch the Supabase API paths, and realtime sockets are piped so they can be cut.
 */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target)
  const stallMs = options.stallMs ?? 6_000
  const delayMs = options.delayMs ?? 1_500
  const counts = Object.fromEntries(
    [...REQUEST_FAULTS, 'cutRealtime', 'serviceWorkerUpdate', 'outage'].map((k) => [k, 0]),
  ) as FaultCounts
  const injected: Array<{
    fault: RequestFault
    matches: (method: string, path: string, user: string | null) => boolean
  }> = []
  const expired = new Set<string>()
  const sockets = new Set<Duplex>()
  const inFlight = new Map<Promise<void>, { what: string; since: number }>()
  let chaos: ChaosMode | null = null
  let partition = false
  let outageUntil = 0
  let realtimeRefusedUntil = 0
  let serviceWorkerVersion = 0
  let requests = 0
  let writes = 0

  const choose = (method: string, path: string, user: string | null): RequestFault | null => {
    const index = injected.findIndex((i) => i.matches(method, path, user))
    if (index >= 0) return injected.splice(index, 1)[0]?.fault ?? null
    if (!chaos || method === 'OPTIONS' || chaos.random() >= chaos.rate) return null
    const kinds = chaos.kinds.filter(
      (k) => !(REFRESH.test(path) && (k === 'loseAnswer' || k === 'expireToken')),
    )
    return kinds[Math.floor(chaos.random() * kinds.length)] ?? null
  }

  const listeners = new Set<AnswerListener>()
  const forwarding = new Set<(method: string, path: string, body: Buffer) => void>()
  // A fresh connection per request: Node's default agent reuses idle sockets, and one the server closes
  // at the same moment (its keep-alive timeout) failed a forwarded page load with an empty response.
  // A browser retries such a request itself; the proxy would pass the failure on as a fault.
  const agent = new Agent({ keepAlive: false })
  const forward = (request: IncomingMessage, response: ServerResponse, body: Buffer, lose: boolean) =>
    new Promise<void>((done) => {
      if (API.test(request.url ?? '/'))
        for (const listener of forwarding) listener(request.method ?? 'GET', request.url ?? '/', body)
      const upstream = httpRequest(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: target.host },
        },
        (reply) => {
          const chunks: Buffer[] = []
          reply.on('data', (chunk: Buffer) => chunks.push(chunk))
          reply.on('end', () => {
            if (isWrite(request.method ?? 'GET', request.url ?? '/')) writes++
            let payload = Buffer.concat(chunks)
            if (lose) {
              request.socket.destroy()
              return done()
            }
            const headers = { ...reply.headers }
            if (request.url?.split('?')[0] === SERVICE_WORKER && serviceWorkerVersion > 0) {
              payload = Buffer.concat([payload, Buffer.from(`\n// chaos update ${serviceWorkerVersion}\n`)])
              headers['content-length'] = String(payload.length)
              delete headers.etag
            }
            response.writeHead(reply.statusCode ?? 502, headers)
            response.end(payload)
            const path = request.url ?? '/'
            if (listeners.size > 0 && API.test(path)) {
              const seen = {
                method: request.method ?? 'GET',
                path,
                status: reply.statusCode ?? 502,
                body: payload,
              }
              for (const listener of listeners) listener(seen)
            }
            done()
          })
          reply.on('error', () => {
            request.socket.destroy()
            done()
          })
        },
      )
      upstream.on('error', () => {
        request.socket.destroy()
        done()
      })
      upstream.end(body)
    })

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const method = request.method ?? 'GET'
    const path = request.url ?? '/'
    if (!API.test(path)) return forward(request, response, body, false)
    requests++
    if (partition && method !== 'OPTIONS') {
      request.socket.destroy()
      return
    }
    if (Date.now() < outageUntil && method !== 'OPTIONS' && DATABASE_PATH.test(path))
      return answer(response, request, 503, {
        code: 'PGRST003',
        message: 'Timed out acquiring connection from connection pool.',
      })
    const token = userToken(request)
    if (token && expired.has(token) && method !== 'OPTIONS') {
      const expiredReply = expiredAnswer(path)
      return answer(response, request, expiredReply.status, expiredReply.body)
    }
    const fault = choose(method, path, token ? userOf(token) : null)
    if (fault) counts[fault]++
    switch (fault) {
      case 'drop':
        request.socket.destroy()
        return
      case 'stall':
        await new Promise((resume) => setTimeout(resume, stallMs))
        request.socket.destroy()
        return
      case 'delay':
        await new Promise((resume) => setTimeout(resume, delayMs))
        return forward(request, response, body, false)
      case 'status500':
      case 'status503':
      case 'status429':
        return answer(response, request, STATUS_OF[fault], {
          code: String(STATUS_OF[fault]),
          message: 'Injected by the fault proxy',
        })
      case 'expireToken':
        if (token) {
          expired.add(token)
          const expiredReply = expiredAnswer(path)
          return answer(response, request, expiredReply.status, expiredReply.body)
        }
        return forward(request, response, body, false)
      case 'loseAnswer':
        return forward(request, response, body, true)
      case 'blackHole':
        await new Promise((resume) => setTimeout(resume, BLACK_HOLE_MS))
        return forward(request, response, body, true)
      default:
        return forward(request, response, body, false)
    }
  }

  const server = createServer((request, response) => {
    const work = handle(request, response).catch(() => {
      request.socket.destroy()
    })
    inFlight.set(work, { what: `${request.method} ${(request.url ?? '').split('?')[0]}`, since: Date.now() })
    void work.finally(() => inFlight.delete(work))
  })

  // Realtime: a raw pipe after the upgrade request, so cutting it is closing two sockets.
  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    if (!REALTIME.test(request.url ?? '') || partition || Date.now() < realtimeRefusedUntil) {
      client.destroy()
      return
    }
    const upstream: Socket = connect(Number(target.port), target.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`]
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        const name = request.rawHeaders[i] ?? ''
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? target.host : request.rawHeaders[i + 1]}`)
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (head.length > 0) upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    const close = () => {
      sockets.delete(client)
      client.destroy()
      upstream.destroy()
    }
    sockets.add(client)
    client.on('error', close)
    client.on('close', close)
    upstream.on('error', close)
    upstream.on('close', close)
  })

  await new Promise<void>((listening) => server.listen(options.port ?? 0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo

  return {
    origin: `http://127.0.0.1:${port}`,
    counts,
    get requests() {
      return requests
    },
    get writes() {
      return writes
    },
    setChaos(mode) {
      chaos = mode
    },
    inject(fault, matches = () => true) {
      injected.push({ fault, matches })
    },
    get partitioned() {
      return partition
    },
    setPartition(down) {
      partition = down
      if (down) for (const socket of sockets) socket.destroy()
    },
    outage(ms) {
      counts.outage++
      outageUntil = Date.now() + ms
    },
    async outageOver() {
      const left = outageUntil - Date.now()
      if (left > 0) await new Promise((resume) => setTimeout(resume, left))
    },
    cutRealtime(refuseMs = 0) {
      counts.cutRealtime++
      realtimeRefusedUntil = Date.now() + refuseMs
      for (const socket of sockets) socket.destroy()
    },
    bumpServiceWorker() {
      counts.serviceWorkerUpdate++
      serviceWorkerVersion++
    },
    observe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    onForward(listener) {
      forwarding.add(listener)
      return () => {
        forwarding.delete(listener)
      }
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight.keys()])
    },
    inFlightRequests: () =>
      [...inFlight.values()].map(
        ({ what, since }) => `${what} (${((Date.now() - since) / 1000).toFixed(1)} s)`,
      ),
    close: () =>
      new Promise<void>((closed) => {
        for (const socket of sockets) socket.destroy()
        server.closeAllConnections()
        server.close(() => closed())
      }),
  }
}
