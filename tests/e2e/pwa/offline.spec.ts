import { expect, test } from '@playwright/test'
import { buildWithStamp, scriptsOf } from './support/builds.ts'
import { PwaPage } from './support/pwa-page.ts'
import { type StaticServer, startStaticServer } from './support/static-server.ts'

const PORT = 31460
const CARD_ID = '3f0c1c1e-8d43-4c7a-9a51-2b7f4f5e9d10'
const OFFLINE_ROUTES = ['/', '/pricing-guide', '/dashboard', '/app/home', `/app/julboard/card/${CARD_ID}`]

let outDir: string
let server: StaticServer

test.beforeAll(() => {
  test.setTimeout(180_000)
  outDir = buildWithStamp('2026-01-01 10:00')
})

test.beforeEach(async () => {
  server = await startStaticServer(PORT, outDir)
})

test.afterEach(async () => {
  await server.close()
})

test('after one online visit every route opens with no network, from the cache', async ({
  page,
  context,
}) => {
  const pwa = new PwaPage(page)
  await page.goto(`${server.origin}/`)
  await pwa.waitForActiveWorker()

  const cached = await pwa.cachedPaths()
  for (const script of scriptsOf(outDir)) expect(cached, `${script} is precached`).toContain(script)

  await server.close()
  await context.setOffline(true)
  for (const path of OFFLINE_ROUTES) {
    const response = await page.goto(`${server.origin}${path}`)
    expect(response?.fromServiceWorker(), `${path} comes from the service worker`).toBe(true)
    await pwa.expectAppRendered()
  }
  server = await startStaticServer(PORT, outDir)
})

test('Chromium considers the app installable, with shortcuts to the console and the mobile app', async ({
  page,
  context,
}) => {
  await page.goto(`${server.origin}/`)
  await new PwaPage(page).waitForActiveWorker()
  const cdp = await context.newCDPSession(page)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  // Playwright's contexts are incognito, where Chromium never offers installation; anything else counts.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([])
  const { errors } = await cdp.send('Page.getAppManifest')
  expect(errors).toEqual([])

  const manifest = (await (await page.request.get(`${server.origin}/manifest.webmanifest`)).json()) as {
    display: string
    start_url: string
    icons: { sizes: string; purpose: string }[]
    shortcuts: { url: string }[]
  }
  expect(manifest.display).toBe('standalone')
  // A members' route: the mobile shell on a handheld, else the console (src/app/routes, /launch).
  expect(manifest.start_url).toBe('/launch')
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/dashboard', '/app/home'])
})

test('API calls are never answered by the service worker', async ({ page }) => {
  await page.goto(`${server.origin}/`)
  await new PwaPage(page).waitForActiveWorker()
  await page.reload()
  for (const path of ['/rest/v1/sparks?select=*', '/auth/v1/user', '/functions/v1/live-users']) {
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith(path)),
      page.evaluate((url) => fetch(url).then((answer) => answer.status), path),
    ])
    // The static host has no API: its 404 arrives, never the app shell from the cache.
    expect(response.fromServiceWorker(), path).toBe(false)
    expect(response.status(), path).toBe(404)
  }
})
