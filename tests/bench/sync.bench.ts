/**
 * Sync engine figures, printed, never asserted, from one run in headless Chromium against
 * the local server:
 *  1. initial pull of 10,000 rows into Dexie ÷ raw Dexie bulkPut of the same rows, median of three
 *     alternating rounds (goal ≤ 1.3×; also shown without the network time, which the engine does not
 *     control);
 *  2. 50 serial repository writes (row + queue entry) ÷ the native floor of the same durable work: 50
 *     plain IndexedDB transactions, each adding the row and its queue entry, no code of ours (goal
 *     ≤ 1.15×), and ÷ that floor with the mirror-owner read the repository's transaction also makes
 *     (RxDB's inserts side by side in rxdb.bench.ts, the same `npm run bench`);
 *  3. draining 1,000 queued writes through sync_push: requests used (goal ≤ 10) and speed-up over one
 *     request per write; a resend of the last request after its answer was lost (goal: one request).
 * Also the peak JS heap added while the pull runs (the sync worker's pull code, run here in the page so
 * Chromium's precise memory figures can be sampled every 10 ms).
 * Run: `npx tsx tests/bench/sync.bench.ts`.
 */
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { startLocalServer } from '../../supabase/local/server.ts'
import { openBenchPage } from './support/bench-page.ts'

const SERVER_PORT = 55200
const VITE_PORT = 55201
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000)
const TABLE = 'julboard_tasks' as const

type BenchInput = { url: string; anonKey: string; token: string; userId: string; table: typeof TABLE }
type BenchOutput = Record<string, number>

