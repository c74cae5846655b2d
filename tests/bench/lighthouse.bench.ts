/**
 * Lighthouse on `/` and `/app/home` (performance, accessibility, best practices, JS transferred) and
 * the offline cold start of `/app/home` against an online first visit, as a ratio. Figures are
 * printed, never asserted. Run: `npx tsx tests/bench/lighthouse.bench.ts`.
 */
import { chromium, type Page } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildWithStamp } from '../e2e/pwa/support/builds.ts'
import { startStaticServer } from '../e2e/pwa/support/static-server.ts'

const SERVER_PORT = 55470
const CHROME_PORT = 55471
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ROUTES = ['/', '/app/home'] as const
const COLD_START_RUNS = 5

interface NetworkItem {
  resourceType?: string
  transferSize?: number
}

async function lighthouseFigures(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    port: CHROME_PORT,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const result = await lighthouse(url, {
      port: CHROME_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    const requests =
      (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
    const scriptBytes = requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      jsKiB: Math.round(scriptBytes / 1024),
    }
  } finally {
    chrome.kill()
  }
}

/** Milliseconds from navigation start until the app has rendered its own DOM. */
async function timeToApp(page: Page, url: string): Promise<number> {
  await page.goto(url)
  await page.locator('#root > *').first().waitFor()
  await page.locator('#root .loading-fallback').waitFor({ state: 'detached' })
  return page.evaluate(() => performance.now())
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function coldStartRatio(origin: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  const online: number[] = []
  const offline: number[] = []
  try {
    for (let run = 0; run < COLD_START_RUNS; run += 1) {
      const context = await browser.newContext()
      const first = await context.newPage()
      online.push(await timeToApp(first, `${origin}/app/home`))
      await first.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      await first.close()
      await context.setOffline(true)
      offline.push(await timeToApp(await context.newPage(), `${origin}/app/home`))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return { onlineMs: median(online), offlineMs: median(offline), ratio: median(offline) / median(online) }
}

const server = await startStaticServer(SERVER_PORT, buildWithStamp('bench'))
try {
  for (const route of ROUTES) {
    const figures = await lighthouseFigures(`${server.origin}${route}`)
    console.log(
      `lighthouse ${route}: performance ${figures.performance}, accessibility ${figures.accessibility}, ` +
        `best-practices ${figures.bestPractices}, JS transferred ${figures.jsKiB} KiB`,
    )
  }
  const cold = await coldStartRatio(server.origin)
  console.log(
    `cold start /app/home: online first visit ${cold.onlineMs.toFixed(0)} ms, offline from cache ` +
      `${cold.offlineMs.toFixed(0)} ms, offline/online ratio ${cold.ratio.toFixed(2)} (median of ${COLD_START_RUNS})`,
  )
} finally {
  await server.close()
}
