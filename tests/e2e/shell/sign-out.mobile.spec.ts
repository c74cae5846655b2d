import { expect, type Route, test } from '@playwright/test'
import { TABLES } from '../../../sync/tables.ts'
import { memberWith, openIn, PHONE } from '../board/support.ts'

const TELEMETRY_TABLES: string[] = TABLES.filter((table) => table.pushOnly).map((table) => table.name)

test.describe.configure({ timeout: 120_000 })

test('Logout shows the changes it is still sending; Sign out now leaves them on the device', async ({
  browser,
  baseURL,
}) => {
  const member = await memberWith(baseURL ?? '', { prefix: 'sign-out', mobile: 'premium' })
  const { context, page } = await openIn(browser, member, '/app/sparks', PHONE)
  await expect(page.getByText('No sparks yet. Add your first one above.')).toBeVisible({ timeout: 45_000 })

  // The server takes the change but never answers: the queue cannot drain.
  const held: Route[] = []
  await context.route('**/rest/v1/rpc/sync_push', (route) => {
    held.push(route)
  })
  const box = page.getByLabel('New spark')
  await box.fill('Ask Rita about the bridge round')
  await box.press('Enter')
  await expect(page.getByTestId('spark')).toHaveCount(1)
  await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0)

  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Sign Out' }).click()
  const leaving = page.getByRole('alertdialog', { name: 'Signing out' })
  // The spark, and the feed's mark-as-viewed a second later (002 §2.10).
  await expect(leaving).toContainText(/Syncing… sending \d+ changes?/)
  const shown = Number((await leaving.textContent())?.match(/sending (\d+)/)?.[1])
  expect(shown).toBeGreaterThanOrEqual(1)
  await leaving.getByRole('button', { name: 'Sign out now' }).click()
  await expect(leaving).toHaveCount(0)
  await expect(
    page.getByText('You have unsynced changes. They stay on this device and sync when you sign in again.'),
  ).toBeVisible()
  // The changes are still queued on the device, for when the member signs in again (telemetry waits
  // there too, and is not a change the dialog counts).
  const queued = await page.evaluate(
    (telemetry) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('jul')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const all = open.result.transaction('pending_sync_data').objectStore('pending_sync_data').getAll()
          all.onsuccess = () =>
            resolve((all.result as { table: string }[]).filter((e) => !telemetry.includes(e.table)).length)
          all.onerror = () => reject(all.error)
        }
      }),
    TELEMETRY_TABLES,
  )
  expect(queued).toBe(shown)
  await context.close()
})
