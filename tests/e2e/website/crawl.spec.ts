import { expect, type Page, test } from '@playwright/test'
import { PUBLIC_PAGES } from '../../../src/content/public-pages.ts'
import { appStarted } from '../shell/support.ts'
import {
  anonClient,
  DESKTOP,
  navigate,
  PHONE,
  seriousViolations,
  settled,
  websiteContext,
  wordsIn,
} from './support.ts'

interface Stop {
  path: string
  h1: string
  /** Pages that are mostly a form (sign-in, cookie switches) carry fewer words. */
  minWords: number
  /** Another address of a page already checked (/services is /advisory): visited, not audited again. */
  alias?: boolean
}

const SHORT_PAGES: readonly string[] = ['/auth', '/magic-auth', '/cookie-preferences']

const STATIC_STOPS: Stop[] = Object.values(PUBLIC_PAGES)
  .filter((page) => !('dynamic' in page))
  .flatMap((page) =>
    page.paths.map((path, index) => ({
      path,
      h1: page.title,
      minWords: SHORT_PAGES.includes(path) ? 8 : 60,
      alias: index > 0,
    })),
  )

/** The dynamic routes with seeded rows (supabase/seed/002_reference_data.sql) and content slugs. */
async function dynamicStops(baseURL: string): Promise<Stop[]> {
  const { data, error } = await anonClient(baseURL)
    .from('company_reports')
    .select('id')
    .eq('company_slug', 'northwind-robotics')
    .eq('report_slug', 'capital-readiness-2026')
    .single()
  if (error) throw new Error(`seeded report not readable: ${error.message}`)
  const report = 'Capital Readiness Report 2026'
  return [
    { path: '/landing/founders-raise', h1: 'Raise your next round without losing a quarter', minWords: 40 },
    { path: '/jul-playbook/raise-without-panic', h1: 'Raise Without Panic', minWords: 60 },
    { path: '/p/demo-proposal', h1: 'Strategic Advisory Proposal', minWords: 30 },
    { path: '/crr/northwind-robotics/capital-readiness-2026', h1: report, minWords: 20 },
    // The other three shapes render the same page for the same row: reached, read, not audited again.
    { path: `/crr/${data.id}/view`, h1: report, minWords: 20, alias: true },
    { path: `/crr/report/${data.id}`, h1: report, minWords: 20, alias: true },
    { path: '/crr/northwind-robotics', h1: report, minWords: 20, alias: true },
  ]
}

/** Loaded directly (not only reached inside the app) while offline: the root and the data-backed pages. */
const DIRECT_OFFLINE: readonly string[] = ['/p/', '/crr/northwind-robotics/']

interface Problem {
  path: string
  problem: string
}

/**
 * The header and footer are the same on every route, so axe audits the whole document only where
 * they change: the first page, and the page after /landing/{slug}, where the stored landing context
 * adds Back to Landing Page. Everywhere else it audits the page's own content (`main`).
 */
const auditsWholeDocument = (stops: readonly Stop[], index: number) =>
  index === 0 || (stops[index - 1]?.path.startsWith('/landing/') ?? false)

/** Visits every stop in one page (moving inside the app), checking what a visitor and axe see. */
async function crawl(page: Page, stops: readonly Stop[]): Promise<Problem[]> {
  const problems: Problem[] = []
  let current = '/'
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push({ path: current, problem: `console: ${message.text()}` })
  })
  page.on('pageerror', (error) => problems.push({ path: current, problem: `page error: ${error.message}` }))
  await page.goto('/')
  await appStarted(page)
  for (const [index, stop] of stops.entries()) {
    current = stop.path
    await navigate(page, stop.path)
    await expect(page.getByRole('heading', { level: 1, name: stop.h1, exact: true })).toBeVisible({
      timeout: 20_000,
    })
    if (stop.alias) continue
    await settled(page)
    expect(await page.getByRole('heading', { level: 1 }).count(), `${stop.path} has one h1`).toBe(1)
    const words = wordsIn(await page.getByRole('main').innerText())
    if (words < stop.minWords) problems.push({ path: stop.path, problem: `only ${words} words` })
    const scope = auditsWholeDocument(stops, index) ? 'document' : 'main'
    for (const finding of await seriousViolations(page, scope)) {
      problems.push({
        path: stop.path,
        problem: `axe ${finding.impact} ${finding.id}: ${finding.nodes.join(' | ')}`,
      })
    }
  }
  return problems
}

test.describe.configure({ timeout: 300_000 })

test('every public route at desktop width: heading, real text, no console error, axe clean, and offline after one visit', async ({
  browser,
  baseURL,
}) => {
  const stops = [...STATIC_STOPS, ...(await dynamicStops(baseURL ?? ''))]
  const context = await websiteContext(browser, { viewport: DESKTOP })
  const page = await context.newPage()
  expect(await crawl(page, stops)).toEqual([])

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // Offline, a full load of any address is served by the service worker; every route's code and data
  // then come from the caches of the one online visit (its chunks are fetched anew after the reload).
  await context.setOffline(true)
  const offline: string[] = []
  const shows = (stop: Stop) =>
    page
      .getByRole('heading', { level: 1, name: stop.h1, exact: true })
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false)
  for (const direct of stops.filter((stop) =>
    DIRECT_OFFLINE.some((prefix) => stop.path.startsWith(prefix)),
  )) {
    await page.goto(direct.path)
    if (!(await shows(direct))) offline.push(direct.path)
  }
  for (const stop of stops) {
    await navigate(page, stop.path)
    if (!(await shows(stop))) offline.push(stop.path)
  }
  await context.setOffline(false)
  expect(offline, 'routes that did not render offline').toEqual([])
  await context.close()
})

test('every public route at 390 px: heading, real text, no console error, axe clean', async ({
  browser,
  baseURL,
}) => {
  const stops = [...STATIC_STOPS, ...(await dynamicStops(baseURL ?? ''))]
  const context = await websiteContext(browser, { viewport: PHONE, mobile: true })
  const page = await context.newPage()
  expect(await crawl(page, stops)).toEqual([])
  await context.close()
})
