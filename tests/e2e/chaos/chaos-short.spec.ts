import { expect, test } from '@playwright/test'
import { startFaultProxy } from '../../chaos/fault-proxy.ts'
import { opsBundle } from '../../chaos/ops-bundle.ts'
import { add, emptyTotals, FIGURES, failureReport, runLine, summary } from '../../chaos/report.ts'
import { runOnce } from '../../chaos/scenario.ts'
import { serverView } from '../../chaos/server-view.ts'

/**
 * The short chaos run inside `npm test`: a few seeds of the randomized model test (tests/chaos) against
 * the shared test server, through the fault proxy. The long run is `npm run test:chaos -- --runs 1000`.
 * CHAOS_SEED moves the first seed (a failing seed from the long run reproduces here too), CHAOS_SEEDS
 * the number of seeds: two keep `npm test` short on two cores (three took 7 minutes).
 */
const FIRST_SEED = Number(process.env.CHAOS_SEED ?? 9001)
const SEEDS = Array.from({ length: Number(process.env.CHAOS_SEEDS ?? 2) }, (_, i) => FIRST_SEED + i)
const STEPS = 10

// A trace records every page of every device (screencast and snapshots); on two cores that cost more
// than the run itself. A failing seed prints its operation log, which reproduces it without a trace.
test.use({ trace: 'off' })

test(`members lose, duplicate, revert, leak and diverge nothing under faults (seeds ${SEEDS.join(', ')})`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(SEEDS.length * 200_000)
  const target = baseURL ?? 'http://127.0.0.1:54329'
  const proxy = await startFaultProxy({ target })
  const env = { browser, proxy, view: serverView(target), bundle: await opsBundle() }
  const totals = emptyTotals(FIRST_SEED)
  try {
    for (const seed of SEEDS) {
      const started = Date.now()
      const result = await runOnce(env, { seed, steps: STEPS, requestFaultRate: 0.08 })
      add(totals, result)
      console.log(runLine(result, (Date.now() - started) / 1000))
      if (FIGURES.some((figure) => result[figure] > 0)) console.log(failureReport(result))
    }
  } finally {
    await proxy.close()
  }
  console.log(summary(totals))
  expect(totals.failedSeeds).toEqual([])
  expect(totals.operations).toBeGreaterThan(0)
})
