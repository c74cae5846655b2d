import { expect, test } from '@playwright/test'
import { appStarted, withConsentGiven } from './support.ts'

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page)
})

test('a protected route sends a signed-out visitor to /auth', async ({ page }) => {
  await page.goto('/dashboard?tab=sessions')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
})

test('quick search with the keyboard: type, arrows wrap, Enter goes to the top of the page without the hash', async ({
  page,
}) => {
  await page.goto('/about#team')
  // /about is prerendered: typing before the app takes the page over reaches no handler.
  await appStarted(page)
  const search = page.getByRole('combobox', { name: 'Quick navigation' })
  await search.focus()
  await page.keyboard.type('ve')
  await expect(page.getByRole('option')).toHaveText(['Ventures', 'Investors'])
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('option', { selected: true })).toHaveText('Investors')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('option', { selected: true })).toHaveText('Ventures')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('option')).toHaveCount(0)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('option', { selected: true })).toHaveText('Investors')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/investors$/)
  await expect(page.getByRole('heading', { level: 1, name: 'For Investors' })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('the mobile flag chooses the mobile shell: splash, then the sign-in prompt', async ({ page }) => {
  await page.goto('/?mobile=1')
  await expect(page.getByText('Stay Aligned. Move Faster.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/home$/)
  await expect(page.getByRole('button', { name: 'Quick Demo Sign-In' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
})

test('without the flag the website shows', async ({ page }) => {
  await page.goto('/?mobile=0')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.getByText('Stay Aligned. Move Faster.')).toHaveCount(0)
})

test('landing context: Back to Landing Page shows on other pages and leads back', async ({ page }) => {
  await page.goto('/landing/spring-founders')
  // The visit is stored when the landing page shows; a click before that leaves from the frame alone.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Landing Page' })).toHaveCount(0)
  await page.getByRole('link', { name: 'ABOUT' }).click()
  await page.getByRole('link', { name: 'Back to Landing Page' }).click()
  await expect(page).toHaveURL(/\/landing\/spring-founders$/)
})

test('the live-users indicator counts this visitor through the live-users function', async ({ page }) => {
  await page.goto('/')
  await appStarted(page)
  await expect(page.getByText(/^[1-9]\d* live$/)).toBeVisible()
})

test('the live-users indicator shows zero when the function fails', async ({ page }) => {
  await page.route('**/functions/v1/live-users', (route) => route.fulfill({ status: 500, body: 'down' }))
  await page.goto('/')
  await appStarted(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Strategic advisory for founders and investors' }),
  ).toBeVisible()
  await expect(page.getByText('0 live')).toBeVisible()
})
