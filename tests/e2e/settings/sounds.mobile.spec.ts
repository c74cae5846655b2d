import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { memberWith, openIn, PHONE } from '../board/support.ts'
import { daytimeSettings, forget, heard, installSpies, JURASSIC, LIGHT } from '../support/audio-spies.ts'

// The phone (002 §3): a spark sounds and vibrates. The advisor's chirps alert in real time on a Pro
// phone only (000 §6): tests/e2e/rooms/chirp-alerts.mobile.spec.ts. Spies of tests/e2e/support/audio-spies.ts.
test.describe.configure({ timeout: 150_000 })

test('a new spark sounds and vibrates on the phone', async ({ browser, baseURL }) => {
  const url = baseURL ?? ''
  const tag = randomUUID().slice(0, 8)
  const member = await memberWith(url, {
    prefix: 'sound-phone',
    mobile: 'premium',
    profile: { first_name: 'Pia' },
  })
  const { context, page } = await openIn(browser, member, '/app/sparks', PHONE)
  await context.addInitScript(installSpies)
  await daytimeSettings(page)
  await page.reload()
  const box = page.getByLabel('New spark')
  await expect(box).toBeVisible({ timeout: 45_000 })
  await expect(page.getByText('No sparks yet. Add your first one above.')).toBeVisible({ timeout: 45_000 })
  await forget(page)

  await box.fill(`Raise in spring (${tag})`)
  await box.press('Enter')
  await expect(page.getByTestId('spark')).toHaveCount(1)
  await expect.poll(async () => (await heard(page)).plays).toEqual([{ volume: 0.75, hz: JURASSIC }])
  expect((await heard(page)).vibrations).toEqual([LIGHT])

  await context.close()
})