/** Runs in the page: loads the sync modules from the Vite dev server and times them. */
async function inPage({ url, anonKey, token, userId, table }: BenchInput): Promise<BenchOutput> {
  const load = <T>(path: string): Promise<T> => import(/* @vite-ignore */ path)
  const { JulDatabase } = await load<typeof import('../../sync/db/database.ts')>('/sync/db/database.ts')
  const { createSupabaseRemote } =
    await load<typeof import('../../sync/remote-supabase.ts')>('/sync/remote-supabase.ts')
  const { pullRound, PULL_PAGE_SIZE } =
    await load<typeof import('../../sync/pull/pull-round.ts')>('/sync/pull/pull-round.ts')
  const { PullPlan } = await load<typeof import('../../sync/pull/pull-plan.ts')>('/sync/pull/pull-plan.ts')
  const { pushPass } = await load<typeof import('../../sync/push/push-pass.ts')>('/sync/push/push-pass.ts')
  const { createRepository } = await load<typeof import('../../sync/public/repositories.ts')>(
    '/sync/public/repositories.ts',
  )
  // As on a deployed origin: Dexie turns its debug mode (a stack trace kept per promise) on for pages
  // served from localhost/127.0.0.1, which a real device never runs.
  ;(Object.getPrototypeOf(JulDatabase) as typeof import('dexie').Dexie).debug = false
  const remote = createSupabaseRemote({ url, anonKey })
  remote.setAccessToken(token)
  const fresh = (name: string) => new JulDatabase(`bench-${name}-${crypto.randomUUID()}`)
  const time = async (run: () => Promise<unknown>) => {
    const start = performance.now()
    await run()
    return performance.now() - start
  }
  const out: BenchOutput = {}
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

  // The member's first sync of their own scope, as the engine's first round reads it.
  const pull = async (db: InstanceType<typeof JulDatabase>) => {
    await db.kv.bulkPut([
      { key: 'leader_epoch', value: 1 },
      { key: 'mirror_owner', value: userId },
    ])
    const plan = new PullPlan()
    plan.mark(`user:${userId}`)
    const fence = { epoch: 1, userId, aborted: () => false }
    const result = await pullRound(
      { db, remote, now: () => Date.now(), userId, fence, refreshSession: async () => false },
      plan,
    )
    if (result.kind !== 'done' || result.error) throw new Error(`pull failed: ${JSON.stringify(result)}`)
  }
  // Non-standard, Chromium only; precise with --enable-precise-memory-info (bench-page.ts).
  const heap = () =>
    (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0
  // The heap is sampled on a pull of its own: the 10 ms sampler would slow the timed ones.
  const sampled = fresh('heap')
  const heapBefore = heap()
  let heapPeak = heapBefore
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, heap())
  }, 10)
  await pull(sampled)
  clearInterval(sampler)
  out.pullHeapBeforeBytes = heapBefore
  out.pullHeapPeakBytes = Math.max(heapPeak, heap())
  const rows = await sampled.table(table).toArray()
  out.pulledRows = rows.length
  await sampled.delete()
  // Median of three rounds on fresh, already-open databases, alternating which side goes first.
  const pullTimes: number[] = []
  const bulkPutTimes: number[] = []
  for (let round = 0; round < 3; round++) {
    const pulled = fresh('pull')
    const raw = fresh('raw')
    await Promise.all([pulled.open(), raw.open()])
    const pullRound = async () => {
      pullTimes.push(await time(() => pull(pulled)))
    }
    const rawRound = async () => {
      bulkPutTimes.push(await time(() => raw.table(table).bulkPut(rows)))
    }
    for (const run of round % 2 ? [rawRound, pullRound] : [pullRound, rawRound]) await run()
    await Promise.all([pulled.delete(), raw.delete()])
  }
  out.pullMs = median(pullTimes)
  out.rawBulkPutMs = median(bulkPutTimes)
  let after: { table: string; xid: string; id: string } | null = null
  out.fetchOnlyMs = await time(async () => {
    for (;;) {
      const page = await remote.pullScopes({
        scopes: [{ scope: `user:${userId}`, since: null, after }],
        limit: PULL_PAGE_SIZE,
      })
      const result = page.ok ? page.value.results[0] : undefined
      if (result?.kind !== 'rows' || !result.next) break
      after = result.next
    }
  })

  const task = (n: number) => ({
    title: `bench ${n}`,
    description: null,
    status: 'backlog',
    priority: 'medium',
    assigned_to: null,
    due_date: null,
    labels: [],
  })
  // Median of eleven rounds on already-open databases: single runs on a shared machine are noisy.
  const repoTimes: number[] = []
  const rawTimes: number[] = []
  const guardedTimes: number[] = []
  for (let round = 0; round < 11; round++) {
    const writes = fresh('writes')
    const raw = fresh('raw-writes')
    const guarded = fresh('guarded-writes')
    await Promise.all([writes.open(), raw.open(), guarded.open()])
    const repo = createRepository({ db: writes, userId: () => userId }, table)
    const repoRound = async () => {
      repoTimes.push(
        await time(async () => {
          for (let n = 0; n < 50; n++) await repo.insert(task(n))
        }),
      )
    }
    /**
     * The native floor: the row and its queue entry exactly as the repository stores them, each pair in
     * one plain IndexedDB transaction; `ownerRead` adds the read of whose mirror it is that the
     * repository's write makes in the same transaction.
     */
    const floorRound = async (db: typeof raw, times: number[], ownerRead: boolean) => {
      times.push(
        await time(async () => {
          for (let n = 0; n < 50; n++) {
            const stamp = new Date().toISOString()
            const id = crypto.randomUUID()
            const hlc = `${String(Date.now()).padStart(15, '0')}:0000:bench`
            const row = {
              ...task(n),
              id,
              user_id: userId,
              created_at: stamp,
              updated_at: stamp,
              sync_clock: { '*': hlc },
            }
            const entry = {
              id: crypto.randomUUID(),
              table,
              action: 'insert',
              data: { ...task(n), id, user_id: userId, created_at: stamp },
              timestamp: Date.now(),
              row_id: id,
              user_id: userId,
              status: 'pending',
              attempts: 0,
              error: null,
              hlc,
            }
            const stores = ownerRead ? [table, 'pending_sync_data', 'kv'] : [table, 'pending_sync_data']
            const tx = db.backendDB().transaction(stores, 'readwrite')
            if (ownerRead) tx.objectStore('kv').get('mirror_owner')
            tx.objectStore(table).add(row)
            tx.objectStore('pending_sync_data').add(entry)
            await new Promise<void>((resolve, reject) => {
              tx.oncomplete = () => resolve()
              tx.onerror = () => reject(tx.error)
            })
          }
        }),
      )
    }
    const rawRound = () => floorRound(raw, rawTimes, false)
    const guardedRound = () => floorRound(guarded, guardedTimes, true)
    // Alternating which side goes first, so neither always pays the warm-up (JIT, first open).
    for (const run of round % 2 ? [rawRound, guardedRound, repoRound] : [repoRound, guardedRound, rawRound])
      await run()
    await Promise.all([writes.delete(), raw.delete(), guarded.delete()])
  }
  out.repositoryWritesMs = median(repoTimes)
  out.nativeFloorMs = median(rawTimes)
  out.guardedFloorMs = median(guardedTimes)

  const drain = fresh('drain')
  const queued = createRepository({ db: drain, userId: () => userId }, table)
  for (let n = 0; n < 1_000; n++) await queued.insert(task(n))
  let requests = 0
  const sent: Array<Parameters<typeof remote.push>> = []
  const counting = {
    ...remote,
    push: (...args: Parameters<typeof remote.push>) => {
      requests++
      sent.push(args)
      return remote.push(...args)
    },
  }
  out.drainMs = await time(() =>
    pushPass({ db: drain, remote: counting, userId, refreshSession: async () => false }),
  )
  out.drainRequests = requests
  // The answer to the last request is lost: the device sends the same request again.
  requests = 0
  const last = sent.at(-1)
  if (last) out.resendMs = await time(() => counting.push(...last))
  out.resendRequests = requests
  const singles = Array.from({ length: 1_000 }, (_, n) => ({
    seq: n + 1,
    entry_id: crypto.randomUUID(),
    table,
    action: 'insert' as const,
    id: crypto.randomUUID(),
    data: { ...task(n), user_id: userId },
    hlc: `${String(Date.now()).padStart(15, '0')}:0000:bench`,
  }))
  const single = crypto.randomUUID()
  out.oneRequestPerWriteMs = await time(async () => {
    for (const entry of singles)
      await remote.push(single, [{ ...entry, data: { ...entry.data, id: entry.id } }])
  })
  return out
}

