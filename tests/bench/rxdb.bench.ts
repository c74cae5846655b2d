/**
 * RxDB 17 (Dexie storage, open-core, no dev-mode) side by side with our engine, in one run, in headless
 * Chromium against the local server. Figures are printed as medians of several rounds, never asserted:
 *  1. loading 10,000 `julboard_tasks` rows: our mirror's bulkPut vs RxDB bulkInsert; our initial pull
 *     (network included) vs the same bulkInsert; our initial pull vs RxDB's Supabase replication pull;
 *  2. 50 serial single-row writes: our repository insert (row + queue entry) vs RxDB insert.
 * The replication figure is measured, honestly, on a throwaway table the benchmark creates through the
 * local server's superuser `db` handle: a copy of `julboard_tasks` (same rows, same ids, same owner RLS
 * policy, the `(user_id, _modified)` index mirroring our `(user_id, updated_at)` one) plus the
 * `_modified` (clock_timestamp() trigger, like our `updated_at`) and `_deleted` columns RxDB requires.
 * The product schema is untouched; the table lives only in this run's in-memory PGlite.
 * Ratios are RxDB ÷ ours: above 1 means RxDB is slower. Each round alternates which side goes first.
 * Run: `npx tsx tests/bench/rxdb.bench.ts` (BENCH_ROWS, BENCH_LOAD_ROUNDS, BENCH_WRITE_ROUNDS to vary).
 */
import { createClient } from '@supabase/supabase-js'
import type { RxJsonSchema } from 'rxdb'
import WebSocket from 'ws'
import { startLocalServer } from '../../supabase/local/server.ts'
import { openBenchPage } from './support/bench-page.ts'

const SERVER_PORT = 31600
const VITE_PORT = 55601
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000)
const LOAD_ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3)
const WRITE_ROUNDS = Number(process.env.BENCH_WRITE_ROUNDS ?? 5)
const TABLE = 'julboard_tasks' as const
const RX_TABLE = 'rxdb_bench_tasks'
// A virtual module: page.evaluate cannot import bare specifiers, and pre-bundling RxDB with our deps at
// start-up keeps Vite from discovering them mid-run and reloading the page under the benchmark.
const RX_ENTRY = '/rxdb-bench-entry.ts'
const RX_ENTRY_ID = '\0rxdb-bench-entry'

type TaskDoc = {
  id: string
  user_id: string
  title: string
  description: string | null
  status: string
  priority: string
  assigned_to: string | null
  due_date: string | null
  labels: string[]
  created_at: string
  updated_at: string
}
type RxEntry = typeof import('rxdb') &
  typeof import('rxdb/plugins/storage-dexie') &
  typeof import('rxdb/plugins/replication-supabase') &
  Pick<typeof import('@supabase/supabase-js'), 'createClient'> &
  Pick<typeof import('dexie'), 'Dexie'>

type BenchInput = {
  url: string
  anonKey: string
  token: string
  userId: string
  table: typeof TABLE
  rxTable: string
  rxEntry: string
  loadRounds: number
  writeRounds: number
  schema: RxJsonSchema<TaskDoc>
}
type BenchOutput = Record<string, number[]>

