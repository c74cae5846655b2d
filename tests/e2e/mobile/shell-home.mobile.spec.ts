import { expect, test } from '@playwright/test'
import { SEED, signInWithPassword } from '../support/session.ts'
import { expectAccessible, go, openApp, tabBar } from './support.ts'

// Seed accounts are shared by every spec file: these tests only read their rows.
test.use({ viewport: { width: 390, height: 844 } })

test('a free member sees their plan, Limited quick actions, the services, and the upgrade prompts', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const member = await signInWithPassword(baseURL ?? '', SEED.standard)
  await openApp(page, member, '/app')
  await expect(page).toHaveURL(/\/app\/home$/)
  const subscription = page.getByTestId('subscription-card')
  await expect(subscription).toContainText('Free')
  await expect(subscription).toContainText('€0 forever')
  await expect(subscription).toContainText('Active')
  await expect(page.getByText('Limited', { exact: true })).toBeVisible()
  for (const group of ['Home', 'Founders', 'Investors', 'Ventures']) {
    await expect(page.getByRole('region', { name: group, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('region', { name: 'Home', exact: true })).toContainText('Intro Call')
  await expect(page.getByText('Strategy Session')).toHaveCount(0)
  await expectAccessible(page)

  await tabBar(page).getByRole('link', { name: 'Quick Add' }).click()
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)

  await tabBar(page).getByRole('link', { name: 'Media' }).click()
  await expect(page.getByRole('heading', { name: 'Team offsite' })).toBeVisible()
  await page.getByRole('button', { name: 'Edit Team offsite' }).click()
  await expect(page.getByText('Pro subscription required')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the settings overlay opens on its tabs over the screen, with the Account tab of 002 §2.12', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const member = await signInWithPassword(baseURL ?? '', SEED.pro)
  await openApp(page, member, '/app/home')
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click()
  const sheet = page.getByRole('dialog', { name: 'Settings' })
  await expect(sheet).toBeVisible()
  await expect(page).toHaveURL(/\/app\/home\?settings=1&tab=account$/)
  await expect(sheet.getByText('founder.pro', { exact: true })).toBeVisible()
  await expect(sheet.getByText(SEED.pro)).toBeVisible()
  await expect(sheet.getByText('Premium', { exact: true }).first()).toBeVisible()
  await expect(sheet.getByRole('button', { name: 'Upgrade Plan' })).toBeVisible()
  await expect(sheet.getByText('JUL Console v1.0.0')).toBeVisible()
  const body = await sheet.getByTestId('settings-body').boundingBox()
  expect(Math.round(body?.height ?? 0)).toBe(844 - 120)
  await expectAccessible(page)
  for (const tab of ['Card', 'JUL', 'Alerts']) {
    await sheet.getByRole('tab', { name: tab }).click()
    await expect(page).toHaveURL(new RegExp(`tab=${tab.toLowerCase()}$`))
    await expect(sheet.getByRole('tabpanel', { name: tab })).toBeVisible()
  }
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toHaveCount(0)
  await expect(page).toHaveURL(/\/app\/home$/)

  await page.goto('/app/media?settings=1&tab=account')
  const again = page.getByRole('dialog', { name: 'Settings' })
  await again.getByRole('switch', { name: 'Show tab bar' }).click()
  await again.getByRole('button', { name: 'Close' }).click()
  await expect(tabBar(page)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Team offsite' })).toBeVisible({ timeout: 15_000 })
  await expect(tabBar(page)).toHaveCount(0)
})

test('a premium member gets Quick Add and the inbox, but not pro media editing or the voice assistant', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const member = await signInWithPassword(baseURL ?? '', SEED.pro)
  await openApp(page, member, '/app/home')
  const subscription = page.getByTestId('subscription-card')
  await expect(subscription).toContainText('Premium')
  await expect(subscription).toContainText('€9.99/month')
  await expect(subscription).toContainText(/Expires \d+ \w+ \d{4}/)
  await expect(page.getByText('Available with Pro membership')).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Voice assistant' })).toBeDisabled()

  await go(page, '/app/inbox')
  await expect(page.getByTestId('capture-item')).toHaveCount(3)
  await expect(page.getByText('Ask the advisor about ESOP sizing')).toBeVisible()
  await expect(page.getByText('Pricing page feedback')).toHaveCount(0)
  await expectAccessible(page)

  await tabBar(page).getByRole('link', { name: 'Quick Add' }).click()
  await expect(page.getByLabel('Note')).toBeVisible()
  await expect(page.getByText('Save to: Capture Inbox')).toBeVisible()

  await tabBar(page).getByRole('link', { name: 'Media' }).click()
  await page.getByRole('button', { name: 'Delete Quick note' }).click()
  await expect(page.getByText('Pro subscription required')).toBeVisible()
})

test('a pro member has All Access, no Upgrade Plan, the assistant, and the Sparks badge on its tab', async ({
  page,
  baseURL,
}) => {
  const member = await signInWithPassword(baseURL ?? '', SEED.investor)
  await openApp(page, member, '/app/home')
  const subscription = page.getByTestId('subscription-card')
  await expect(subscription).toContainText('Pro')
  await expect(subscription).toContainText('€19.99/month')
  await expect(page.getByText('All Access', { exact: true })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Voice assistant' })).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Tap to speak' })).toBeVisible()
  await expect(tabBar(page).getByLabel('4 unread sparks')).toBeVisible()
  await go(page, '/app/home?settings=1&tab=account')
  const sheet = page.getByRole('dialog', { name: 'Settings' })
  await expect(sheet.getByText(/Current plan/).locator('..')).toContainText('Pro')
  await expect(sheet.getByRole('button', { name: 'Upgrade Plan' })).toHaveCount(0)
})
