import { type ConsoleMessage, expect, type Page, test } from '@playwright/test'
import { HYDRATION_MISMATCH } from '../../../src/app/prerender/document.ts'
import { HOME } from '../../../src/content/pages/home.ts'
import { PUBLIC_PAGES } from '../../../src/content/public-pages.ts'
import { MOBILE_TEXTS } from '../../../src/features/mobile/texts.ts'
import { websiteContext } from './support.ts'

test.describe.configure({ timeout: 90_000 })

/**
 * Holds the page's scripts until `release()`, so a test can mark the HTML's elements first: an element the
 * page renders anew instead of adopting (a first render that differed from the build's) loses its mark.
 * `problems` collects console errors and hydration mismatches.
 */
async function holdScripts(page: Page): Promise<{ problems: string[]; release: () => void }> {
  const problems: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.text().includes(HYDRATION_MISMATCH))
      problems.push(message.text())
  })
  let release = () => {}
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  return { problems, release }
}

test('the home page is on screen from the HTML alone, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: PUBLIC_PAGES.home.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: HOME.offer.heading })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT' }),
  ).toHaveAttribute('href', '/about')
  // Every other public page has its own HTML; the home page's is never shown for it.
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: PUBLIC_PAGES.about.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: PUBLIC_PAGES.home.title })).toHaveCount(0)
  // A members' address gets the empty shell.
  await page.goto('/dashboard')
  await expect(page.locator('#root')).toBeEmpty()
  await context.close()
})

test('another public page adopts its own prerendered HTML without a mismatch', async ({ browser }) => {
  const context = await websiteContext(browser, { timezoneId: 'Europe/Paris' })
  const page = await context.newPage()
  const { problems, release } = await holdScripts(page)
  await page.goto('/founders', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: PUBLIC_PAGES.founders.title })).toBeVisible()
  const adopted = ['h1', 'nav[aria-label="Main"]', 'main']
  await page.evaluate((selectors) => {
    for (const selector of selectors)
      document.querySelector<HTMLElement>(selector)?.setAttribute('data-from-html', '')
  }, adopted)
  release()
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '', { timeout: 20_000 })
  for (const selector of adopted)
    await expect(page.locator(selector), selector).toHaveAttribute('data-from-html', '')
  expect(problems).toEqual([])
  await context.close()
})

test('the page adopts the prerendered HTML as it is, then shows the visitor their own currency', async ({
  browser,
}) => {
  const context = await websiteContext(browser, { timezoneId: 'Europe/London' })
  const page = await context.newPage()
  const { problems, release } = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  const currencyLine = page.getByTestId('pricing-currency')
  // The build rendered € (a first visit's default).
  await expect(currencyLine).toContainText('Euro')
  const adopted = ['h1', 'nav[aria-label="Main"]', '[data-testid="pricing-currency"]', '#offer']
  await page.evaluate((selectors) => {
    for (const selector of selectors)
      document.querySelector<HTMLElement>(selector)?.setAttribute('data-from-html', '')
  }, adopted)
  release()
  // A London visitor sees £ once the page is theirs, and the header's controls work.
  await expect(currencyLine).toContainText('British Pound', { timeout: 20_000 })
  await page.getByRole('button', { name: /^Currency: British Pound/ }).click()
  await expect(page.getByRole('dialog', { name: 'Choose currency' })).toBeVisible()
  for (const selector of adopted)
    await expect(page.locator(selector), selector).toHaveAttribute('data-from-html', '')
  expect(problems).toEqual([])
  await context.close()
})

test('a phone opening the mobile shell sees its splash from the HTML, and the app adopts it', async ({
  browser,
}) => {
  const offline = await browser.newContext({ javaScriptEnabled: false })
  const bare = await offline.newPage()
  for (const path of ['/app/home', '/app/julboard']) {
    await bare.goto(path)
    await expect(bare.getByRole('status', { name: MOBILE_TEXTS.starting })).toBeVisible()
    await expect(bare.getByText(MOBILE_TEXTS.tagline)).toBeVisible()
  }
  await offline.close()

  const context = await websiteContext(browser, { viewport: { width: 390, height: 844 }, mobile: true })
  const page = await context.newPage()
  const { problems, release } = await holdScripts(page)
  await page.goto('/app/home', { waitUntil: 'commit' })
  const splash = page.getByRole('status', { name: MOBILE_TEXTS.starting })
  await expect(splash).toBeVisible()
  await splash.evaluate((element) => element.setAttribute('data-from-html', ''))
  release()
  await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 20_000 })
  // Still the HTML's element: the app hydrated it rather than painting a splash of its own over it.
  await expect(splash).toHaveAttribute('data-from-html', '')
  await expect(page.getByRole('heading', { name: MOBILE_TEXTS.authTitle })).toBeVisible({ timeout: 20_000 })
  expect(problems).toEqual([])
  await context.close()
})
