import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { DEFAULT_ANON_KEY } from '../../../supabase/local/config.ts'
import { buildWithStamp } from './support/builds.ts'
import { type LocalSupabase, startLocalSupabase } from './support/local-server.ts'
import { PwaPage } from './support/pwa-page.ts'

const PORT = 55465
const STAMP_A = '2026-02-01 09:00'
const STAMP_B = '2026-02-02 09:30'
const DEMO = { email: 'demo@example.com', password: 'Jul-demo-2026!' }
const MARK = 'queue-survival'
const SPARK_IDS = ['5a1f0c1e-8d43-4c7a-9a51-2b7f4f5e9d01', '5a1f0c1e-8d43-4c7a-9a51-2b7f4f5e9d02']

interface Session {
  access_token: string
  user: { id: string }
}

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

async function signIn(): Promise<Session> {
  const response = await fetch(`${server.origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEFAULT_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  })
  expect(response.ok).toBe(true)
  return (await response.json()) as Session
}

/** The rows the server holds for this test's sparks, read as the signed-in user. */
async function serverSparks(session: Session): Promise<{ id: string; content: string }[]> {
  const response = await fetch(`${server.origin}/rest/v1/sparks?select=id,content&content=like.${MARK}*`, {
    headers: { apikey: DEFAULT_ANON_KEY, Authorization: `Bearer ${session.access_token}` },
  })
  return (await response.json()) as { id: string; content: string }[]
}

function queuedIds(page: Page): Promise<string[]> {
  return page
    .evaluate(async () => {
      const names = (await indexedDB.databases()).map((info) => info.name)
      if (!names.includes('jul')) return []
      return new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('jul')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result
            .transaction('pending_sync_data')
            .objectStore('pending_sync_data')
            .getAll()
          request.onsuccess = () => {
            open.result.close()
            resolve((request.result as { id: string }[]).map((entry) => entry.id))
          }
        }
      })
    })
    .catch(() => [])
}

/**
 * Queue entries as the sync engine's repository writes them (spec shape plus its bookkeeping). Put
 * straight into its store because the Sparks screen is another engineer's; swap for the UI once there.
 */
function queueSparks(page: Page, userId: string) {
  return page.evaluate(
    ({ ids, userId, mark }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('jul')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('pending_sync_data', 'readwrite')
          ids.forEach((id, index) => {
            tx.objectStore('pending_sync_data').add({
              id: `entry-${id}`,
              table: 'sparks',
              action: 'insert',
              data: { id, user_id: userId, content: `${mark} ${index + 1}` },
              timestamp: Date.now(),
              row_id: id,
              user_id: userId,
              status: 'pending',
              attempts: 0,
              error: null,
            })
          })
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { ids: SPARK_IDS, userId, mark: MARK },
  )
}

/** Writes to the server fail as if the network were down, while the page still believes it is online. */
async function blockWrites(context: BrowserContext) {
  await context.route('**/rest/v1/**', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected'),
  )
}

test('queue entries made offline survive a new build stamp and reach the server once', async ({
  page,
  context,
}) => {
  const session = await signIn()
  const pwa = new PwaPage(page)
  await page.goto(`${server.origin}/app/home`)
  await page.evaluate((value) => {
    localStorage.setItem('cookie_consent', JSON.stringify({ version: '1.0', consent: { essential: true } }))
    localStorage.setItem(`sb-${location.hostname.split('.')[0]}-auth-token`, value)
  }, JSON.stringify(session))
  await page.reload()
  await pwa.waitForActiveWorker()
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .toContain('jul')

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
  await queueSparks(page, session.user.id)
  await context.setOffline(false)
  expect((await queuedIds(page)).sort()).toEqual(SPARK_IDS.map((id) => `entry-${id}`))

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
  await expect
    .poll(async () => (await queuedIds(page)).sort(), { timeout: 30_000 })
    .toEqual(SPARK_IDS.map((id) => `entry-${id}`))
  expect(await serverSparks(session)).toEqual([])

  await context.unrouteAll()
  // The `online` event starts a drain at once instead of waiting for the backoff.
  await context.setOffline(true)
  await context.setOffline(false)
  await expect.poll(async () => (await serverSparks(session)).length, { timeout: 60_000 }).toBe(2)
  await expect.poll(() => queuedIds(page), { timeout: 30_000 }).toEqual([])
  expect((await serverSparks(session)).map((row) => row.id).sort()).toEqual([...SPARK_IDS].sort())
})
