import { expect, test } from '@playwright/test'
import { newMember, storeSession } from '../support/session.ts'
import { invokeFromPage } from './support.ts'

// The payment flows end to end with the local provider: the function opens the local test checkout,
// Pay does what the provider's webhook would, and the member's app learns of it through sync.

/** A new device's first complete pull comes before the outcome; on a loaded machine it takes a while. */
const SYNC = { timeout: 30_000 }
// Several navigations and a first pull on a new device each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 })

test('a new member upgrades to Pro: test checkout, Pay, and the console shows Pro after sync', async ({
  page,
  baseURL,
}) => {
  // A member of this test alone: the upgrade is refused once a plan is active, so a shared seed
  // account would pass only once per server.
  const member = await newMember(baseURL ?? '', 'upgrade')
  await storeSession(page, member)
  await page.goto('/dashboard')
  const exportTab = page.getByRole('tab', { name: /Export/ })
  await expect(exportTab).toContainText('Pro Only', SYNC)
  await expect(exportTab).toBeDisabled()

  // What the console's 'Upgrade to Pro €995/mo' button calls (usePayments().upgradeConsole()).
  const started = await invokeFromPage(page, 'create-console-subscription-checkout', {
    customer_email: member.email,
    success_url: `${baseURL}/console-success`,
    cancel_url: `${baseURL}/console-cancel`,
  })
  expect(started.status).toBe(200)
  await page.goto(String(started.body.url))
  await expect(page.getByRole('heading', { name: 'JUL test checkout' })).toBeVisible()
  await expect(page.getByTestId('checkout-item')).toHaveText('JUL Console Pro')
  await expect(page.getByTestId('checkout-price')).toHaveText('€995.00 / month')

  await page.getByRole('button', { name: 'Pay €995.00 / month' }).click()
  await expect(page).toHaveURL(/\/console-success\?payment=success&item=desktop_pro$/)
  await expect(page.getByRole('heading', { name: 'Pro upgrade initiated!' })).toBeVisible(SYNC)

  await page.getByRole('link', { name: 'Go to your dashboard' }).click()
  await expect(exportTab).toBeEnabled(SYNC)
  await expect(exportTab).not.toContainText('Pro Only')
})

test('Cancel on the test checkout lands on the cancel page, charges nothing, and offers the upgrade again', async ({
  page,
  baseURL,
}) => {
  const member = await newMember(baseURL ?? '', 'cancel')
  await storeSession(page, member)
  await page.goto('/dashboard')
  await expect(page.getByRole('tab', { name: /Export/ })).toBeDisabled()
  const started = await invokeFromPage(page, 'create-console-subscription-checkout', {
    customer_email: member.email,
    success_url: `${baseURL}/console-success`,
    cancel_url: `${baseURL}/console-cancel`,
  })
  await page.goto(String(started.body.url))
  await page.getByRole('button', { name: 'Cancel' }).click()

  await expect(page).toHaveURL(/\/console-cancel\?payment=cancelled&item=desktop_pro$/)
  await expect(page.getByRole('heading', { name: 'Checkout cancelled' })).toBeVisible()
  await expect(page.getByText('You have not been charged.', { exact: false })).toBeVisible()
  const { data } = await member.client.from('jul_memberships').select('id')
  expect(data).toEqual([])

  // The page's own retry goes back to the test checkout for the same plan.
  await page.getByRole('button', { name: 'Upgrade to Pro €995/mo' }).click()
  await expect(page.getByTestId('checkout-item')).toHaveText('JUL Console Pro')
})

test('a service card bought through the test checkout appears in user_service_purchases', async ({
  page,
  baseURL,
}) => {
  const member = await newMember(baseURL ?? '', 'card')
  await storeSession(page, member)
  await page.goto('/pricing')
  // What the pricing page's stripe CTA calls (usePayments().buyServiceCard(id, currency)).
  const started = await invokeFromPage(page, 'create-service-card-checkout', {
    service_card_id: 'strategy-session',
    currency: 'eur',
  })
  expect(started.status).toBe(200)
  await page.goto(String(started.body.url))
  await expect(page.getByTestId('checkout-item')).toHaveText('Strategy Session')
  await expect(page.getByTestId('checkout-price')).toHaveText('€495.00')
  await page.getByRole('button', { name: 'Pay €495.00' }).click()

  await expect(page).toHaveURL(/\/console-success\?payment=success&item=service_card&service_card_id=/)
  await expect(page.getByRole('heading', { name: 'Purchase confirmed' })).toBeVisible(SYNC)
  await expect(page.getByText('Strategy Session is now in your purchases.')).toBeVisible()
  const { data } = await member.client.from('user_service_purchases').select('amount_paid, currency, status')
  expect(data).toEqual([{ amount_paid: 49_500, currency: 'eur', status: 'paid' }])
})
