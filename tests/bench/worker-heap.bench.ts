/**
 * Peak JS heap of the app's sync worker while it pulls 10,000 rows on a member's first
 * visit: the built app, its real dedicated worker, heap sampled over the Chrome DevTools Protocol
 * (`Runtime.getHeapUsage` on the worker target) every 20 ms. Printed, never asserted.
 * Run: `npx tsx tests/bench/worker-heap.bench.ts` (BENCH_ROWS=10000; BENCH_APP_DIR reuses a build).
 */
import { Device, Tab } from '../chaos/device.ts'
import { settledDevice, startAppHarness } from './support/app-harness.ts'

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000)
const SAMPLE_MS = 20

type Attached = { sessionId: string; targetInfo: { type: string } }
type FromTarget = { sessionId: string; message: string }

const harness = await startAppHarness({ server: 31350, proxy: 31351 })
try {
  const member = await harness.newMember('heap')
  // Without the realtime capture trigger: the rows exist before the device opens, nothing announces them.
  await harness.server.db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica')
    await tx.query(
      `insert into public.sparks (user_id, spark_type, content, source_type)
       select $1::uuid, 'manual', 'seeded spark number ' || n, 'manual' from generate_series(1, ${ROWS}) as n`,
      [member.id],
    )
  })
  const device = await Device.open(harness.browser, 'heap', harness.proxy.origin, harness.bundle, member)
  const page = await device.context.newPage()
  // The page's own CDP session auto-attaches to its dedicated workers (not flattened: our messages to
  // the worker travel inside Target.sendMessageToTarget, beside Playwright's own session).
  const cdp = await device.context.newCDPSession(page)
  let workerSession: string | null = null
  let nextId = 1
  const waiting = new Map<number, (result: { usedSize: number }) => void>()
  cdp.on('Target.attachedToTarget', (event: Attached) => {
    // The page starts one dedicated worker, the sync engine's (`name: 'jul-sync'`).
    if (event.targetInfo.type === 'worker') workerSession = event.sessionId
  })
  cdp.on('Target.receivedMessageFromTarget', (event: FromTarget) => {
    const reply = JSON.parse(event.message) as { id?: number; result?: { usedSize: number } }
    if (reply.id !== undefined && reply.result) waiting.get(reply.id)?.(reply.result)
  })
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false })
  const heapUsed = (sessionId: string) =>
    new Promise<number>((resolve) => {
      const id = nextId++
      waiting.set(id, (result) => {
        waiting.delete(id)
        resolve(result.usedSize)
      })
      void cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }),
        })
        .catch(() => resolve(0))
    })

  const samples: number[] = []
  let pulling = true
  const sampler = (async () => {
    while (pulling) {
      if (workerSession) samples.push(await heapUsed(workerSession))
      await new Promise((resume) => setTimeout(resume, SAMPLE_MS))
    }
  })()
  const started = performance.now()
  await page.goto('/app/sparks')
  const tab = new Tab('heap.1', device, page, '/app/sparks')
  device.tabs.push(tab)
  await tab.ready()
  await settledDevice(tab, 300_000)
  const pulledMs = performance.now() - started
  pulling = false
  await sampler
  const mirrored = (await tab.snapshot(true)).tables.sparks?.length ?? 0
  const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`
  const first = samples[0] ?? 0
  const peak = Math.max(0, ...samples)
  console.log(
    `Sync worker heap during the first pull of ${mirrored} rows (${Math.round(pulledMs)} ms, ${samples.length} samples): ` +
      `peak ${mb(peak)}, first sample ${mb(first)}, last ${mb(samples.at(-1) ?? 0)}`,
  )
} finally {
  await harness.close()
}
