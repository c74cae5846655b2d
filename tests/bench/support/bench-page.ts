import { type Browser, chromium, type Page } from '@playwright/test'
import { createServer, type InlineConfig, type Plugin } from 'vite'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export interface BenchPage {
  page: Page
  close(): Promise<void>
}

interface BenchPageOptions {
  vitePort: number
  title: string
  /** Extra Vite settings (its own cache dir, pre-bundled deps, virtual modules). */
  vite?: Pick<InlineConfig, 'cacheDir' | 'optimizeDeps'> & { plugins?: Plugin[] }
}

/**
 * Headless Chromium on a page served by a Vite dev server, so benchmarks can import the real sync
 * modules (`await import('/sync/...')`) and time them next to the local server.
 */
export async function openBenchPage({
  vitePort,
  title,
  vite: extra = {},
}: BenchPageOptions): Promise<BenchPage> {
  const vite = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: 'error',
    ...extra,
    server: { host: '127.0.0.1', port: vitePort, strictPort: true },
    plugins: [
      ...(extra.plugins ?? []),
      {
        name: 'bench-page',
        // A real loopback document: a routed (fulfilled) page counts as public and may not call loopback.
        configureServer(dev) {
          dev.middlewares.use('/bench', (_req, res) => {
            res.setHeader('content-type', 'text/html')
            // An inline icon: Chromium's /favicon.ico request would otherwise log a 404 that looks like a failure.
            res.end(`<!doctype html><link rel="icon" href="data:,"><title>${title}</title>`)
          })
        },
      },
    ],
  })
  await vite.listen()
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        // performance.memory in bytes, not bucketed: the sync bench samples the heap during the pull.
        '--enable-precise-memory-info',
      ],
    })
    const page = await browser.newPage()
    // tsx keeps function names with an `__name` helper that does not exist in the page.
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
    // Same loopback host as the local server: Chromium's local-network rules refuse localhost → 127.0.0.1.
    await page.goto(`http://127.0.0.1:${vitePort}/bench`)
    const opened = browser
    return {
      page,
      async close() {
        await opened.close()
        await vite.close()
      },
    }
  } catch (error) {
    await browser?.close()
    await vite.close()
    throw error
  }
}
