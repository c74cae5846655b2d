/**
 * Reconnect latency (goal p95 ≤ 1 s): a signed-in device goes offline, queues a spark, stays offline a
 * moment (long enough for the 1 s queue timer to have fired and found no network), then the network
 * comes back (`context.setOffline(false)`). Timed from that call to the server's answer to the push
 * carrying the spark, as the fault proxy forwards it; 20 trials in headless Chromium, p50/p95 printed.
 *
 * Then a black-holed request (goal: the next write acknowledged within the request timeout + 2 s): the
 * device's push meets a connection that never answers; a second spark is written 2 s later; timed from
 * the moment the black-holed push reached the proxy to the answer carrying the second. Three trials.
 * Printed, never asserted.
 * Run: `npx tsx tests/bench/reconnect.bench.ts` (BENCH_APP_DIR=/tmp/jul-bench-app skips the build).
 */
import { REQUEST_TIMEOUT_MS } from '../../sync/remote-supabase.ts'
import type { Tab } from '../chaos/device.ts'
import type { FaultProxy } from '../chaos/fault-proxy.ts'
import { percentile, settledDevice, startAppHarness } from './support/app-harness.ts'

const TRIALS = Number(process.env.BENCH_TRIALS ?? 20)
const BLACK_HOLE_TRIALS = Number(process.env.BENCH_BLACK_HOLE_TRIALS ?? 3)
const OFFLINE_MS = 1_500
const ACK_TIMEOUT_MS = 30_000
const PUSH = '/rest/v1/rpc/sync_push'

async function writeSpark(tab: Tab, mark: string): Promise<string> {
  const written = await tab.write({
    kind: 'insert',
    table: 'sparks',
    values: {
      spark_type: 'manual',
      content: mark,
      source_type: 'manual',
      source_id: null,
      metadata: {},
      is_favorited: false,
      is_archived: false,
    },
  })
  if (!written.ok) throw new Error(`the write failed: ${written.error}`)
  return String(written.row?.id)
}

/** Resolves with the time a push is first seen in flight at the proxy. */
async function pushInFlight(proxy: FaultProxy): Promise<number> {
  while (!proxy.inFlightRequests().some((request) => request.startsWith(`POST ${PUSH}`)))
    await new Promise((resume) => setTimeout(resume, 20))
  return performance.now()
}

/** Resolves with the time the proxy forwarded a successful push answer naming `id`. */
function acknowledgement(
  proxy: FaultProxy,
  id: string,
  limitMs: number,
): { at: Promise<number>; stop: () => void } {
  let stop: () => void = () => {}
  const at = new Promise<number>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`no acknowledgement of ${id}`)), limitMs)
    stop = proxy.observe((answer) => {
      const ok = answer.status >= 200 && answer.status < 300
      if (!ok || answer.method !== 'POST' || !answer.path.startsWith(PUSH)) return
      if (!answer.body.toString('utf8').includes(id)) return
      clearTimeout(timeout)
      resolve(performance.now())
    })
  })
  return { at, stop: () => stop() }
}

const harness = await startAppHarness({ server: 31350, proxy: 31351 })
try {
  const { device, tab } = await harness.openDevice('reconnect', '/app/sparks')
  await settledDevice(tab)
  const latencies: number[] = []
  for (let trial = 0; trial < TRIALS; trial++) {
    await device.setOffline(true)
    const id = await writeSpark(tab, `reconnect ${trial} ${crypto.randomUUID()}`)
    await new Promise((resume) => setTimeout(resume, OFFLINE_MS))
    const acknowledged = acknowledgement(harness.proxy, id, ACK_TIMEOUT_MS)
    const back = performance.now()
    await device.setOffline(false)
    latencies.push((await acknowledged.at) - back)
    acknowledged.stop()
    await settledDevice(tab)
  }
  const afterBlackHole: number[] = []
  for (let trial = 0; trial < BLACK_HOLE_TRIALS; trial++) {
    harness.proxy.inject('blackHole', (method, path) => method === 'POST' && path.startsWith(PUSH))
    await writeSpark(tab, `into the black hole ${trial} ${crypto.randomUUID()}`)
    const started = await pushInFlight(harness.proxy)
    await new Promise((resume) => setTimeout(resume, 2_000))
    const next = await writeSpark(tab, `after the black hole ${trial} ${crypto.randomUUID()}`)
    const acknowledged = acknowledgement(harness.proxy, next, REQUEST_TIMEOUT_MS + 60_000)
    afterBlackHole.push((await acknowledged.at) - started)
    acknowledged.stop()
    await harness.proxy.idle()
    await settledDevice(tab)
  }
  const ms = (value: number) => `${Math.round(value)} ms`
  console.log(
    `Reconnect → first queued write acknowledged, ${TRIALS} trials: p50 ${ms(percentile(latencies, 50))}, ` +
      `p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))} (goal p95 ≤ 1 s)`,
  )
  console.log(`  each trial: ${latencies.map((value) => Math.round(value)).join(', ')} ms`)
  console.log(
    `After a black-holed request: the next write acknowledged in ${afterBlackHole.map(ms).join(', ')} ` +
      `(goal ≤ the ${REQUEST_TIMEOUT_MS / 1000} s request timeout + 2 s = ${ms(REQUEST_TIMEOUT_MS + 2_000)})`,
  )
} finally {
  await harness.close()
}