/** Runs in the page: loads our sync modules and RxDB from the Vite dev server and times both. */
async function inPage(input: BenchInput): Promise<BenchOutput> {
  const { url, anonKey, token, userId, table, rxTable, schema } = input
  const load = <T>(path: string): Promise<T> => import(/* @vite-ignore */ path)
  const { JulDatabase } = await load<typeof import('../../sync/db/database.ts')>('/sync/db/database.ts')
  const { createSupabaseRemote } =
    await load<typeof import('../../sync/remote-supabase.ts')>('/sync/remote-supabase.ts')
  const { pullRound } = await load<typeof import('../../sync/pull/pull-round.ts')>('/sync/pull/pull-round.ts')
  const { PullPlan } = await load<typeof import('../../sync/pull/pull-plan.ts')>('/sync/pull/pull-plan.ts')
  const { createRepository } = await load<typeof import('../../sync/public/repositories.ts')>(
    '/sync/public/repositories.ts',
  )
  const rx = await load<RxEntry>(input.rxEntry)
  // As on a deployed origin: Dexie turns its debug mode (a stack trace kept per promise) on for pages
  // served from localhost/127.0.0.1. Both sides share this one pre-bundled Dexie.
  rx.Dexie.debug = false
  const remote = createSupabaseRemote({ url, anonKey })
  remote.setAccessToken(token)
  // The same client set-up as our remote, so both sides pay the same auth and fetch costs.
  const rxClient = rx.createClient(url, anonKey, {
    accessToken: async () => token,
    auth: { persistSession: false, autoRefreshToken: false },
  })

  const fresh = async (name: string) => {
    const db = new JulDatabase(`bench-${name}-${crypto.randomUUID()}`)
    await db.open()
    return db
  }
  // Defaults except multiInstance: one tab here, and our side has no cross-tab channel to pay for either.
  const freshRx = async (name: string) => {
    const db = await rx.createRxDatabase({
      name: `bench-${name}-${crypto.randomUUID()}`,
      storage: rx.getRxStorageDexie(),
      multiInstance: false,
    })
    const { tasks } = await db.addCollections({ tasks: { schema } })
    if (!tasks) throw new Error('RxDB did not create the collection')
    return { db, tasks }
  }
  const time = async (run: () => Promise<unknown>) => {
    const start = performance.now()
    await run()
    return performance.now() - start
  }
  const out: BenchOutput = {}
  const record = (key: string, value: number) => {
    const list = out[key] ?? []
    list.push(value)
    out[key] = list
  }
  // Alternating the order spreads warm-up and GC pauses over both sides instead of one.
  const bothSides = async (round: number, ours: () => Promise<void>, theirs: () => Promise<void>) => {
    if (round % 2 === 0) {
      await ours()
      await theirs()
    } else {
      await theirs()
      await ours()
    }
  }

  let rows: TaskDoc[] = []
  for (let round = 0; round < input.loadRounds; round++) {
    await bothSides(
      round,
      async () => {
        const pulled = await fresh('pull')
        let pullError = ''
        record(
          'oursPullMs',
          await time(async () => {
            await pulled.kv.bulkPut([
              { key: 'leader_epoch', value: 1 },
              { key: 'mirror_owner', value: userId },
            ])
            const plan = new PullPlan()
            plan.mark(`user:${userId}`)
            const fence = { epoch: 1, userId, aborted: () => false }
            const result = await pullRound(
              { db: pulled, remote, now: () => Date.now(), userId, fence, refreshSession: async () => false },
              plan,
            )
            if (result.kind !== 'done' || result.error) pullError = JSON.stringify(result)
          }),
        )
        if (pullError) throw new Error(`pull failed: ${pullError}`)
        const pulledRows = (await pulled.table(table).toArray()) as TaskDoc[]
        record('oursPulledRows', pulledRows.length)
        if (rows.length === 0) rows = pulledRows
        await pulled.delete()
      },
      async () => {
        const { db, tasks } = await freshRx('pull')
        record(
          'rxPullMs',
          await time(async () => {
            const state = rx.replicateSupabase<TaskDoc>({
              replicationIdentifier: `bench-${crypto.randomUUID()}`,
              collection: tasks,
              client: rxClient,
              tableName: rxTable,
              live: false,
              // Our engine pulls without an election too; RxDB's would add a wait that is not sync work.
              waitForLeadership: false,
              pull: { batchSize: 1_000 },
            })
            // RxDB retries a failed pull forever; the first error must end the run instead.
            let sub: { unsubscribe(): void } | undefined
            const failed = new Promise<never>((_, reject) => {
              sub = state.error$.subscribe((error) => reject(error))
            })
            try {
              await Promise.race([state.awaitInitialReplication(), failed])
            } finally {
              sub?.unsubscribe()
              await state.cancel()
            }
          }),
        )
        record('rxPulledRows', await tasks.count().exec())
        await db.remove()
      },
    )
  }
  if (rows.length === 0) throw new Error('nothing was pulled')

  for (let round = 0; round < input.loadRounds; round++) {
    // Copies made outside the clock, so neither side can profit from the other's objects.
    const mine = structuredClone(rows)
    const theirs = structuredClone(rows)
    await bothSides(
      round,
      async () => {
        const db = await fresh('bulk')
        record('oursBulkPutMs', await time(() => db.table(table).bulkPut(mine)))
        await db.delete()
      },
      async () => {
        const { db, tasks } = await freshRx('bulk')
        let errors = 0
        record(
          'rxBulkInsertMs',
          await time(async () => {
            errors = (await tasks.bulkInsert(theirs)).error.length
          }),
        )
        if (errors > 0) throw new Error(`RxDB bulkInsert refused ${errors} rows`)
        record('rxInsertedRows', await tasks.count().exec())
        await db.remove()
      },
    )
  }

  const task = (n: number) => ({
    title: `bench ${n}`,
    description: null,
    status: 'backlog',
    priority: 'medium',
    assigned_to: null,
    due_date: null,
    labels: [],
  })
  for (let round = 0; round < input.writeRounds; round++) {
    const db = await fresh('writes')
    const { db: rxDb, tasks } = await freshRx('writes')
    const repo = createRepository({ db, userId: () => userId }, table)
    await bothSides(
      round,
      async () => {
        record(
          'oursWritesMs',
          await time(async () => {
            for (let n = 0; n < 50; n++) await repo.insert(task(n))
          }),
        )
      },
      async () => {
        record(
          'rxWritesMs',
          await time(async () => {
            // The id and timestamps are made inside the clock, as our repository makes them too.
            for (let n = 0; n < 50; n++) {
              const stamp = new Date().toISOString()
              await tasks.insert({
                ...task(n),
                id: crypto.randomUUID(),
                user_id: userId,
                created_at: stamp,
                updated_at: stamp,
              })
            }
          }),
        )
      },
    )
    await db.delete()
    await rxDb.remove()
  }
  return out
}

