/**
 * The long run: `npm run test:chaos -- --runs 1000 --seed S` (seeds S … S+runs−1, one after another).
 * Builds the app once, starts `supabase/local` (in-memory database) with the fault proxy in front of it,
 * and prints each run's figures, the failing seeds' operation logs, and the totals.
 *
 * Options: --runs N (1), --seed S (1), --steps K (24 per run), --rate R (0.08: share of API requests
 * meeting a random fault), --port P (the proxy; 0 = any free port), --no-build (serve dist/ as it is;
 * without it the app is built into /tmp/jul-chaos/build unless that build is newer than every source),
 * --stop-on-failure, --verbose (each run's log as it happens), --run-limit M (a run still going after M
 * minutes fails with what it was doing; 6), --minutes M (start no run after M minutes;
 * SIGINT or SIGTERM also ends the session after the run in progress, and the totals so far are printed).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../chromium.ts'
import { startFaultProxy } from './fault-proxy.ts'
import { opsBundle } from './ops-bundle.ts'
import { formatPhases, phaseClock } from './phases.ts'
import { add, emptyTotals, failedRun, failureReport, runLine, summary } from './report.ts'
import { RUN_LIMIT_MS, runOnce } from './scenario.ts'
import { serverView } from './server-view.ts'

const REPO = resolve(import.meta.dirname, '../..')
const OUT = '/tmp/jul-chaos'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    steps: { type: 'string', default: '24' },
    rate: { type: 'string', default: '0.08' },
    port: { type: 'string', default: '0' },
    'server-port': { type: 'string', default: '54349' },
    'no-build': { type: 'boolean', default: false },
    'stop-on-failure': { type: 'boolean', default: false },
    minutes: { type: 'string', default: '0' },
    'run-limit': { type: 'string', default: String(RUN_LIMIT_MS / 60_000) },
    verbose: { type: 'boolean', default: false },
  },
})

/**
 * The environment the CLI was started with: building the operations bundle sets NODE_ENV=production in
 * this process, and a local server started with it refuses the published development JWT secret.
 */
const LAUNCH_ENV = { ...process.env }

const answersHealth = (port: number) =>
  fetch(`http://127.0.0.1:${port}/health`).then(
    (r) => r.ok,
    () => false,
  )

async function startServer(port: number, staticDir: string): Promise<ChildProcess> {
  // A server left by a stopped session would answer for ours, with that session's rows in its database,
  // so a run would find each of its rows twice: the interrupted attempt's and its own.
  if (await answersHealth(port)) throw new Error(`port ${port} is taken by another server: stop it first`)
  const child = spawn(join(REPO, 'node_modules/.bin/tsx'), ['supabase/local/main.ts'], {
    cwd: REPO,
    env: {
      ...LAUNCH_ENV,
      PORT: String(port),
      DATA_DIR: ':memory:',
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error('supabase/local did not start')
    if (await answersHealth(port)) return child
    if (Date.now() > deadline) throw new Error('supabase/local did not start')
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** What the app's build reads; a build newer than all of it is still the app as it is. */
const BUILD_INPUTS = ['src', 'sync', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']

function newestChange(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  )
}

function freshBuild(dir: string): boolean {
  const built = join(dir, 'index.html')
  if (!existsSync(built)) return false
  const sources = Math.max(...BUILD_INPUTS.map((input) => newestChange(join(REPO, input))))
  return statSync(built).mtimeMs > sources
}

const launchBrowser = () =>
  chromium.launch({
    // The CLI's own handlers end the session after the run in progress; Playwright's would close the
    // browser under it (the stopped long run's last seed failed to open its first tab that way).
    handleSIGINT: false,
    handleSIGTERM: false,
    ...CHROMIUM_LAUNCH,
  })

async function main(): Promise<number> {
  const runs = Number(values.runs)
  const first = Number(values.seed)
  mkdirSync(OUT, { recursive: true })
  const staticDir = values['no-build'] ? join(REPO, 'dist') : join(OUT, 'build')
  const setUp = phaseClock()
  if (!values['no-build'] && freshBuild(staticDir)) console.log(`the app in ${staticDir} is up to date`)
  else if (!values['no-build']) {
    console.log('building the app…')
    await setUp.time('build', async () =>
      execFileSync(
        join(REPO, 'node_modules/.bin/vite'),
        ['build', '--outDir', staticDir, '--emptyOutDir', '--logLevel', 'error'],
        {
          cwd: REPO,
          env: { ...process.env, BUILD_STAMP: 'chaos' },
          stdio: 'inherit',
        },
      ),
    )
  }
  const serverPort = Number(values['server-port'])
  const target = `http://127.0.0.1:${serverPort}`
  const [server, proxy, browser, bundle] = await Promise.all([
    setUp.time('server', () => startServer(serverPort, staticDir)),
    setUp.time('proxy', () => startFaultProxy({ target, port: Number(values.port) })),
    setUp.time('browser', () => launchBrowser()),
    setUp.time('operations bundle', () => opsBundle()),
  ])
  console.log(`set-up (side by side): ${formatPhases(setUp.spent)}`)
  const env = { browser, proxy, view: serverView(target), bundle }
  const totals = emptyTotals(first)
  const deadline = Number(values.minutes) > 0 ? Date.now() + Number(values.minutes) * 60_000 : Infinity
  let interrupted = false
  const stop = () => {
    interrupted = true
    console.log('stopping after the run in progress…')
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  const began = Date.now()
  try {
    for (let seed = first; seed < first + runs && !interrupted && Date.now() < deadline; seed++) {
      const started = Date.now()
      const result = await runOnce(env, {
        seed,
        steps: Number(values.steps),
        requestFaultRate: Number(values.rate),
        limitMs: Number(values['run-limit']) * 60_000,
        ...(values.verbose ? { onLog: (line: string) => console.log(line) } : {}),
      })
      add(totals, result)
      console.log(runLine(result, (Date.now() - started) / 1000))
      if (failedRun(result)) {
        const report = failureReport(result)
        writeFileSync(join(OUT, `seed-${seed}.log`), `${report}\n`)
        console.log(report)
        if (values['stop-on-failure']) break
      }
    }
  } finally {
    await browser.close()
    await proxy.close()
    server.kill('SIGTERM')
  }
  console.log(`\n${summary(totals)}\nwall time ${((Date.now() - began) / 60_000).toFixed(1)} min`)
  return totals.failedSeeds.length === 0 ? 0 : 1
}

process.exitCode = await main()
