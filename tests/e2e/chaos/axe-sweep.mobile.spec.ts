import AxeBuilder from '@axe-core/playwright'
import { devices, expect, type Page, test } from '@playwright/test'
import { memberWith } from '../board/support.ts'
import { type SignedIn, storeSession } from '../support/session.ts'

/**
 * Accessibility: axe-core on every /app route and every console tab for a signed-in Pro
 * member (Desktop Pro too, so no tab is locked) at 390 px and at 1280 px, each in the light and the
 * dark theme, on the same page: no serious or critical violation. The experimental rule
 * `label-content-name-mismatch` (WCAG 2.5.3, a control's name must contain its visible words) is on,
 * since speech users say what they see. Public routes are swept by tests/e2e/website/crawl.spec.ts.
 */
const ROUTES = [
  '/app/home',
  '/app/sparks',
  '/app/quickadd',
  '/app/inbox',
  '/app/media',
  '/app/yelroom',
  '/app/julboard',
  '/app/settings',
]

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

async function serious(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** A board card and a session of the member's own, so the card page and the session recap have content. */
async function ownCardAndSession(member: SignedIn): Promise<string[]> {
  const card = await member.client
    .from('julboard_tasks')
    .insert({ user_id: member.id, title: 'Hire a CFO', priority: 'high' })
    .select('id')
    .single()
  const session = await member.client
    .from('sessions')
    .insert({ user_id: member.id, title: 'Kick-off session', start_time: new Date().toISOString() })
    .select('id')
    .single()
  if (card.error || session.error) throw new Error(`${card.error?.message} ${session.error?.message}`)
  return [`/app/julboard/card/${card.data.id}`, `/app/sessions/${session.data.id}`]
}

/** Every /app route, then every console tab (those behind the Pro gates included) at the page's width. */
async function sweep(
  page: Page,
  width: string,
  routes: readonly string[],
): Promise<{ found: string[]; perRoute: string[] }> {
  const found: string[] = []
  const perRoute: string[] = []
  for (const route of routes) {
    await page.goto(route)
    await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 })
    await settled(page)
    const here = await serious(page, `${width} ${route}`)
    perRoute.push(`${route} ${here.length}`)
    found.push(...here)
  }
  await page.goto('/dashboard')
  const tabs = page.getByRole('tab')
  await expect(tabs.first()).toBeVisible({ timeout: 20_000 })
  for (const name of await tabs.allInnerTexts()) {
    await page.getByRole('tab', { name, exact: true }).click()
    await settled(page)
    const here = await serious(page, `${width} /dashboard ${name}`)
    perRoute.push(`/dashboard ${name} ${here.length}`)
    found.push(...here)
  }
  return { found, perRoute }
}

/** The screen has left its loading states (lazy chunks, the first pull), so axe sees the content. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], .loading-fallback')).toHaveCount(0, { timeout: 20_000 })
}

test.describe.configure({ mode: 'serial', timeout: 360_000 })

// One sign-in and one page for every pass: a 390 px phone, then the same page at 1280 px; light, then dark.
let page: Page
let routes: string[]

test.beforeAll(async ({ browser, baseURL }) => {
  const member = await memberWith(baseURL ?? '', {
    prefix: 'axe',
    mobile: 'pro',
    desktop: 'desktop_pro',
    profile: { first_name: 'Ada', company: 'Axe Ltd' },
  })
  routes = [...ROUTES, ...(await ownCardAndSession(member))]
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseURL ?? '' })
  page = await context.newPage()
  await page.setViewportSize(PHONE)
  await storeSession(page, member)
})

test.afterAll(async () => {
  await page?.context().close()
})

for (const theme of ['light', 'dark'] as const) {
  for (const [width, size] of [
    ['390px', PHONE],
    ['1280px', DESKTOP],
  ] as const) {
    test(`no /app route and no console tab has a serious or critical axe violation at ${width}, ${theme} theme`, async () => {
      await page.emulateMedia({ colorScheme: theme })
      await page.setViewportSize(size)
      const { found, perRoute } = await sweep(page, `${width} ${theme}`, routes)
      console.log(`axe serious/critical per screen at ${width}, ${theme}: ${perRoute.join(' · ')}`)
      expect(found).toEqual([])
    })
  }
}