const TASK_SCHEMA: RxJsonSchema<TaskDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    // Indexed strings need a maxLength in RxDB; the indexes are our registry's (`user_id`, `status`).
    id: { type: 'string', maxLength: 36 },
    user_id: { type: 'string', maxLength: 36 },
    title: { type: 'string' },
    description: { type: ['string', 'null'] },
    status: { type: 'string', maxLength: 20 },
    priority: { type: 'string' },
    assigned_to: { type: ['string', 'null'] },
    due_date: { type: ['string', 'null'] },
    labels: { type: 'array', items: { type: 'string' } },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  required: ['id', 'user_id', 'title', 'status', 'priority', 'labels', 'created_at', 'updated_at'],
  indexes: ['user_id', 'status'],
}

const THROWAWAY_TABLE_SQL = `
create table public.${RX_TABLE} (like public.${TABLE} including defaults including constraints);
alter table public.${RX_TABLE}
  add primary key (id),
  add column _modified timestamptz not null default clock_timestamp(),
  add column _deleted boolean not null default false;
create index ${RX_TABLE}_user_modified_idx on public.${RX_TABLE} (user_id, _modified);
create function public.${RX_TABLE}_set_modified() returns trigger language plpgsql as $$
begin
  new._modified := clock_timestamp();
  return new;
end
$$;
create trigger set_modified before insert or update on public.${RX_TABLE}
  for each row execute function public.${RX_TABLE}_set_modified();
alter table public.${RX_TABLE} enable row level security;
grant select, insert, update on public.${RX_TABLE} to authenticated;
create policy owner_select on public.${RX_TABLE} for select to authenticated
  using (user_id = (select auth.uid()));
insert into public.${RX_TABLE} (id, user_id, title, description, status, priority, assigned_to, due_date,
  labels, created_at, updated_at)
  select id, user_id, title, description, status, priority, assigned_to, due_date, labels, created_at,
    updated_at
  from public.${TABLE};
`

// supabase-js builds a realtime client even when unused, and Node 20 has no global WebSocket.
const nodeWebSocket = WebSocket as unknown as typeof globalThis.WebSocket

