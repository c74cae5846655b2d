import { expect, type Page, test } from '@playwright/test'
import { websiteContext } from './support.ts'

const strategyPrice = (page: Page) =>
  page.getByRole('article', { name: 'Strategy Session' }).getByTestId('service-price')

// Three visitors each load the site cold (a new context, its service worker and first read): on a
// shared, busy machine that is more than the default 30 s.
test.describe.configure({ timeout: 120_000 })

test('pricing shows the seeded cards in £, $ or € by the time zone, and follows the picker', async ({
  browser,
}) => {
  for (const [timezoneId, price] of [
    ['Europe/London', '£425'],
    ['America/New_York', '$535'],
  ] as const) {
    const context = await websiteContext(browser, { timezoneId })
    const page = await context.newPage()
    await page.goto('/pricing')
    await expect(strategyPrice(page)).toHaveText(price, { timeout: 20_000 })
    await context.close()
  }

  const context = await websiteContext(browser, { timezoneId: 'Europe/Madrid' })
  const page = await context.newPage()
  await page.goto('/pricing-guide')
  await expect(strategyPrice(page)).toHaveText('€495', { timeout: 20_000 })
  await expect(
    page.getByRole('article', { name: 'Equity Partnership' }).getByTestId('service-price'),
  ).toHaveText('Contact')
  // The funnel states the campaign prices, both readings of the retainer, and the equity range.
  const funnel = page.getByRole('region', { name: 'How engagements grow' })
  await expect(funnel).toContainText('€495 for 90 minutes')
  await expect(funnel).toContainText('€1,950 a month')
  await expect(funnel).toContainText('€1,995/month')
  await expect(funnel).toContainText('0.5–2%')

  await page.getByRole('button', { name: 'Currency: Euro' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose currency' })
  await dialog.getByRole('radio', { name: /USD/ }).check()
  await dialog.getByRole('button', { name: 'Apply' }).click()
  await expect(strategyPrice(page)).toHaveText('$535')
  await page.reload()
  await expect(strategyPrice(page)).toHaveText('$535', { timeout: 20_000 })
  await context.close()
})
