import { expect, test } from '@playwright/test'
import { SEED, signInWithPassword, storeSession } from '../support/session.ts'
import { appStarted, withConsentGiven } from './support.ts'

test('below 768 px the navigation is a bottom drawer that Escape closes', async ({ page }) => {
  await withConsentGiven(page)
  await page.goto('/')
  await appStarted(page)
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Navigation' })
  await expect(drawer.getByRole('link')).toHaveText([
    'HOME',
    'ABOUT',
    'ADVISORY',
    'PRICING',
    'VENTURES',
    'FOUNDERS',
    'INVESTORS',
    'ECOSYSTEM',
    'CONTACT',
  ])
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
})

test('staff see VIP ACCESS in the drawer', async ({ page, baseURL }) => {
  await storeSession(page, await signInWithPassword(baseURL ?? '', SEED.demo))
  await page.goto('/about')
  await appStarted(page)
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(
    page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'VIP ACCESS' }),
  ).toHaveAttribute('href', '/vip')
})

test('the /app frame on a phone: five bottom tabs after the demo prompt is passed', async ({
  page,
  baseURL,
}) => {
  await storeSession(page, await signInWithPassword(baseURL ?? '', SEED.demo))
  await page.goto('/app')
  const tabs = page.getByRole('navigation', { name: 'App sections' })
  // The demo account's feed has unread sparks: the last tab carries their badge.
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Quick Add', 'Media', 'YEL Room', /^JUL Sparks/])
  await tabs.getByRole('link', { name: 'YEL Room' }).click()
  await expect(page).toHaveURL(/\/app\/yelroom$/)
})
