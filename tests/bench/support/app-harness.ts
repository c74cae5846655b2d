import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { type LocalServer, startLocalServer } from '../../../supabase/local/server.ts'
import { Device, type Tab } from '../../chaos/device.ts'
import { type FaultProxy, startFaultProxy } from '../../chaos/fault-proxy.ts'
import { opsBundle } from '../../chaos/ops-bundle.ts'
import { type Member, newMember, type ServerView, serverView } from '../../chaos/server-view.ts'
import { CHROMIUM_LAUNCH } from '../../chromium.ts'

const REPO = resolve(import.meta.dirname, '../../..')

/**
 * The built app served by the local server behind the chaos fault proxy (which counts and reports
 * every API answer), and headless Chromium: benchmarks that need the real app with its sync worker.
 */
export type AppHarness = {
  server: LocalServer
  proxy: FaultProxy
  view: ServerView
  browser: Browser
  /** The chaos harness' page operations (`Device.open` needs it for snapshots and writes). */
  bundle: string
  /** A new member, signed up on the server only. */
  newMember(name: string): Promise<Member>
  /** A new device (browser context) signed in as a previous visit left it (a new member unless given), one tab open. */
  openDevice(
    name: string,
    path: string,
    member?: Member,
  ): Promise<{ device: Device; tab: Tab; member: Member }>
  close(): Promise<void>
}

/**
 * Builds the app once into `/tmp/jul-bench-app` (BENCH_APP_DIR reuses a build already there, so a
 * rerun of one bench skips the minute-long build).
 */
export function builtApp(): string {
  const reuse = process.env.BENCH_APP_DIR
  if (reuse && existsSync(join(reuse, 'index.html'))) return reuse
  const outDir = reuse ? reuse : '/tmp/jul-bench-app'
  execFileSync(
    join(REPO, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: REPO, env: { ...process.env, BUILD_STAMP: 'bench' }, stdio: 'inherit' },
  )
  return outDir
}

export async function startAppHarness(ports: { server: number; proxy: number }): Promise<AppHarness> {
  const staticDir = builtApp()
  const server = await startLocalServer({ port: ports.server, staticDir, logLevel: 'error' })
  const proxy = await startFaultProxy({ target: server.url, port: ports.proxy })
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  const view = serverView(server.url)
  const bundle = await opsBundle()
  return {
    server,
    proxy,
    view,
    browser,
    bundle,
    newMember: (name) => newMember(view, `bench-${name}`),
    async openDevice(name, path, given) {
      const member = given ?? (await newMember(view, `bench-${name}`))
      const device = await Device.open(browser, name, proxy.origin, bundle, member)
      const tab = await device.openTab(path)
      return { device, tab, member }
    },
    async close() {
      await browser.close()
      await proxy.close()
      await server.close()
    },
  }
}

/** Resolves once the device's leader has sent everything and finished its first pull. */
export async function settledDevice(tab: Tab, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const snapshot = await tab.snapshot(false).catch(() => null)
    const leader = snapshot?.leaderState as { syncing?: boolean } | null | undefined
    if (
      snapshot?.lastSyncTime &&
      snapshot.queue.every((entry) => entry.status !== 'pending') &&
      leader?.syncing === false
    )
      return
    await new Promise((resume) => setTimeout(resume, 250))
  }
  throw new Error(`${tab.name} did not settle in ${timeoutMs} ms`)
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
