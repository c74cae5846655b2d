import { expect, test } from '@playwright/test'
import { appStarted, withConsentGiven } from './support.ts'

for (const [timezoneId, label, code] of [
  ['Europe/London', 'British Pound', '£ GBP'],
  ['America/New_York', 'US Dollar', '$ USD'],
  ['Europe/Madrid', 'Euro', '€ EUR'],
] as const) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId })

    test(`detects ${code} and saves it as preferred_currency`, async ({ page }) => {
      await withConsentGiven(page)
      await page.goto('/')
      await appStarted(page)
      await expect(page.getByRole('button', { name: `Currency: ${label}` })).toHaveText(code)
      expect(await page.evaluate(() => localStorage.getItem('preferred_currency'))).toBe(code.slice(2))
    })
  })
}

test.describe('the picker', () => {
  test.use({ timezoneId: 'Europe/Madrid' })

  test('Apply is disabled until the choice changes, and the choice survives a reload', async ({ page }) => {
    await withConsentGiven(page)
    await page.goto('/')
    await appStarted(page)
    await page.getByRole('button', { name: 'Currency: Euro' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose currency' })
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled()
    await dialog.getByRole('radio', { name: /GBP/ }).check()
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Currency: British Pound' })).toHaveText('£ GBP')
  })
})
