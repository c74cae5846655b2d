import { expect, test } from '@playwright/test'
import { expectAccessible } from '../mobile/support.ts'
import { withConsentGiven } from '../shell/support.ts'

test('the membership template page shows the three tier cards and leads to the plans', async ({ page }) => {
  await withConsentGiven(page)
  await page.goto('/membership-template')
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Card Template' })).toBeVisible()
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(3)
  await expect(page.getByRole('article', { name: 'JUL FORGE membership card' })).toContainText(
    'JUL-BASE-00000000',
  )
  await expect(page.getByRole('article', { name: 'JUL WORKSHOP membership card' })).toContainText(
    'JUL-STD-00000000',
  )
  await expect(page.getByRole('article', { name: 'JUL STUDIO membership card' })).toContainText(
    'JUL-PRO-00000000',
  )
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Compare membership plans' }).click()
  await expect(page).toHaveURL(/\/jul-membership$/)
})
