import { expect, type Page, test } from '@playwright/test'
import { openAs, SEED } from '../support/session.ts'
import { expectAccessible } from './support.ts'

// Read-only checks on the shared seed accounts: each sees its own profile, interactions and devices.
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }

async function expectOwnSettings(page: Page, firstName: string, plan: string) {
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible(FIRST_PULL)
  await expect(page.getByLabel('First Name')).toHaveValue(firstName, FIRST_PULL)
  const devices = page.getByRole('list', { name: 'Linked devices' })
  await expect(devices).toContainText('Demo iPhone', FIRST_PULL)
  await expect(devices).toContainText('iPhone or iPad')
  await expect(page.getByRole('region', { name: 'Subscription management' })).toContainText(plan)
  await page.getByRole('tab', { name: 'Log Interaction' }).click()
  await expect(page.getByRole('region', { name: 'Recent interactions' })).toContainText(
    'Intro to Harbour Capital',
  )
}

test('Standard and Pro each see their own profile, interactions and linked devices; voice input is for Pro', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  const sam = await browser.newContext({ baseURL: url })
  const samPage = await sam.newPage()
  await openAs(samPage, url, SEED.standard, '/dashboard?tab=settings')
  await expectOwnSettings(samPage, 'Sam', 'Desktop Standard')
  await expect(samPage.getByRole('switch', { name: 'Voice input' })).toBeDisabled()
  await expect(samPage.getByText('Available with Desktop Pro.')).toBeVisible()
  await expectAccessible(samPage)
  await sam.close()

  const priya = await browser.newContext({ baseURL: url })
  const priyaPage = await priya.newPage()
  await openAs(priyaPage, url, SEED.pro, '/dashboard?tab=settings')
  await expectOwnSettings(priyaPage, 'Priya', 'Desktop Pro')
  await expect(priyaPage.getByRole('switch', { name: 'Voice input' })).toBeEnabled()
  await priya.close()
})

test('Investor and staff each see their own profile and devices, and their own reflections in JUL Mode', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? ''
  for (const [email, firstName, reflection] of [
    [SEED.investor, 'Ivan', 'Net revenue retention across the three portfolio companies.'],
    [SEED.staff, 'Julia', 'Hand the Tuesday founder clinic to the associate from next month.'],
  ] as const) {
    const context = await browser.newContext({ baseURL: url })
    const page = await context.newPage()
    await openAs(page, url, email, '/dashboard?tab=settings')
    await expectOwnSettings(page, firstName, 'Desktop Pro')
    await page.getByRole('tab', { name: 'JUL Mode', exact: true }).click()
    await expect(page.getByRole('list', { name: 'Reflection Archive' })).toContainText(reflection)
    await context.close()
  }
})
