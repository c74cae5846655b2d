/**
 * Sync at scale (issue 29's Measure): 200 member clients and 5 staff clients — the app's sync engine in
 * Node over fake-indexeddb, each with its own database, remote (supabase-js) and two wake-up channels —
 * against the local server (PostgreSQL 15, else PGlite) seeded with over 10⁶ rows across 10,000 members.
 * Idle first,
 * then every member runs the scripted six-minute session at once (10 screens, 3 sparks, 5 app switches,
 * 3 brief network drops that also cost the socket) while staff post advisor messages and add cards.
 * Every API request is counted per client (a wrapped fetch); sync_pull answers are timed and their rows
 * counted; the database's own tuple counters say how many rows it read for the changes of the session.
 * Printed, never asserted.
 *
 * Run: `npm run bench -- scale` (BENCH_MEMBERS=200, BENCH_STAFF=5, BENCH_IDLE_MS=120000,
 * BENCH_SEEDED_MEMBERS=10000; DATABASE_URL_PG15 runs it on PostgreSQL 15). BENCH_SCRIPT=hour runs the
 * active member-hour instead of the six-minute session (an hour of real time; fewer members will do).
 */
import 'fake-indexeddb/auto'
import WebSocket from 'ws'
import { signToken } from '../../supabase/local/jwt.ts'
import { startLocalServer } from '../../supabase/local/server.ts'
import { JulDatabase } from '../../sync/db/database.ts'
import { KV } from '../../sync/db/records.ts'
import { SyncEngine } from '../../sync/engine.ts'
import type { LockManagerLike } from '../../sync/leader.ts'
import type { Session } from '../../sync/protocol.ts'
import { createRepository } from '../../sync/public/repositories.ts'
import type { RealtimeHandlers, Remote } from '../../sync/remote.ts'
import { createSupabaseRemote } from '../../sync/remote-supabase.ts'
import { isTelemetry } from '../../sync/tables.ts'
import { createFreshDatabase } from '../backend/support/fresh-database.ts'
import { STAFF_EMAIL, seedScale, userId } from './support/scale-seed.ts'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200)
const STAFF = Number(process.env.BENCH_STAFF ?? 5)
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 120_000)
/**
 * What members and staff do in the measured stretch. The session is the stress case (three drops and
 * five switches in six minutes); the active hour is a member working in the app for an hour — a screen
 * every two minutes, six sparks, ten switches away and back, three drops — while each staff member posts
 * two advisor messages (one to every member's room) and adds ten cards.
 */
const SCRIPTS = {
  session: { ms: 360_000, screens: 10, sparks: 3, switches: 5, drops: 3, staffRounds: 3 },
  hour: { ms: 3_600_000, screens: 30, sparks: 6, switches: 10, drops: 3, staffRounds: 2 },
} as const
const SCRIPT_NAME = process.env.BENCH_SCRIPT === 'hour' ? 'hour' : 'session'
const SCRIPT = SCRIPTS[SCRIPT_NAME]
const SESSION_MS = SCRIPT.ms
const SEEDED_MEMBERS = Number(process.env.BENCH_SEEDED_MEMBERS ?? 10_000)
/** How long a brief network drop lasts. */
const DROP_MS = 4_000
/** After the session: long enough for the last wake-ups, their debounce and the pulls they cause. */
const SETTLE_MS = 15_000

type Request = { client: number; path: string; ms: number; rows: number | null; at: number }
type Client = {
  index: number
  userId: string
  staff: boolean
  db: JulDatabase
  engine: SyncEngine
  token: string
  offline: boolean
  topics: number
  handlers: RealtimeHandlers | null
  wakeUps: number
}

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length

/** One leader per client: the lock is granted at once and held until the engine resigns. */
const soleLocks: LockManagerLike = {
  request: (_name, options, callback) =>
    options.signal?.aborted ? Promise.reject(new DOMException('aborted', 'AbortError')) : callback(),
}

