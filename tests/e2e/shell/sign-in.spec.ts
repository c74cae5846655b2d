import { expect, type Page, test } from '@playwright/test'
import { SEED_PASSWORD, signUpMember } from '../support/session.ts'
import { withConsentGiven } from './support.ts'

async function signIn(page: Page, email: string, password = SEED_PASSWORD) {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click()
}

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page)
})

test('a member signs in, comes back to /dashboard, and has no VIP Access', async ({ page }) => {
  await signIn(page, 'founder.standard@example.com')
  await expect(page.getByRole('button', { name: 'Account menu for Sam Standard' })).toHaveText('SS')
  await openUserMenu(page)
  await expect(page.getByText('Member', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'VIP Access' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test('a desktop_pro member gets the Export tab once the membership has synced down', async ({ page }) => {
  await signIn(page, 'founder.pro@example.com')
  await expect(page.getByRole('tab', { name: 'Export' })).toBeEnabled({ timeout: 15_000 })
})

test('a desktop_standard member sees Export locked as Pro Only', async ({ page }) => {
  await signIn(page, 'founder.standard@example.com')
  await expect(page.getByRole('tab', { name: /Export/ })).toContainText('Pro Only')
  await expect(page.getByRole('tab', { name: /Export/ })).toBeDisabled()
})

test('staff are recognised: VIP Access in the user menu and the VIP page opens', async ({ page }) => {
  await signIn(page, 'staff@jul.example')
  await openUserMenu(page)
  await page.getByRole('link', { name: 'VIP Access' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'VIP Access' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'JUL home' })).toHaveAttribute('href', '/vip')
})

test("a visitor's other tab follows a sign-in made in this one, without a reload", async ({
  page,
  context,
}) => {
  // The visitor's tab never loaded supabase-js; the session arriving in storage starts it.
  const other = await context.newPage()
  await other.goto('/about')
  await expect(other.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await signIn(page, 'founder.standard@example.com')
  await expect(other.getByRole('button', { name: 'Account menu for Sam Standard' })).toBeVisible({
    timeout: 15_000,
  })
})

test('wrong password shows the server message and stays signed out', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByLabel('Email').fill('founder.standard@example.com')
  await page.getByLabel('Password').fill('not-the-password')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
})

/**
 * Sign-out revokes every session of the account on the server (supabase-js's default global scope), so
 * the sign-out tests use a member of their own: a seed account's other sessions belong to other files.
 */
test("sign-out says 'Signed out: You have been signed out successfully.' and protects /dashboard again", async ({
  page,
  baseURL,
}) => {
  const member = await signUpMember(baseURL ?? '', 'sign-out')
  await signIn(page, member.email, member.password)
  await openUserMenu(page)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('You have been signed out successfully.')).toBeVisible()
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth$/)
})

test("a failed sign-out: 'Error: Failed to sign out', then 'Securely logged out', and the device is signed out", async ({
  page,
  baseURL,
}) => {
  const member = await signUpMember(baseURL ?? '', 'sign-out')
  await signIn(page, member.email, member.password)
  await page.route('**/auth/v1/logout**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"message":"boom"}' }),
  )
  await openUserMenu(page)
  await page.getByRole('button', { name: 'Logout' }).click()
  // Sign-out first counts the queue in the sync worker, busy with the member's first pull: on a loaded
  // machine that takes seconds before the request leaves.
  await expect(page.getByText('Failed to sign out')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('Securely logged out')).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL(/\/auth$/)
})

test("the mobile shell's Quick Demo Sign-In opens the console", async ({ page }) => {
  await page.goto('/app')
  await page.getByRole('button', { name: 'Quick Demo Sign-In' }).click()
  await expect(page.getByText('Successfully signed in!')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
})

// The page /auth and the API /auth/v1 share a prefix: the server must route by the versioned one.
test('a direct load of /auth serves the sign-in page', async ({ page }) => {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
})
