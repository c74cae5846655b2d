// The web manifest's screenshots (Chrome's richer install dialog): the console wide (1280x800) and the
// mobile shell narrow (390x844), as the seed's Pro founder sees them on the local server with its seed.
// Run `npm run build` first, then `npx tsx scripts/manifest-screenshots.ts`; the outputs in
// public/screenshots/ are committed.
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { startLocalServer } from '../supabase/local/server.ts'
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts'
import { SEED, signInWithPassword, storeSession } from '../tests/e2e/support/session.ts'

const OUT = fileURLToPath(new URL('../public/screenshots/', import.meta.url))
const DIST = fileURLToPath(new URL('../dist/', import.meta.url))

/** Until the first pull has landed and nothing waits to be sent: the screen as a member knows it. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page
    .locator('.offline-banner')
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => undefined)
  await page.waitForTimeout(1_500)
}

const server = await startLocalServer({ port: 0, staticDir: DIST, logLevel: 'error' })
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  await mkdir(OUT, { recursive: true })
  const member = await signInWithPassword(server.url, SEED.pro)
  const shots = [
    { file: 'console-wide.png', viewport: { width: 1280, height: 800 }, path: '/dashboard' },
    { file: 'app-narrow.png', viewport: { width: 390, height: 844 }, path: '/app/home' },
  ]
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: shot.viewport, colorScheme: 'light' })
    const page = await context.newPage()
    await storeSession(page, member)
    // A headless browser refuses durable storage; the app's notice about it is not what a screenshot shows.
    await page.addInitScript(() => {
      Object.defineProperties(navigator.storage, {
        persist: { configurable: true, value: async () => true },
        persisted: { configurable: true, value: async () => true },
      })
    })
    await page.goto(`${server.url}${shot.path}`)
    await settle(page)
    await page.screenshot({ path: `${OUT}${shot.file}` })
    await context.close()
  }
  console.log('manifest screenshots written to public/screenshots/')
} finally {
  await browser.close()
  await server.close()
}