// Every request of every client passes here: counted per client (by its token), timed, and failed
// while the client is "offline".
const requests: Request[] = []
const byToken = new Map<string, Client>()
const realFetch = globalThis.fetch
globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  const auth = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get(
    'authorization',
  )
  const client = auth ? byToken.get(auth.replace(/^Bearer /, '')) : undefined
  if (client?.offline) throw new TypeError('Failed to fetch')
  const started = performance.now()
  const response = await realFetch(input, init)
  const ms = performance.now() - started
  let rows: number | null = null
  if (url.pathname.endsWith('/rpc/sync_pull') && response.ok) {
    const answer = (await response.clone().json()) as {
      results?: Array<{ rows?: Record<string, unknown[]> }>
    }
    rows = (answer.results ?? []).reduce(
      (n, r) => n + Object.values(r.rows ?? {}).reduce((m, list) => m + list.length, 0),
      0,
    )
  }
  if (client) requests.push({ client: client.index, path: url.pathname, ms, rows, at: Date.now() })
  return response
}

// PostgreSQL 15 when DATABASE_URL_PG15 names one (.ci/run starts the machine's cluster), else PGlite.
const pg15 = process.env.DATABASE_URL_PG15
const database = pg15 ? await createFreshDatabase(pg15, 'jul_scale') : null
const server = await startLocalServer({
  port: 0,
  logLevel: 'error',
  ...(database ? { databaseUrl: database.url } : {}),
})
const clients: Client[] = []
try {
  log('seeding')
  const seeded = await seedScale(server.db, { members: SEEDED_MEMBERS, staff: STAFF })
  log(`seeded ${seeded.rows.toLocaleString()} rows across ${seeded.members.toLocaleString()} members`)

  for (let index = 0; index < MEMBERS + STAFF; index++) {
    const staff = index >= MEMBERS
    const id = userId(staff ? (seeded.staffIds[index - MEMBERS] ?? 0) : index + 1)
    const email = staff ? STAFF_EMAIL(index - MEMBERS) : `scale-${index + 1}@example.org`
    const token = await signToken(
      { sub: id, role: 'authenticated', email, aud: 'authenticated' },
      server.jwtSecret,
      24 * 3600,
    )
    const db = new JulDatabase(`scale-${index}`)
    const base = createSupabaseRemote({
      url: server.url,
      anonKey: server.anonKey,
      realtimeTransport: WebSocket,
    })
    const client = {
      index,
      userId: id,
      staff,
      db,
      token,
      offline: false,
      topics: 0,
      handlers: null,
      wakeUps: 0,
    } as Client
    // The socket is part of the network: a drop costs the channels too (failed, rejoined on return).
    const remote: Remote = {
      ...base,
      subscribe: (topics, handlers) => {
        client.topics = topics.length
        client.handlers = handlers
        return base.subscribe(topics, {
          ...handlers,
          onChange: (wakeUp) => {
            client.wakeUps++
            handlers.onChange(wakeUp)
          },
        })
      },
    }
    const session: Session = { accessToken: token, refreshToken: 'bench', userId: id }
    client.engine = new SyncEngine({
      db,
      remote,
      locks: soleLocks,
      clock: {
        now: () => Date.now(),
        setTimeout: (f, ms) => setTimeout(f, ms),
        clearTimeout: (h) => clearTimeout(h as number),
      },
      random: Math.random,
      refreshSession: async () => session,
      handOverSession: (given) => base.setAccessToken(given?.accessToken ?? null),
    })
    byToken.set(token, client)
    clients.push(client)
    client.engine.start()
    await client.engine.setSession(session)
    await sleep(50)
  }

  log('first sync of every client')
  const firstStart = Date.now()
  for (const client of clients) {
    while ((await client.db.kv.get(KV.firstPullDoneFor))?.value !== client.userId) await sleep(200)
  }
  const firstSync = requests.filter((r) => r.at >= 0)
  log(`first sync done in ${((Date.now() - firstStart) / 1000).toFixed(0)} s`)
  await sleep(5_000)
  const initialCount = requests.length

  log(`idle for ${IDLE_MS / 1000} s`)
  const idleFrom = requests.length
  await sleep(IDLE_MS)
  const idle = requests.slice(idleFrom)

  log(`scripted session for ${SESSION_MS / 60_000} min on every member`)
  const countersBefore = await tupleCounters()
  const sessionFrom = requests.length
  const drops: Array<{ client: number; from: number; to: number }> = []
  await Promise.all(
    clients.map((client) => (client.staff ? staffSession(client) : memberSession(client, drops))),
  )
  await sleep(SETTLE_MS)
  const session = requests.slice(sessionFrom)
  const countersAfter = await tupleCounters()

  report({
    firstSync: firstSync.slice(0, initialCount),
    idle,
    session,
    drops,
    database: {
      read: countersAfter.read - countersBefore.read,
      changed: countersAfter.changed - countersBefore.changed,
    },
  })
} finally {
  globalThis.fetch = realFetch
  await Promise.all(clients.map((client) => client.engine.stop()))
  await server.close()
  await database?.drop()
}
process.exit(0)

