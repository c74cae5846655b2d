import AxeBuilder from '@axe-core/playwright'
import { devices, expect, type Page, test } from '@playwright/test'
import { memberWith } from '../board/support.ts'
import { type SignedIn, storeSession } from '../support/session.ts'

/**
 * Accessibility: axe-core on every /app route and every console tab for a signed-in Pro
 * member (Desktop Pro too, so no tab is locked) at phone width and again at 1280 px on the same page:
 * no serious or critical violation. Public routes are swept by
 * tests/e2e/website/crawl.spec.ts.
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

async function serious(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
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

test.describe.configure({ mode: 'serial', timeout: 240_000 })

// One sign-in and one page for both widths: the phone of the mobile project, then the same page at 1280 px.
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
  await storeSession(page, member)
})

test.afterAll(async () => {
  await page?.context().close()
})

test('no /app route and no console tab has a serious or critical axe violation at phone width', async () => {
  const { found, perRoute } = await sweep(page, 'phone', routes)
  console.log(`axe serious/critical per screen at phone width: ${perRoute.join(' · ')}`)
  expect(found).toEqual([])
})

test('no /app route and no console tab has a serious or critical axe violation at 1280 px', async () => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const { found, perRoute } = await sweep(page, '1280px', routes)
  console.log(`axe serious/critical per screen at 1280 px: ${perRoute.join(' · ')}`)
  expect(found).toEqual([])
})
