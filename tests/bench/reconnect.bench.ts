/**
 * Reconnect latency (issue 18, goal p95 ≤ 1 s): a signed-in device goes offline, queues a spark, stays
 * offline a moment (long enough for the 1 s queue timer to have fired and found no network), then the
 * network comes back (`context.setOffline(false)`). Timed from that call to the server's answer to the
 * insert, as the fault proxy forwards it; 20 trials in headless Chromium, p50/p95 printed, never asserted.
 * Run: `npx tsx tests/bench/reconnect.bench.ts` (BENCH_APP_DIR=/tmp/jul-bench-app skips the build).
 */
import { percentile, settledDevice, startAppHarness } from './support/app-harness.ts'

const TRIALS = Number(process.env.BENCH_TRIALS ?? 20)
const OFFLINE_MS = 1_500
const ACK_TIMEOUT_MS = 30_000

const harness = await startAppHarness({ server: 31350, proxy: 31351 })
try {
  const { device, tab } = await harness.openDevice('reconnect', '/app/sparks')
  await settledDevice(tab)
  const latencies: number[] = []
  for (let trial = 0; trial < TRIALS; trial++) {
    await device.setOffline(true)
    const mark = `reconnect ${trial} ${crypto.randomUUID()}`
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
    await new Promise((resume) => setTimeout(resume, OFFLINE_MS))
    let stop: () => void = () => {}
    const acknowledged = new Promise<number>((resolve, reject) => {
      const timeout = setTimeout(
        () => reject(new Error(`trial ${trial}: no acknowledgement`)),
        ACK_TIMEOUT_MS,
      )
      stop = harness.proxy.observe((answer) => {
        const ok = answer.status >= 200 && answer.status < 300
        if (ok && answer.method === 'POST' && answer.path.startsWith('/rest/v1/sparks')) {
          if (!answer.body.toString('utf8').includes(String(written.row?.id))) return
          clearTimeout(timeout)
          resolve(performance.now())
        }
      })
    })
    const back = performance.now()
    await device.setOffline(false)
    latencies.push((await acknowledged) - back)
    stop()
    await settledDevice(tab)
  }
  const ms = (value: number) => `${Math.round(value)} ms`
  console.log(
    `Reconnect → first queued write acknowledged, ${TRIALS} trials: p50 ${ms(percentile(latencies, 50))}, ` +
      `p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))} (goal p95 ≤ 1 s)`,
  )
  console.log(`  each trial: ${latencies.map((value) => Math.round(value)).join(', ')} ms`)
} finally {
  await harness.close()
}