async function seed(url: string, anonKey: string, serviceRoleKey: string) {
  const options = {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  }
  const client = createClient(url, anonKey, options)
  const email = `bench-${Date.now()}@test.local`
  const { data, error } = await client.auth.signUp({ email, password: `pw-${crypto.randomUUID()}` })
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message}`)
  const userId = data.user.id
  // Adding board cards needs board edit rights (premium+).
  const plan = await createClient(url, serviceRoleKey, options)
    .from('mobile_subscriptions')
    .insert({ user_id: userId, tier: 'premium' })
  if (plan.error) throw new Error(plan.error.message)
  for (let start = 0; start < ROWS; start += 1_000) {
    const chunk = Array.from({ length: 1_000 }, (_, i) => ({ user_id: userId, title: `seeded ${start + i}` }))
    const inserted = await client.from(TABLE).insert(chunk)
    if (inserted.error) throw new Error(inserted.error.message)
  }
  return { token: data.session.access_token, userId }
}

async function main() {
  const server = await startLocalServer({ port: SERVER_PORT, logLevel: 'error' })
  const bench = await openBenchPage({ vitePort: VITE_PORT, title: 'sync bench' })
  try {
    const { token, userId } = await seed(server.url, server.anonKey, server.serviceRoleKey)
    const f = await bench.page.evaluate(inPage, {
      url: server.url,
      anonKey: server.anonKey,
      token,
      userId,
      table: TABLE,
    })
    const ratio = (a = 0, b = 1) => (a / b).toFixed(2)
    const ms = (v = 0) => `${Math.round(v)} ms`
    const pullApply = (f.pullMs ?? 0) - (f.fetchOnlyMs ?? 0)
    console.log(
      `Initial pull of ${f.pulledRows} rows: ${ms(f.pullMs)} (network alone ${ms(f.fetchOnlyMs)}); raw bulkPut ${ms(f.rawBulkPutMs)}`,
    )
    console.log(
      `  pull ÷ raw bulkPut: ${ratio(f.pullMs, f.rawBulkPutMs)}× total, ${ratio(pullApply, f.rawBulkPutMs)}× without network (goal ≤ 1.3×)`,
    )
    const mb = (bytes = 0) => `${(bytes / 1_048_576).toFixed(1)} MB`
    console.log(
      `  peak JS heap during the pull: ${mb(f.pullHeapPeakBytes)} (+${mb((f.pullHeapPeakBytes ?? 0) - (f.pullHeapBeforeBytes ?? 0))} over the ${mb(f.pullHeapBeforeBytes)} before it)`,
    )
    console.log(
      `50 repository writes ${ms(f.repositoryWritesMs)} ÷ native floor (row + entry, one IndexedDB transaction each) ${ms(f.nativeFloorMs)}: ${ratio(f.repositoryWritesMs, f.nativeFloorMs)}× (goal ≤ 1.15×)`,
    )
    console.log(
      `  ÷ the floor with the owner read the repository makes in the same transaction ${ms(f.guardedFloorMs)}: ${ratio(f.repositoryWritesMs, f.guardedFloorMs)}×`,
    )
    console.log(`Drain of 1,000 queued writes: ${f.drainRequests} requests (goal ≤ 10), ${ms(f.drainMs)}`)
    console.log(
      `  one request per write ${ms(f.oneRequestPerWriteMs)}: drain is ${ratio(f.oneRequestPerWriteMs, f.drainMs)}× faster`,
    )
    console.log(
      `  resend of the last request after a lost answer: ${f.resendRequests} request (goal 1), ${ms(f.resendMs)}`,
    )
  } finally {
    await bench.close()
    await server.close()
  }
}

await main()