/** A repository's context as the app's client gives it: telemetry announced as telemetry. */
function queueing(client: Client) {
  return {
    db: client.db,
    userId: () => client.userId,
    onQueued: (entry: { table: string } | null) => client.engine.notifyQueued(isTelemetry(entry)),
  }
}

/**
 * The database's own counters over the public tables: rows it read (sequential and index fetches, for
 * pulls, probes, pushes and RLS alike) and rows it inserted, updated or deleted.
 */
async function tupleCounters(): Promise<{ read: number; changed: number }> {
  // Statistics reach the views after a short delay; the snapshot of the last read is dropped.
  await sleep(2_000)
  const [row] = await server.db.transaction(async (tx) => {
    await tx.query('select pg_stat_clear_snapshot()')
    return tx.query<{ read: string | null; changed: string | null }>(
      `select sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::text as read,
        sum(n_tup_ins + n_tup_upd + n_tup_del)::text as changed
      from pg_stat_user_tables where schemaname = 'public'`,
    )
  })
  return { read: Number(row?.read ?? 0), changed: Number(row?.changed ?? 0) }
}

/** At evenly spread random moments of the session: what a member does on their phone in six minutes. */
async function memberSession(client: Client, drops: Array<{ client: number; from: number; to: number }>) {
  const steps: Array<{ at: number; run: () => Promise<void> }> = []
  const at = () => Math.random() * (SESSION_MS - DROP_MS)
  const context = createRepository(queueing(client), 'app_context_log')
  const sparks = createRepository(queueing(client), 'sparks')
  for (let n = 0; n < SCRIPT.screens; n++)
    steps.push({
      at: at(),
      run: async () => {
        // A screen visit writes the two context rows the app writes per route change.
        await context.insert({ context_type: 'route', context_data: { path: `/app/screen-${n}` } })
        await context.insert({ context_type: 'screen', context_data: { n } })
      },
    })
  for (let n = 0; n < SCRIPT.sparks; n++)
    steps.push({
      at: at(),
      run: async () => {
        await sparks.insert({
          spark_type: 'manual',
          content: `bench spark ${n}`,
          source_type: 'manual',
          source_id: null,
          metadata: {},
          is_favorited: false,
          is_archived: false,
        })
      },
    })
  for (let n = 0; n < SCRIPT.switches; n++) steps.push({ at: at(), run: async () => client.engine.catchUp() })
  for (let n = 0; n < SCRIPT.drops; n++)
    steps.push({
      at: at(),
      run: async () => {
        const from = Date.now()
        client.offline = true
        client.engine.setOnline(false)
        client.handlers?.onStatus?.('failed')
        await sleep(DROP_MS)
        client.offline = false
        client.engine.setOnline(true)
        client.handlers?.onStatus?.('live')
        client.handlers?.onJoin()
        drops.push({ client: client.index, from, to: Date.now() + 5_000 })
      },
    })
  const start = Date.now()
  await Promise.all(
    steps.map(async (step) => {
      await sleep(Math.max(0, start + step.at - Date.now()))
      await step.run()
    }),
  )
}

/** Staff during the session: advisor messages to members they work with, cards added to a member's board. */
async function staffSession(client: Client) {
  const messages = createRepository(queueing(client), 'yel_room_messages')
  const cards = createRepository(queueing(client), 'julboard_tasks')
  for (let n = 0; n < SCRIPT.staffRounds; n++) {
    await sleep(SESSION_MS / (SCRIPT.staffRounds + 1))
    const member = userId(1 + Math.floor(Math.random() * MEMBERS))
    await messages.insert({
      room_type: (['julius', 'peer', 'cross-group'] as const)[n % 3] ?? 'julius',
      content: `advisor note ${n}`,
      message_type: 'text',
      is_from_advisor: true,
      target_user_ids: n === 0 ? [] : [member],
    })
    for (let c = 0; c < 5; c++)
      await cards.insert({
        user_id: member,
        title: `bench card ${n}.${c}`,
        description: null,
        status: 'backlog',
        priority: 'medium',
        assigned_to: null,
        due_date: null,
        labels: [],
      })
  }
}

