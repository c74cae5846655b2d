import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { memberWith } from '../board/support.ts'
import { storeSession } from '../support/session.ts'

/**
 * Issue 17, accessibility: axe-core on every /app route and every console tab for a signed-in Pro
 * member at phone width: no serious or critical violation. Public routes are swept by
 * tests/e2e/website/crawl.spec.ts.
 */
const ROUTES = [
  '/app/home',
  '/app/sparks',
  '/app/quickadd',
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

test('no /app route and no console tab has a serious or critical axe violation', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const member = await memberWith(baseURL ?? '', {
    prefix: 'axe',
    mobile: 'pro',
    desktop: 'desktop_pro',
    profile: { first_name: 'Ada', company: 'Axe Ltd' },
  })
  await storeSession(page, member)
  const found: string[] = []
  const perRoute: string[] = []
  for (const route of ROUTES) {
    await page.goto(route)
    await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 })
    await page.waitForTimeout(1000)
    const here = await serious(page, route)
    perRoute.push(`${route} ${here.length}`)
    found.push(...here)
  }
  await page.goto('/dashboard')
  const tabs = page.getByRole('tab')
  await expect(tabs.first()).toBeVisible({ timeout: 20_000 })
  for (const name of await tabs.allInnerTexts()) {
    await page.getByRole('tab', { name, exact: true }).click()
    await page.waitForTimeout(800)
    const here = await serious(page, `/dashboard ${name}`)
    perRoute.push(`/dashboard ${name} ${here.length}`)
    found.push(...here)
  }
  console.log(`axe serious/critical per screen: ${perRoute.join(' · ')}`)
  expect(found).toEqual([])
})
