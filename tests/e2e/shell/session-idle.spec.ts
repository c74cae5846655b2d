import { expect, test } from '@playwright/test'
import { asAdaLovelace } from '../support/session.ts'
import { revealedOnPausedClock } from './support.ts'

const WARNING = 'Your session will expire in 5 minutes due to inactivity.'
const EXPIRED = 'Session expired. Please log in again.'

const START = Date.parse('2026-11-21T09:00:00Z')

test.describe('inactivity', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await asAdaLovelace(page, baseURL ?? '')
    // Time stands still from before the first script runs, so only runFor moves it.
    await page.clock.install({ time: START })
    await page.clock.pauseAt(START + 1000)
    await page.goto('/about')
    // The idle countdown starts once the session is restored; the account menu shows it has been.
    await page.waitForLoadState('networkidle')
    await revealedOnPausedClock(page, page.getByRole('button', { name: 'Account menu for Ada Lovelace' }))
  })

  test('warns at 25 idle minutes and signs out at 30 with the session-expired event', async ({ page }) => {
    await page.evaluate(() => {
      window.addEventListener('session-expired', () => {
        document.body.dataset.sessionExpired = 'yes'
      })
    })
    await page.clock.runFor('24:59')
    await expect(page.getByText(WARNING)).toHaveCount(0)
    await page.clock.runFor('00:01')
    await expect(page.getByText(WARNING)).toBeVisible()
    await page.clock.runFor('05:00')
    await expect(page.getByText(EXPIRED)).toBeVisible()
    await expect(page.locator('body')).toHaveAttribute('data-session-expired', 'yes')
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
  })

  test('a key press restarts the countdown', async ({ page }) => {
    await page.clock.runFor('20:00')
    await page.keyboard.press('Shift')
    await page.clock.runFor('20:00')
    await expect(page.getByText(WARNING)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible()
    await page.clock.runFor('05:01')
    await expect(page.getByText(WARNING)).toBeVisible()
  })
})
