/**
 * Lighthouse on `/` and `/app/home` (performance, accessibility, best practices, JS transferred) and
 * the offline cold start of `/app/home` against an online first visit, as a ratio. Figures are
 * printed, never asserted, with each route's metrics (FCP, LCP, TBT, CLS, SI), its LCP element and the
 * opportunities Lighthouse blames most. Run: `npx tsx tests/bench/lighthouse.bench.ts`;
 * `LIGHTHOUSE_JSON_DIR=<dir>` also writes each route's full report there, to read what the score hides.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { APP_READY_ATTRIBUTE } from '../../src/app/prerender/document.ts'
import { startStaticServer } from '../e2e/pwa/support/static-server.ts'
import { builtApp } from './support/app-harness.ts'

const SERVER_PORT = 31350
const CHROME_PORT = 31351
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ROUTES = ['/', '/app/home'] as const
const COLD_START_RUNS = 5

interface NetworkItem {
  resourceType?: string
  transferSize?: number
}

type Audit = {
  score: number | null
  numericValue?: number
  displayValue?: string
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: unknown[] }
}

/** An opportunity as Lighthouse prices it: estimated time, and bytes where it is about bytes. */
function saving(id: string, audit: Audit) {
  const bytes = audit.details?.overallSavingsBytes
  const kib = bytes ? `, ${Math.round(bytes / 1024)} KiB` : ''
  return `${id} ${Math.round(audit.details?.overallSavingsMs ?? 0)} ms${kib}`
}

/** The element Lighthouse saw as the largest contentful paint, by its selector. */
function lcpElement(audits: Record<string, Audit>): string {
  const table = audits['largest-contentful-paint-element']?.details?.items?.[0] as
    | { items?: { node?: { selector?: string } }[] }
    | undefined
  return table?.items?.[0]?.node?.selector ?? 'unknown'
}

/** Lighthouse in one Chromium for every route: relaunching on the same port raced the old one's exit. */
async function lighthouseFigures(urls: readonly string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    port: CHROME_PORT,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const figures = []
    for (const url of urls) {
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
      if (process.env.LIGHTHOUSE_JSON_DIR) {
        const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'
        writeFileSync(join(process.env.LIGHTHOUSE_JSON_DIR, `${name}.json`), JSON.stringify(result.lhr))
      }
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      const value = (id: string) => (audits[id] as Audit | undefined)?.numericValue ?? 0
      const ms = (id: string) => Math.round(value(id))
      // What Lighthouse blames: the opportunities with the most estimated time (then bytes) saved.
      const blamed = Object.entries(audits as Record<string, Audit>)
        .filter(
          ([, audit]) =>
            (audit.score ?? 1) < 1 &&
            ((audit.details?.overallSavingsMs ?? 0) > 0 || (audit.details?.overallSavingsBytes ?? 0) > 0),
        )
        .sort(
          ([, a], [, b]) =>
            (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0) ||
            (b.details?.overallSavingsBytes ?? 0) - (a.details?.overallSavingsBytes ?? 0),
        )
        .slice(0, 5)
        .map(([id, audit]) => saving(id, audit))
      figures.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        jsKiB: Math.round(scriptBytes / 1024),
        metrics:
          `FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, ` +
          `TBT ${ms('total-blocking-time')} ms, CLS ${value('cumulative-layout-shift').toFixed(3)}, ` +
          `SI ${ms('speed-index')} ms; LCP element ${lcpElement(audits as Record<string, Audit>)}`,
        blamed: blamed.join(', ') || 'nothing',
      })
    }
    return figures
  } finally {
    chrome.kill()
  }
}

/**
 * Milliseconds from navigation start until the app has rendered its own DOM: its first render committed
 * (the document's prerendered splash is there before any script runs) and no fallback left.
 */
async function timeToApp(page: Page, url: string): Promise<number> {
  await page.goto(url)
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
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

// Compressed as any CDN serves it: Lighthouse prices the bytes transferred.
const server = await startStaticServer(SERVER_PORT, builtApp(), { gzip: true })
try {
  for (const figures of await lighthouseFigures(ROUTES.map((route) => `${server.origin}${route}`))) {
    console.log(
      `lighthouse ${new URL(figures.url).pathname}: performance ${figures.performance}, accessibility ${figures.accessibility}, ` +
        `best-practices ${figures.bestPractices}, JS transferred ${figures.jsKiB} KiB`,
    )
    console.log(`  ${figures.metrics}`)
    console.log(`  blamed: ${figures.blamed}`)
  }
  const cold = await coldStartRatio(server.origin)
  console.log(
    `cold start /app/home: online first visit ${cold.onlineMs.toFixed(0)} ms, offline from cache ` +
      `${cold.offlineMs.toFixed(0)} ms, offline/online ratio ${cold.ratio.toFixed(2)} (median of ${COLD_START_RUNS})`,
  )
} finally {
  await server.close()
}
