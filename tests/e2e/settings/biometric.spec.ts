import { type Browser, expect, test } from '@playwright/test'
import { newMember, storeSession } from '../support/session.ts'
import { navigate } from '../website/support.ts'
import { openConsoleTab, serverRows } from './support.ts'

/**
 * A new member signed in on a page with Chromium's virtual platform authenticator (user verified, as a
 * fingerprint would). Browsers refuse IP addresses as WebAuthn relying parties: the same server, named
 * localhost.
 */
async function withAuthenticator(browser: Browser, baseURL: string | undefined, prefix: string) {
  const member = await newMember(baseURL ?? '', prefix)
  const context = await browser.newContext({ baseURL: (baseURL ?? '').replace('127.0.0.1', 'localhost') })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  await storeSession(page, member)
  return { member, context, page }
}

test('biometric enrolment in Settings, unlocking the locked console with it, and turning it off', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { member, context, page } = await withAuthenticator(browser, baseURL, 'biometric')
  await openConsoleTab(page, 'settings', 'Settings')

  const biometric = page.getByRole('switch', { name: 'Biometric authentication' })
  await biometric.click()
  await expect(page.getByText('Biometric authentication enabled successfully')).toBeVisible({
    timeout: 15_000,
  })
  await expect(biometric).toHaveAttribute('aria-checked', 'true')
  await expect
    .poll(async () => serverRows(member, 'biometric_credentials', 'is_active'))
    .toEqual([{ is_active: true }])

  await page.getByRole('button', { name: 'Lock now' }).click()
  const lock = page.getByRole('dialog', { name: 'Console locked' })
  await expect(lock).toBeVisible()
  await lock.getByRole('button', { name: 'Unlock with biometrics' }).click()
  await expect(page.getByText('Signed in successfully')).toBeVisible({ timeout: 15_000 })
  await expect(lock).toHaveCount(0)

  // Turning it off goes through sync once the enrolment row has reached this device.
  await expect(async () => {
    await biometric.click()
    await expect(page.getByText('Biometric authentication disabled')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(biometric).toHaveAttribute('aria-checked', 'false')
  await expect
    .poll(async () => serverRows(member, 'biometric_credentials', 'is_active'), { timeout: 15_000 })
    .toEqual([{ is_active: false }])
  await context.close()
})

test('a member who signed out signs in again on /auth with the biometrics this device enrolled', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { context, page } = await withAuthenticator(browser, baseURL, 'biometric-auth')
  await openConsoleTab(page, 'settings', 'Settings')
  await page.getByRole('switch', { name: 'Biometric authentication' }).click()
  await expect(page.getByText('Biometric authentication enabled successfully')).toBeVisible({
    timeout: 15_000,
  })

  await page.getByRole('button', { name: 'Lock now' }).click()
  await page.getByRole('dialog', { name: 'Console locked' }).getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByText(/^(Signed out|Securely logged out)$/).first()).toBeVisible({ timeout: 20_000 })
  // Within the app: a reload would run storeSession's script again and sign the member back in.
  await navigate(page, '/auth')
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Sign in with biometrics' }).click()
  await expect(page.getByText('Signed in successfully')).toBeVisible({ timeout: 15_000 })
  await expect(page).not.toHaveURL(/\/auth/)
  await context.close()
})
