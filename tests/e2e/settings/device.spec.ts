import { expect, type Page, test } from '@playwright/test'
import { newMember, storeSession } from '../support/session.ts'
import { expectAccessible, openConsoleTab } from './support.ts'

test.describe.configure({ timeout: 90_000 })

/** The browser's storage manager as the test wants it to answer, before the app loads. */
async function storageAnswers(page: Page, persist: boolean) {
  await page.addInitScript((granted) => {
    let persisted = false
    const storage = navigator.storage
    Object.defineProperties(storage, {
      persist: {
        configurable: true,
        value: async () => {
          persisted = granted
          return granted
        },
      },
      persisted: { configurable: true, value: async () => persisted },
    })
  }, persist)
}

test('Install JUL where the browser offers it: the offer kept, the prompt shown on the button, installed after', async ({
  page,
  baseURL,
}) => {
  const member = await newMember(baseURL ?? '', 'install')
  await storeSession(page, member)
  await storageAnswers(page, true)
  await openConsoleTab(page, 'settings', 'Settings')
  const device = page.getByRole('region', { name: 'This device' })
  await expect(device).toContainText('Use your browser’s menu to install JUL')

  // What Chromium does once the app is installable: the event, with prompt() and the member's choice.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true })
    Object.assign(offer, {
      prompt: async () => Object.assign(window, { installPrompted: true }),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(offer)
    Object.assign(window, { offerDefaultPrevented: offer.defaultPrevented })
  })
  expect(await page.evaluate(() => 'offerDefaultPrevented' in window && window.offerDefaultPrevented)).toBe(
    true,
  )
  await device.getByRole('button', { name: 'Install JUL' }).click()
  expect(await page.evaluate(() => 'installPrompted' in window && window.installPrompted)).toBe(true)
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
  await expect(device).toContainText('JUL is installed on this device.')
  await expect(device.getByRole('button', { name: 'Install JUL' })).toHaveCount(0)

  // Storage: asked for at sign-in and granted, with what JUL holds here.
  await expect(device.getByTestId('storage-state')).toHaveText(
    'Kept: the browser will not clear JUL’s data to make room.',
  )
  await expect(device.getByTestId('storage-usage')).toHaveText(
    /^[\d.]+ (bytes|kB|MB|GB) used of [\d.]+ (kB|MB|GB) available to JUL$/,
  )
  await expectAccessible(page)
})

test('a browser that refuses durable storage is named plainly, in a toast once and in Settings', async ({
  page,
  baseURL,
}) => {
  const member = await newMember(baseURL ?? '', 'storage')
  await storeSession(page, member)
  await storageAnswers(page, false)
  await openConsoleTab(page, 'settings', 'Settings')
  await expect(page.getByText('This browser may clear JUL’s data').first()).toBeVisible()
  const device = page.getByRole('region', { name: 'This device' })
  await expect(device.getByTestId('storage-state')).toHaveText(
    'Best effort: the browser may clear JUL’s data when it needs room.',
  )
  await expect(
    device.getByRole('status').filter({ hasText: 'This browser may clear JUL’s data' }),
  ).toBeVisible()
})

test('data the browser cleared since the last visit is told, and the notice can be dismissed', async ({
  page,
  baseURL,
}) => {
  const member = await newMember(baseURL ?? '', 'evicted')
  await storeSession(page, member)
  await storageAnswers(page, true)
  await openConsoleTab(page, 'settings', 'Settings')
  // The first pull marks the device as holding the member's data.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jul-device-data'))).toBe('1')
  // The browser clears the site's databases (Safari after 7 days unused, any browser under pressure).
  await page.goto('about:blank')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseURL ?? '').origin,
    storageTypes: 'indexeddb',
  })
  await openConsoleTab(page, 'settings', 'Settings')
  const device = page.getByRole('region', { name: 'This device' })
  const notice = device
    .getByRole('alert')
    .filter({ hasText: 'This browser cleared JUL’s data on this device' })
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: 'Dismiss' }).click()
  await expect(notice).toHaveCount(0)
})
