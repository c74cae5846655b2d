import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test'
import { APP_READY_ATTRIBUTE } from '../../../src/app/prerender/document.ts'

/** Answers the cookie question up front so the banner never covers what a test clicks. */
export async function withConsentGiven(page: Page | BrowserContext) {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({
        version: '1.0',
        consent: {
          essential: true,
          analytics: false,
          functional: false,
          marketing: false,
          timestamp: '2026-01-01T00:00:00.000Z',
        },
      }),
    )
  })
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/**
 * Puts a forged supabase-js session in place (key sb-<first host label>-auth-token), as a previous
 * sign-in would have, for a device that never reaches the server: the server refuses its tokens, and
 * a refused refresh signs the device out (src/app/backend/sync-connection.ts). Online, use a real session
 * (tests/e2e/support/session.ts).
 */
export async function withForgedSession(page: Page, email = 'ada@example.com', expiresInSeconds = 10 * 3600) {
  const nowSeconds = Math.floor(Date.now() / 1000)
  const expiresAt = nowSeconds + expiresInSeconds
  const sub = '00000000-0000-4000-8000-0000000000a1'
  const accessToken = [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({ sub, email, role: 'authenticated', aud: 'authenticated', exp: expiresAt }),
    'signature',
  ].join('.')
  const session = {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 10 * 3600,
    expires_at: expiresAt,
    refresh_token: 'e2e-refresh-token',
    user: {
      id: sub,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      app_metadata: { provider: 'email' },
      user_metadata: { first_name: 'Ada', last_name: 'Lovelace' },
      created_at: '2026-01-01T00:00:00.000Z',
    },
  }
  await page.addInitScript((value) => {
    localStorage.setItem(`sb-${location.hostname.split('.')[0]}-auth-token`, value)
  }, JSON.stringify(session))
}

/**
 * Under a paused clock, lazy parts (a page, the account menu, a dialog) arrive in real time but React
 * reveals them on timers: step the clock 100 ms at a time until `part` shows.
 */
export async function revealedOnPausedClock(page: Page, part: Locator) {
  await expect(async () => {
    await page.clock.runFor(100)
    await expect(part).toBeVisible({ timeout: 250 })
  }).toPass({ timeout: 15_000 })
}

/**
 * The app has taken the page over (src/app/page-root.tsx marks <html>). The home page's HTML is on screen
 * before that, prerendered: a click on one of its buttons does nothing until then, as for any visitor.
 */
export async function appStarted(page: Page) {
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 20_000 })
}
