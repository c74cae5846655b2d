import { expect, test } from '@playwright/test'
import { appStarted, withConsentGiven, withForgedSession } from './support.ts'

test('offline, a member whose access token expired still opens the console from the cache', async ({
  page,
  context,
}) => {
  await withConsentGiven(page)
  await page.goto('/')
  await appStarted(page)
  // One online visit installs the service worker that serves the app shell offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await withForgedSession(page, 'ada@example.com', -600)
  await context.setOffline(true)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible()
  await context.setOffline(false)
})
