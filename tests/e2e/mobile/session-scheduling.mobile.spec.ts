import { expect, test } from '@playwright/test'
import { memberWith, openIn, PHONE } from '../board/support.ts'

// A fresh member's first pull brings every table; on a shared machine that takes a while.
test.describe.configure({ timeout: 120_000 })
const FIRST_PULL = { timeout: 45_000 }

test('a premium member schedules a session on /app through the console’s booking wizard', async ({
  browser,
  baseURL,
}) => {
  const member = await memberWith(baseURL ?? '', { mobile: 'premium', prefix: 'schedule' })
  const { context, page } = await openIn(browser, member, '/app/home?view=sessions', PHONE)
  // The scheduling site is outside this machine: answer for it, so the opened tab has an address.
  await context.route('https://calendly.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Calendar</title>' }),
  )
  await page.getByRole('button', { name: 'Schedule Session' }).click(FIRST_PULL)
  const wizard = page.getByRole('dialog', { name: 'Book a session' })
  await expect(wizard.getByText('Step 1 of 4: Select service')).toBeVisible()
  await wizard.getByRole('button', { name: /Intro Call/ }).click()
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await wizard.getByLabel('Fundraising').check()
  await wizard.getByLabel('Next week').check()
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await expect(wizard.getByText('Step 3 of 4: Payment & booking')).toBeVisible()
  const calendar = page.waitForEvent('popup')
  await wizard.getByRole('button', { name: 'Open booking calendar' }).click()
  const popup = await calendar
  await popup.waitForLoadState()
  expect(new URL(popup.url()).searchParams.get('email')).toBe(member.email)
  await expect(wizard.getByText('Strategy session booked successfully!')).toBeVisible()
  await context.close()
})
