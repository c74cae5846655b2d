import { expect, type Page, test } from '@playwright/test'
import { buildWithStamp } from './support/builds.ts'
import { type LocalSupabase, startLocalSupabase } from './support/local-server.ts'
import { openSignedIn, signIn } from './support/member-queue.ts'

const PORT = 31463
const NEWER_VERSION_OPEN = 'A newer version of JUL is open in another tab'

let server: LocalSupabase

test.beforeAll(async () => {
  test.setTimeout(300_000)
  server = await startLocalSupabase(PORT, buildWithStamp('2026-04-01 08:00'))
})

test.afterAll(async () => {
  await server?.close()
})

test.beforeEach(() => {
  test.slow()
})

/** Names of the Web Locks held in this origin right now. */
const heldLocks = (page: Page) =>
  page.evaluate(async () => ((await navigator.locks.query()).held ?? []).map((lock) => lock.name))

test('tabs whose database a newer version upgraded hand the sync lead over and ask for a reload', async ({
  context,
}) => {
  const session = await signIn(server.origin)
  const tabs = [await context.newPage(), await context.newPage()]
  for (const tab of tabs) await openSignedIn(tab, server.origin, '/app/home', session)
  await expect.poll(() => heldLocks(tabs[0] as Page), { timeout: 20_000 }).toContain('jul-sync-leader')

  // A newer build opens the database at a higher version, as its Dexie upgrade would.
  // A page of the origin that does not start the app (the service worker leaves API paths alone).
  const newer = await context.newPage()
  await newer.goto(`${server.origin}/rest/v1/`)
  await newer.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const current = indexedDB.open('jul')
        current.onerror = () => reject(current.error)
        current.onsuccess = () => {
          const version = current.result.version
          current.result.close()
          const upgrade = indexedDB.open('jul', version + 10)
          upgrade.onerror = () => reject(upgrade.error)
          upgrade.onsuccess = () => {
            upgrade.result.close()
            resolve()
          }
        }
      }),
  )

  for (const tab of tabs)
    await expect(tab.getByRole('alert').filter({ hasText: NEWER_VERSION_OPEN })).toBeVisible()
  // The old workers gave the lead up: a tab of the newer build can lead now.
  await expect.poll(() => heldLocks(newer), { timeout: 20_000 }).not.toContain('jul-sync-leader')
})
