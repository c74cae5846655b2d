import { expect, type Route, test } from '@playwright/test'
import { SESSION_EXPIRED_MESSAGE } from '../../../src/lib/inactivity.ts'
import { HELD_ENTRIES_WARNING } from '../../../sync/session.ts'
import { withConsentGiven } from '../shell/support.ts'
import { addSpark, pendingShown, waitForOfflineReady } from '../sparks/support.ts'
import { signInWithPassword, signUpMember } from '../support/session.ts'

/**
 * The member's session is revoked by another client ("sign out everywhere" elsewhere) while
 * this device holds a write it has not sent. Access tokens stay valid until they expire, so the device
 * learns it when its token is due for renewal and the refresh is refused: it then says the session
 * expired, keeps the write (and says so), and sends it once the member signs in again.
 */
test('a session revoked elsewhere signs this device out with the spec words, and its queued write goes up after signing in again', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const account = await signUpMember(baseURL ?? '', 'revoked')
  const elsewhere = await signInWithPassword(baseURL ?? '', account.email, account.password)
  const device = await signInWithPassword(baseURL ?? '', account.email, account.password)
  await withConsentGiven(page)
  // Stored once, not by an init script: from here on the device renews (or loses) its own session.
  await page.goto('/about')
  await page.evaluate((session) => {
    localStorage.setItem(`sb-${location.hostname.split('.')[0]}-auth-token`, session)
  }, JSON.stringify(device.session))
  await page.goto('/app/sparks')
  await expect(page.getByRole('heading', { name: 'JUL Sparks', level: 2 })).toBeVisible({ timeout: 15_000 })
  await waitForOfflineReady(page)
  await context.setOffline(true)
  await addSpark(page, 'Queued while another device signed out everywhere')
  await expect.poll(() => pendingShown(page)).toBe(1)

  const { error } = await elsewhere.client.auth.signOut({ scope: 'global' })
  expect(error).toBeNull()
  // The access token reaches its expiry (an hour, here rewound): renewing it is what meets the revocation.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k))
    if (!key) throw new Error('no stored session')
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at?: number }
    session.expires_at = Math.floor(Date.now() / 1000) - 60
    localStorage.setItem(key, JSON.stringify(session))
  })
  // Only the stored expiry was rewound: the device's real access token is still valid, so a write sent
  // in the moment between coming online and the reload would land with it (as it should). Writes are
  // held back until the device has met the revocation, which is the case under test.
  const holdWrites = (route: Route) =>
    route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected')
  await context.route('**/rest/v1/**', holdWrites)
  await context.setOffline(false)
  await page.reload()
  await expect(page.getByText(SESSION_EXPIRED_MESSAGE)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible()
  // The sync engine loads after the auth module: the notice follows the sign-out by a moment.
  await expect(page.getByRole('status').filter({ hasText: HELD_ENTRIES_WARNING })).toBeVisible({
    timeout: 15_000,
  })

  await context.unroute('**/rest/v1/**', holdWrites)
  await page.getByRole('link', { name: 'Sign in manually' }).click()
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await expect(page).not.toHaveURL(/\/auth$/)
  await page.goto('/app/sparks')
  await expect(page.getByTestId('spark')).toHaveText([/Queued while another device signed out everywhere/])
  const server = await signInWithPassword(baseURL ?? '', account.email, account.password)
  await expect
    .poll(
      async () => (await server.client.from('sparks').select('content')).data?.map((row) => row.content),
      {
        timeout: 20_000,
      },
    )
    .toEqual(['Queued while another device signed out everywhere'])
  await expect.poll(() => pendingShown(page), { timeout: 20_000 }).toBe(0)
})
