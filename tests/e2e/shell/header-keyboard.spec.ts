import { expect, test } from '@playwright/test'
import { asAdaLovelace } from '../support/session.ts'
import { appStarted, withConsentGiven } from './support.ts'

async function tabTo(page: import('@playwright/test').Page, name: string, limit = 30) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab')
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? ''
    })
    if (label === name) return
  }
  throw new Error(`Tab never reached ${name}`)
}

test('keyboard only: skip link, logo and every nav item in order, each with a visible focus', async ({
  page,
}) => {
  await withConsentGiven(page)
  await page.goto('/')
  await appStarted(page)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Strategic advisory for founders and investors' }),
  ).toBeVisible()
  const order: string[] = []
  for (let i = 0; i < 11; i += 1) {
    await page.keyboard.press('Tab')
    order.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''
      }),
    )
    await expect(page.locator(':focus-visible')).toHaveCount(1)
  }
  expect(order).toEqual([
    'Skip to content',
    'JUL home',
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
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/contact$/)
  await tabTo(page, 'Sign In')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
})

test('keyboard only: the user menu opens with Enter, closes with Escape back on its button', async ({
  page,
  baseURL,
}) => {
  await asAdaLovelace(page, baseURL ?? '')
  await page.goto('/about')
  await expect(page.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toHaveText('AL')
  await tabTo(page, 'Account menu for Ada Lovelace (AL)')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Member', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'VIP Access' })).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Console Dashboard' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('link', { name: 'Console Dashboard' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeFocused()
})

test('keyboard only: the currency dialog closes with Escape, focus back on its button', async ({ page }) => {
  await withConsentGiven(page)
  await page.goto('/')
  await appStarted(page)
  await tabTo(page, 'Currency: Euro, € EUR')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Choose currency' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Currency: Euro, € EUR' })).toBeFocused()
})
