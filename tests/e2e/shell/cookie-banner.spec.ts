import { expect, type Page, test } from '@playwright/test'
import { revealedOnPausedClock } from './support.ts'

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null'))

const START = Date.parse('2026-11-21T09:00:00Z')

/** Moves the paused clock a quarter second at a time until the banner shows. */
async function shown(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(250)
      return banner(page).count()
    })
    .toBe(1)
}

test.describe('cookie banner', () => {
  test.beforeEach(async ({ page }) => {
    // Time stands still from before the first script runs, so only runFor moves it.
    await page.clock.install({ time: START })
    await page.clock.pauseAt(START + 1000)
    await page.goto('/about')
    // The page's lazy chunks arrive in real time, but React reveals them on (fake) timers: let them all
    // arrive first, then give React a few hundred ms. The banner's 1 s counts from the layout's mount.
    await page.waitForLoadState('networkidle')
    await page.clock.runFor(500)
    await expect(page.getByRole('heading', { level: 1, name: 'About JUL' })).toBeVisible()
    // /about is prerendered: its heading shows before the app mounts, and the entry and the first
    // screen's parts wait for (fake) timers. The exact second is the unit test's
    // (tests/unit/features/consent/cookie-banner.test.tsx); here time moves until the banner is there.
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
  })

  test('appears after load, not at once, with the ICO registration', async ({ page }) => {
    await expect(banner(page)).toHaveCount(0)
    await shown(page)
    await expect(banner(page)).toContainText('ICO CSN6556242')
  })

  test('Accept All stores every category on and the banner stays away after a reload', async ({ page }) => {
    await shown(page)
    await banner(page).getByRole('button', { name: 'Accept All' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await stored(page)).toMatchObject({
      version: '1.0',
      consent: { essential: true, analytics: true, functional: true, marketing: true },
    })
    await page.reload()
    await page.clock.runFor(3000)
    await expect(page.getByRole('heading', { level: 1, name: 'About JUL' })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
  })

  test('Reject Non-Essential stores the optional categories off', async ({ page }) => {
    await shown(page)
    await banner(page).getByRole('button', { name: 'Reject Non-Essential' }).click()
    expect((await stored(page)).consent).toMatchObject({
      analytics: false,
      functional: false,
      marketing: false,
    })
  })

  test('Customize with the keyboard: switches, Escape cancels, Save Preferences saves', async ({ page }) => {
    await shown(page)
    await banner(page).getByRole('button', { name: 'Customize' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' })
    await revealedOnPausedClock(page, dialog)
    await expect(dialog.getByRole('switch', { name: /Essential/ })).toBeDisabled()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    expect(await stored(page)).toBeNull()

    await banner(page).getByRole('button', { name: 'Customize' }).click()
    await revealedOnPausedClock(page, dialog)
    await dialog.getByRole('switch', { name: /Marketing/ }).click()
    const changed = page.evaluate(
      () =>
        new Promise((resolve) =>
          window.addEventListener('consent-changed', (e) => resolve((e as CustomEvent).detail)),
        ),
    )
    await dialog.getByRole('button', { name: 'Save Preferences' }).click()
    expect(await changed).toMatchObject({ analytics: false, functional: false, marketing: true })
    expect((await stored(page)).consent).toMatchObject({ marketing: true })
    await expect(banner(page)).toHaveCount(0)
  })
})
