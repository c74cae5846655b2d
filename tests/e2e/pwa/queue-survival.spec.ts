import { expect, test } from '@playwright/test'
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

const PORT = 31465
const STAMP_A = '2026-02-01 09:00'
const STAMP_B = '2026-02-02 09:30'
const MARK = 'queue-survival'
const SPARK_IDS = ['5a1f0c1e-8d43-4c7a-9a51-2b7f4f5e9d01', '5a1f0c1e-8d43-4c7a-9a51-2b7f4f5e9d02']
const ENTRY_IDS = SPARK_IDS.map((id) => `entry-${id}`)

let server: LocalSupabase
let buildB: string

test.beforeAll(async () => {
  test.setTimeout(300_000)
  const buildA = buildWithStamp(STAMP_A)
  buildB = buildWithStamp(STAMP_B)
  server = await startLocalSupabase(PORT, buildA)
})

test.afterAll(async () => {
  await server?.close()
})

// Two builds, two reloads through a reset and a drain against a real server.
test.beforeEach(() => {
  test.slow()
})

test('queue entries made offline survive a new build stamp and reach the server once', async ({
  page,
  context,
}) => {
  const session = await signIn(server.origin)
  const pwa = new PwaPage(page)
  await openSignedIn(page, server.origin, '/app/home', session)
  await pwa.waitForActiveWorker()
  // A database of no importance: its disappearance proves the reset really deleted local databases.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        indexedDB.open('jul-reset-probe').onsuccess = (event) => {
          ;(event.target as IDBOpenDBRequest).result.close()
          resolve(null)
        }
      }),
  )
  await blockWrites(context)
  await context.setOffline(true)
  await queueSparks(page, session.user.id, SPARK_IDS, MARK)
  await context.setOffline(false)
  // The app queues entries of its own too (context logging): ours must be among them.
  expect(await queuedIds(page)).toEqual(expect.arrayContaining(ENTRY_IDS))

  server.serveBuild(buildB)
  await page.reload()
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
  await prompt.getByRole('button', { name: 'Reload' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-build-stamp', new RegExp(STAMP_B), {
    timeout: 30_000,
  })
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).not.toContain(
    'jul-reset-probe',
  )
  // Back in the new database, still pending: the server has none of them yet.
  await expect.poll(() => queuedIds(page), { timeout: 30_000 }).toEqual(expect.arrayContaining(ENTRY_IDS))
  expect(await serverSparks(server.origin, session, MARK)).toEqual([])

  await context.unrouteAll()
  // The `online` event starts a drain at once instead of waiting for the backoff.
  await context.setOffline(true)
  await context.setOffline(false)
  await expect
    .poll(async () => (await serverSparks(server.origin, session, MARK)).length, { timeout: 60_000 })
    .toBe(2)
  await expect.poll(() => queuedIds(page), { timeout: 30_000 }).toEqual([])
  expect((await serverSparks(server.origin, session, MARK)).map((row) => row.id).sort()).toEqual(
    [...SPARK_IDS].sort(),
  )
})
