import { expect, test } from '@playwright/test'
import { appStarted } from './support.ts'

test('the home page renders from the built app', async ({ page }) => {
  await page.goto('/')
  await appStarted(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Strategic advisory for founders and investors' }),
  ).toBeVisible()
})

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/definitely/not/a/route')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
