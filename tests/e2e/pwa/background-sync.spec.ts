import { expect, test } from '@playwright/test'
import { backgroundSyncTags, serviceWorkerRegistration } from '../support/service-worker.ts'
import { buildWithStamp } from './support/builds.ts'
import { type LocalSupabase, startLocalSupabase } from './support/local-server.ts'
import {
  blockWrites,
  openSignedIn,
  queuedIds,
  queueSparks,
  serverSparks,
  signIn,
} from './support/member-queue.ts'
import { PwaPage } from './support/pwa-page.ts'

const PORT = 31466
const MARK = 'background-sync'
const SPARK_IDS = ['6b2f0c1e-8d43-4c7a-9a51-2b7f4f5e9d01']
const SYNC_TAG = 'jul-pending-sync'

let server: LocalSupabase

test.beforeAll(async () => {
  test.setTimeout(300_000)
  server = await startLocalSupabase(PORT, buildWithStamp('2026-03-01 08:00'))
})

test.afterAll(async () => {
  await server?.close()
})

test.beforeEach(() => {
  test.slow()
})

test('a waiting queue registers a Background Sync, and its sync event makes the page drain', async ({
  page,
  context,
}) => {
  // Records the worker's drain requests as the page receives them.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { drainRequests: seen })
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type) seen.push(event.data.type)
    })
  })
  const session = await signIn(server.origin)
  await openSignedIn(page, server.origin, '/app/home', session)
  await new PwaPage(page).waitForActiveWorker()
  await blockWrites(context)
  await queueSparks(page, session.user.id, SPARK_IDS, MARK)
  // The status store counts the entries when it loads.
  await page.reload()

  await expect.poll(() => backgroundSyncTags(page)).toContain(SYNC_TAG)

  await context.unrouteAll()
  const cdp = await context.newCDPSession(page)
  const registrationId = await serviceWorkerRegistration(cdp, server.origin)
  // Online, the browser already fired the sync once (and it failed): count only the one sent now.
  await page.evaluate(() => {
    ;(window as unknown as { drainRequests: string[] }).drainRequests.length = 0
  })
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: server.origin,
    registrationId,
    tag: SYNC_TAG,
    lastChance: false,
  })

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { drainRequests: string[] }).drainRequests))
    .toContain('JUL_DRAIN_QUEUE')
  await expect
    .poll(async () => (await serverSparks(server.origin, session, MARK)).length, { timeout: 60_000 })
    .toBe(1)
  await expect.poll(() => queuedIds(page), { timeout: 30_000 }).toEqual([])
})
