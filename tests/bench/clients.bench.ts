/**
 * Server cost per client (goals ≤ 1 request per client per idle minute, rows read per change
 * O(changes)): N devices, each a new member with one app tab and an older mirror of SEEDED sparks, sit
 * idle for a minute, then each writes one spark. Every API request passes the counting fault proxy,
 * which also reports the rows each read returned. Printed, never asserted.
 * Run: `npx tsx tests/bench/clients.bench.ts` (BENCH_CLIENTS=10, BENCH_IDLE_MS=60000; BENCH_APP_DIR
 * reuses a build).
 */
import type { ForwardedAnswer } from '../chaos/fault-proxy.ts'
import type { Member } from '../chaos/server-view.ts'
import { settledDevice, startAppHarness } from './support/app-harness.ts'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10)
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 60_000)
const SEEDED = 200
/** Long enough for the realtime echo, its 300 ms debounce and the pull it wakes. */
const ACTIVE_SETTLE_MS = 5_000

type Tally = { requests: number; rowsRead: number; byPath: Map<string, number> }

function tally(answers: ForwardedAnswer[]): Tally {
  const byPath = new Map<string, number>()
  let rowsRead = 0
  for (const answer of answers) {
    const key = `${answer.method} ${answer.path.split('?')[0]}`
    byPath.set(key, (byPath.get(key) ?? 0) + 1)
    if (answer.method !== 'GET' || !answer.path.startsWith('/rest/v1/')) continue
    try {
      const body: unknown = JSON.parse(answer.body.toString('utf8'))
      if (Array.isArray(body)) rowsRead += body.length
    } catch {
      // Not JSON (an empty answer): nothing read.
    }
  }
  return { requests: answers.length, rowsRead, byPath }
}

const spark = (content: string) => ({
  spark_type: 'manual',
  content,
  source_type: 'manual',
  source_id: null,
  metadata: {},
  is_favorited: false,
  is_archived: false,
})

const harness = await startAppHarness({ server: 54352, proxy: 54353 })
try {
  const members: Member[] = []
  for (let n = 0; n < CLIENTS; n++) members.push(await harness.newMember(`client${n}`))
  // Each member already has a history: one row every 10 minutes, the newest an hour old, so only it lies
  // within the pull's 120 s overlap (written with triggers off, so updated_at keeps those times); pulled
  // once when the device opens.
  await harness.server.db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica')
    for (const member of members)
      await tx.query(
        `insert into public.sparks (user_id, spark_type, content, source_type, created_at, updated_at)
         select $1::uuid, 'manual', 'seeded ' || n, 'manual', at, at
           from generate_series(1, ${SEEDED}) as n,
                lateral (select now() - interval '1 hour' - n * interval '10 minutes') as t(at)`,
        [member.id],
      )
  })
  const devices = []
  for (const [n, member] of members.entries())
    devices.push(await harness.openDevice(`client${n}`, '/app/sparks', member))
  for (const { tab } of devices) await settledDevice(tab)

  const idle: ForwardedAnswer[] = []
  const stopIdle = harness.proxy.observe((answer) => idle.push(answer))
  await new Promise((resume) => setTimeout(resume, IDLE_MS))
  stopIdle()

  const active: ForwardedAnswer[] = []
  const stopActive = harness.proxy.observe((answer) => active.push(answer))
  await Promise.all(
    devices.map(async ({ tab }, n) => {
      const written = await tab.write({ kind: 'insert', table: 'sparks', values: spark(`active ${n}`) })
      if (!written.ok) throw new Error(`the write of client ${n} failed: ${written.error}`)
    }),
  )
  for (const { tab } of devices) await settledDevice(tab)
  await new Promise((resume) => setTimeout(resume, ACTIVE_SETTLE_MS))
  stopActive()

  const quiet = tally(idle)
  const busy = tally(active)
  const minutes = IDLE_MS / 60_000
  const perClientMinute = quiet.requests / CLIENTS / minutes
  const top = (t: Tally) =>
    [...t.byPath.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([path, count]) => `${path} ×${count}`)
      .join(', ')
  console.log(
    `${CLIENTS} clients idle ${(IDLE_MS / 1000).toFixed(0)} s: ${quiet.requests} API requests, ` +
      `${perClientMinute.toFixed(2)} per client per idle minute (goal ≤ 1), ${quiet.rowsRead} rows read`,
  )
  if (quiet.requests > 0) console.log(`  idle requests: ${top(quiet)}`)
  console.log(
    `Active: ${CLIENTS} changes (one spark per client, ${SEEDED} older sparks each): ${busy.requests} requests ` +
      `(${(busy.requests / CLIENTS).toFixed(1)} per change), ${busy.rowsRead} rows read ` +
      `(${(busy.rowsRead / CLIENTS).toFixed(1)} per change, goal O(changes) not O(${SEEDED} rows))`,
  )
  console.log(`  active requests: ${top(busy)}`)
} finally {
  await harness.close()
}