function report(phases: {
  firstSync: Request[]
  idle: Request[]
  session: Request[]
  drops: Array<{ client: number; from: number; to: number }>
  database: { read: number; changed: number }
}) {
  const members = clients.filter((c) => !c.staff)
  const perMember = (list: Request[]) => members.map((m) => list.filter((r) => r.client === m.index).length)
  const sessionCounts = perMember(phases.session)
  const pulls = phases.session.filter((r) => r.rows !== null)
  const probes = pulls.filter((r) => r.rows === 0)
  const reads = pulls.filter((r) => (r.rows ?? 0) > 0)
  // What the drop itself costs: the sync_pull calls between its start and 5 s after the network came
  // back (the writes queued meanwhile are pushed then too, and are counted as writes, not as the drop).
  const dropPulls = phases.drops.map((d) =>
    pulls.filter((r) => r.client === d.client && r.at >= d.from && r.at <= d.to),
  )
  const dropCosts = dropPulls.map((list) => list.length)
  const dropRows = dropPulls.map((list) => list.reduce((n, r) => n + (r.rows ?? 0), 0))
  const byPath = new Map<string, number>()
  for (const r of phases.session) byPath.set(r.path, (byPath.get(r.path) ?? 0) + 1)
  console.log('\n=== scale: results')
  console.log(`clients: ${members.length} members, ${clients.length - members.length} staff`)
  console.log(`first sync: ${mean(perMember(phases.firstSync)).toFixed(1)} requests per member (mean)`)
  console.log(
    `idle: ${(perMember(phases.idle).reduce((a, b) => a + b, 0) / (members.length * (IDLE_MS / 60_000))).toFixed(3)} requests per member-minute`,
  )
  console.log(
    `${SCRIPT_NAME === 'hour' ? 'active member-hour' : 'scripted session'} (${SESSION_MS / 60_000} min): requests per member mean ${mean(sessionCounts).toFixed(1)}, p95 ${percentile(sessionCounts, 95)}, max ${Math.max(...sessionCounts)}`,
  )
  console.log(
    `a network drop costs: mean ${mean(dropCosts).toFixed(2)} sync_pull requests (max ${Math.max(0, ...dropCosts)}), mean ${mean(dropRows).toFixed(2)} rows pulled`,
  )
  console.log(
    `realtime: ${Math.max(...clients.map((c) => c.topics))} channels per client at most, one binding each`,
  )
  console.log(`wake-ups received per member: mean ${mean(members.map((m) => m.wakeUps)).toFixed(1)}`)
  console.log(
    `sync_pull: ${pulls.length} calls; probes (no rows) p50 ${percentile(
      probes.map((r) => r.ms),
      50,
    ).toFixed(0)} ms, p95 ${percentile(
      probes.map((r) => r.ms),
      95,
    ).toFixed(0)} ms; pulls p50 ${percentile(
      reads.map((r) => r.ms),
      50,
    ).toFixed(0)} ms, p95 ${percentile(
      reads.map((r) => r.ms),
      95,
    ).toFixed(0)} ms`,
  )
  console.log(
    `rows read per pull that read rows: mean ${mean(reads.map((r) => r.rows ?? 0)).toFixed(1)}, max ${Math.max(0, ...reads.map((r) => r.rows ?? 0))}`,
  )
  console.log(
    `database during the session: ${phases.database.read.toLocaleString()} rows read for ${phases.database.changed.toLocaleString()} rows changed (${(phases.database.read / Math.max(1, phases.database.changed)).toFixed(1)} read per change)`,
  )
  console.log('session requests by path:')
  for (const [path, count] of [...byPath].sort((a, b) => b[1] - a[1])) console.log(`  ${count}\t${path}`)
}
