import { readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { expect, test } from '@playwright/test'
import { buildWithStamp } from './support/builds.ts'
import { PwaPage } from './support/pwa-page.ts'
import { type StaticServer, startStaticServer } from './support/static-server.ts'

const PORT = 31462
const STAMP_A = '2026-01-01 10:00'
const STAMP_B = '2026-01-02 11:30'
/** An ordinary deploy: the same stamp, another version. */
const VERSION_A2 = 'a2'
const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed/

let buildA: string
let buildA2: string
let buildB: string
let server: StaticServer

test.beforeAll(() => {
  test.setTimeout(240_000)
  buildA = buildWithStamp(STAMP_A)
  buildA2 = buildWithStamp(STAMP_A, VERSION_A2)
  buildB = buildWithStamp(STAMP_B)
})

test.beforeEach(async () => {
  server = await startStaticServer(PORT, buildA)
})

test.afterEach(async () => {
  await server.close()
})

// Each test loads two builds and reloads through a reset: give it three times the default time.
test.beforeEach(() => {
  test.slow()
})

test('an ordinary deploy (same stamp) waits behind "A new version is available"; Reload brings it with no chunk error and no reset', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  const pwa = new PwaPage(page)
  await page.goto(`${server.origin}/`)
  await pwa.waitForActiveWorker()
  expect(await pwa.buildStamp()).toBe(`${STAMP_A} (e2e)`)

  server.setRoot(buildA2)
  await page.reload()
  // Still build A: the waiting worker does not take over by itself.
  expect(await pwa.buildStamp()).toBe(`${STAMP_A} (e2e)`)
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
  // It shows once build B's worker has precached the whole build and waits: on a busy machine that
  // (and the load event the registration waits for) takes well over the default 5 s.
  await expect(prompt).toBeVisible({ timeout: 60_000 })

  await prompt.getByRole('button', { name: 'Reload' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-build-stamp', `${STAMP_A} (${VERSION_A2})`)
  await expect(prompt).toHaveCount(0)
  // An ordinary deploy: the stamp did not change, so nothing was reset.
  expect(await page.evaluate(() => localStorage.getItem('jul-build-stamp'))).toBe(STAMP_A)
  for (const path of ['/dashboard', '/app/home', '/pricing-guide']) {
    await page.goto(`${server.origin}${path}`)
    await pwa.expectAppRendered()
  }
  await pwa.waitForActiveWorker()
  expect(problems.filter((problem) => CHUNK_ERROR.test(problem))).toEqual([])
})

test('a tab left on the old build reloads once onto the new one when its next chunk is gone', async ({
  page,
}) => {
  const pwa = new PwaPage(page)
  await page.goto(`${server.origin}/`)
  await pwa.buildStamp()
  // No worker controls this tab (blocked), like a browser without service workers or a wiped cache.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister()
    for (const name of await caches.keys()) await caches.delete(name)
  })
  server.setRoot(buildB)
  // The old build's chunks are gone from the server; the new build's are there. (Failing "the next
  // script" instead raced with the reload: under load that could be the new build's own entry.)
  const current = new Set(readdirSync(join(buildB, 'assets')))
  await page.route('**/assets/*.js', (route) =>
    current.has(basename(new URL(route.request().url()).pathname))
      ? route.continue()
      : route.fulfill({ status: 404, body: '' }),
  )

  await page.evaluate(() => {
    window.history.pushState({}, '', '/dashboard')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })

  // Two reloads follow: one for the missing chunk, one for the build-stamp reset.
  await expect(page.locator('html')).toHaveAttribute('data-build-stamp', new RegExp(STAMP_B), {
    timeout: 20_000,
  })
  await pwa.expectAppRendered()
})

test('a new build met while offline opens from the cache and resets only once the network is back', async ({
  context,
}) => {
  const first = await context.newPage()
  const pwa = new PwaPage(first)
  await first.goto(`${server.origin}/`)
  await pwa.waitForActiveWorker()
  server.setRoot(buildB)
  // Build B's worker installs and waits; closing the last tab of build A lets it activate.
  await first.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
    await new Promise<void>((resolve) => {
      const check = () => (registration?.waiting ? resolve() : setTimeout(check, 50))
      check()
    })
  })
  await first.close()

  await context.setOffline(true)
  const offline = await context.newPage()
  const offlinePwa = new PwaPage(offline)
  // Closing build A's last tab lets B's worker activate a moment later: a page opened before that is A's.
  await expect
    .poll(
      async () => {
        await offline.goto(`${server.origin}/app/home`)
        return offlinePwa.buildStamp()
      },
      { timeout: 15_000 },
    )
    .toContain(STAMP_B)
  await offlinePwa.expectAppRendered()
  expect(await offline.evaluate(() => localStorage.getItem('jul-build-stamp'))).toContain(STAMP_A)
  expect(await offlinePwa.registrations()).toBe(1)

  await context.setOffline(false)
  await offline.reload()
  await expect
    // The reset reloads the page: a read that meets the reload is simply retried.
    .poll(() => offline.evaluate(() => localStorage.getItem('jul-build-stamp')).catch(() => null), {
      timeout: 20_000,
    })
    .toContain(STAMP_B)
  await offlinePwa.expectAppRendered()
})
