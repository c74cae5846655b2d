import { expect, type Page, test } from '@playwright/test'
import { NO_DATABASE } from '../../../src/data/use-member-screen.ts'
import { STORAGE_FULL_MESSAGE } from '../../../sync/public/errors.ts'
import { navigateInApp } from '../console/support.ts'
import { appStarted } from '../shell/support.ts'
import {
  addSpark,
  newMember,
  openSparksSignedIn,
  pendingShown,
  waitForOfflineReady,
} from '../sparks/support.ts'
import { newMember as newSignedInMember, storeSession } from '../support/session.ts'

/**
 * Storage failures: the device's storage refuses a write (quota exceeded) or an access token
 * expires while offline. The member reads a clear message, nothing is half-written, the queue keeps
 * what it held, and everything recovers once the condition clears.
 */

/** Every IndexedDB write fails as a full disk does while `__storageFull` is set. */
async function installQuotaSwitch(page: Page) {
  await page.addInitScript(() => {
    const flags = globalThis as unknown as { __storageFull?: boolean }
    for (const method of ['put', 'add'] as const) {
      const original = IDBObjectStore.prototype[method]
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
        if (flags.__storageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        return original.apply(this, args)
      }
    }
  })
}

const setStorageFull = (page: Page, full: boolean) =>
  page.evaluate((value) => {
    ;(globalThis as unknown as { __storageFull?: boolean }).__storageFull = value
  }, full)

async function serverContents(member: Awaited<ReturnType<typeof newMember>>) {
  await member.client.auth.signInWithPassword({ email: member.email, password: member.password })
  const { data } = await member.client.from('sparks').select('content').order('content')
  return (data ?? []).map((row) => row.content as string)
}

test('a full device says so, keeps the queue and saves nothing half-way; the next save works once space is back', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const member = await newMember(baseURL ?? '')
  await installQuotaSwitch(page)
  await openSparksSignedIn(page, member)
  await waitForOfflineReady(page)
  await context.setOffline(true)
  await addSpark(page, 'Queued before the disk filled')
  await expect.poll(() => pendingShown(page)).toBeGreaterThanOrEqual(1)
  const queued = await pendingShown(page)

  await setStorageFull(page, true)
  await page.getByLabel('New spark').fill('Written while the disk is full')
  await page.getByRole('button', { name: 'Add Spark' }).click()
  await expect(page.getByText(STORAGE_FULL_MESSAGE)).toBeVisible()
  await expect(page.getByTestId('spark').filter({ hasText: 'Written while the disk is full' })).toHaveCount(0)
  expect(await pendingShown(page)).toBe(queued)

  await setStorageFull(page, false)
  await page.reload()
  await expect(page.getByTestId('spark')).toHaveCount(1, { timeout: 15_000 })
  await addSpark(page, 'Written once space was back')
  await context.setOffline(false)
  await expect(page.locator('.offline-banner')).toHaveCount(0, { timeout: 20_000 })
  expect(await serverContents(member)).toEqual([
    'Queued before the disk filled',
    'Written once space was back',
  ])
})

test('an access token that expired while offline is renewed on reconnect and the queue goes out intact', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const member = await newMember(baseURL ?? '')
  await openSparksSignedIn(page, member)
  await waitForOfflineReady(page)
  await context.setOffline(true)
  await addSpark(page, 'Written offline, sent after the token expired')
  // The stored session's access token ages past its expiry while the device is offline.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k))
    if (!key) throw new Error('no stored session')
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at?: number }
    session.expires_at = Math.floor(Date.now() / 1000) - 60
    localStorage.setItem(key, JSON.stringify(session))
  })
  await page.reload()
  await expect(page.getByTestId('spark')).toHaveCount(1, { timeout: 15_000 })
  await addSpark(page, 'Written after the reload, still offline')
  await context.setOffline(false)
  await expect(page.locator('.offline-banner')).toHaveCount(0, { timeout: 30_000 })
  expect(await serverContents(member)).toEqual([
    'Written after the reload, still offline',
    'Written offline, sent after the token expired',
  ])
})

/** A loading state of src/ui (LoadingState, LoadingFallback): none may stay on a screen that can never load. */
const LOADING = '[aria-busy="true"], .loading-fallback'

/** Every /app screen of the bottom bar and its sub-routes, walked on one page. */
const APP_ROUTES = [
  '/app/home',
  '/app/julboard',
  '/app/quickadd',
  '/app/inbox',
  '/app/media',
  '/app/yelroom',
  '/app/sparks',
  '/app/settings',
]

test('a browser without IndexedDB (private mode) still shows the site, and every member screen says nothing can be kept here instead of loading', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const member = await newSignedInMember(baseURL ?? '', 'private')
  await page.addInitScript(() => {
    // Firefox private windows before 115 and locked-down profiles: the open request fails.
    IDBFactory.prototype.open = () => {
      throw new DOMException(
        'A mutation operation was attempted on a database that did not allow mutations.',
        'InvalidStateError',
      )
    }
  })
  await storeSession(page, member)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  await appStarted(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
  const notice = page.getByRole('alert').filter({ hasText: NO_DATABASE.title })
  // One start-up: the routes are walked inside the app, as its own links do.
  await page.goto('/app/home')
  for (const route of APP_ROUTES) {
    await navigateInApp(page, route)
    await expect(notice, route).toContainText(NO_DATABASE.message, { timeout: 15_000 })
    await expect(page.getByRole('button', { name: NO_DATABASE.retry }), route).toBeVisible()
    // Never the empty state, which would tell the member their data is gone, nor a stuck loader.
    await expect(page.getByText('No sparks yet. Add your first one above.')).toHaveCount(0)
    await expect(page.locator(LOADING), route).toHaveCount(0)
  }
  // The settings overlay's Card tab reads the database too; its Account tab (sign out) works without it.
  await navigateInApp(page, '/app/home?settings=1&tab=card')
  await expect(
    page.getByRole('dialog').getByRole('alert').filter({ hasText: NO_DATABASE.title }),
  ).toBeVisible()
  await navigateInApp(page, '/dashboard')
  const tabs = page.getByRole('tab')
  await expect(tabs.first()).toBeVisible({ timeout: 15_000 })
  for (const name of await tabs.allInnerTexts()) {
    const tab = page.getByRole('tab', { name, exact: true })
    if (await tab.isDisabled()) continue
    await tab.click()
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('alert').filter({ hasText: NO_DATABASE.title }), name).toBeVisible()
    await expect(panel.locator(LOADING), name).toHaveCount(0)
  }
  expect(errors).toEqual([])
})