async function seed(server: Awaited<ReturnType<typeof startLocalServer>>) {
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: nodeWebSocket },
  })
  const email = `rxdb-bench-${Date.now()}@test.local`
  const { data, error } = await client.auth.signUp({ email, password: `pw-${crypto.randomUUID()}` })
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message}`)
  const userId = data.user.id
  const admin = createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: nodeWebSocket },
  })
  for (let start = 0; start < ROWS; start += 1_000) {
    const chunk = Array.from({ length: Math.min(1_000, ROWS - start) }, (_, i) => ({
      user_id: userId,
      title: `seeded ${start + i}`,
      description: i % 3 === 0 ? null : `description of task ${start + i}`,
      labels: i % 2 === 0 ? [] : ['bench', `l${i % 7}`],
    }))
    const inserted = await admin.from(TABLE).insert(chunk)
    if (inserted.error) throw new Error(inserted.error.message)
  }
  await server.db.transaction((tx) => tx.exec(THROWAWAY_TABLE_SQL))
  return { token: data.session.access_token, userId }
}

const median = (values: number[] | undefined) => {
  const sorted = [...(values ?? [])].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function main() {
  const started = performance.now()
  const server = await startLocalServer({ port: SERVER_PORT, logLevel: 'error' })
  const bench = await openBenchPage({
    vitePort: VITE_PORT,
    title: 'rxdb bench',
    vite: {
      // Its own cache, so this bench and the others do not re-optimise each other's dependency sets.
      cacheDir: 'node_modules/.vite-rxdb-bench',
      optimizeDeps: {
        include: [
          'dexie',
          'zod',
          'comlink',
          '@supabase/supabase-js',
          'rxdb',
          'rxdb/plugins/storage-dexie',
          'rxdb/plugins/replication-supabase',
        ],
      },
      plugins: [
        {
          name: 'rxdb-bench-entry',
          resolveId(id) {
            return id === RX_ENTRY ? RX_ENTRY_ID : undefined
          },
          load(id) {
            if (id !== RX_ENTRY_ID) return undefined
            return [
              "export { createRxDatabase } from 'rxdb'",
              "export { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'",
              "export { replicateSupabase } from 'rxdb/plugins/replication-supabase'",
              "export { createClient } from '@supabase/supabase-js'",
              "export { Dexie } from 'dexie'",
            ].join('\n')
          },
        },
      ],
    },
  })
  try {
    const { token, userId } = await seed(server)
    // RxDB's open-core banner is not a figure; page errors still surface through the rejected evaluate.
    bench.page.on('console', (message) => {
      if (message.type() === 'error') console.error(`[page] ${message.text()}`)
    })
    const f = await bench.page.evaluate(inPage, {
      url: server.url,
      anonKey: server.anonKey,
      token,
      userId,
      table: TABLE,
      rxTable: RX_TABLE,
      rxEntry: RX_ENTRY,
      loadRounds: LOAD_ROUNDS,
      writeRounds: WRITE_ROUNDS,
      schema: TASK_SCHEMA,
    })
    const rows = [
      [`bulk load ${ROWS} rows (bulkPut | bulkInsert)`, median(f.oursBulkPutMs), median(f.rxBulkInsertMs)],
      [
        `initial pull ${ROWS} (ours) | bulkInsert (RxDB, local only)`,
        median(f.oursPullMs),
        median(f.rxBulkInsertMs),
      ],
      [`initial pull ${ROWS} | RxDB Supabase replication`, median(f.oursPullMs), median(f.rxPullMs)],
      ['50 serial single-row inserts', median(f.oursWritesMs), median(f.rxWritesMs)],
    ] as const
    const width = Math.max(...rows.map(([label]) => label.length))
    console.log(
      `${'figure'.padEnd(width)}  ${'ours (ms)'.padStart(10)}  ${'RxDB (ms)'.padStart(10)}  RxDB ÷ ours`,
    )
    for (const [label, ours, theirs] of rows) {
      console.log(
        `${label.padEnd(width)}  ${ours.toFixed(0).padStart(10)}  ${theirs.toFixed(0).padStart(10)}  ${(theirs / ours).toFixed(2)}×`,
      )
    }
    console.log(
      `medians of ${LOAD_ROUNDS} load rounds and ${WRITE_ROUNDS} write rounds; rows pulled: ours ${median(f.oursPulledRows)}, RxDB ${median(f.rxPulledRows)}; RxDB bulkInsert stored ${median(f.rxInsertedRows)}`,
    )
    console.log(`total run ${((performance.now() - started) / 1000).toFixed(0)} s`)
  } finally {
    await bench.close()
    await server.close()
  }
}

await main()
