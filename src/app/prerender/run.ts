/**
 * Prints `{ path: html | null }` for PRERENDERED_DOCUMENTS and every public document as JSON (null where
 * a page could not be rendered: that page ships its head alone); run by vite.config.ts's build in a child
 * process.
 * The app's modules read `window`, `localStorage` and `matchMedia` as they load, as a first-time visitor's
 * browser would answer: happy-dom stands in for that browser, in a process of its own so its globals
 * never meet the build's.
 */
import { Window } from 'happy-dom'
import { createServer } from 'vite'
import { PRERENDERED_DOCUMENTS } from './document.ts'
import { publicDocuments } from './public-documents.ts'

const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'addEventListener',
  'removeEventListener',
  'HTMLElement',
  'Node',
  'Event',
  'CustomEvent',
] as const

const browser = new Window({ url: 'https://jul.example/' })
for (const name of BROWSER_GLOBALS) {
  Object.defineProperty(globalThis, name, { value: browser[name], configurable: true, writable: true })
}

const vite = await createServer({
  mode: 'production',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
})
try {
  const { renderPath } = (await vite.ssrLoadModule(
    '/src/app/prerender/render.tsx',
  )) as typeof import('./render.tsx')
  const pages: Record<string, string | null> = {}
  for (const { path } of PRERENDERED_DOCUMENTS) pages[path] = await renderPath(path)
  for (const { path } of publicDocuments()) {
    if (path in pages) continue
    // Every page starts at the top for its own render, as a first visit would.
    browser.happyDOM.setURL(new URL(path, 'https://jul.example/').href)
    pages[path] = await renderPath(path).catch((error: unknown) => {
      process.stderr.write(`prerender: ${path} ships its head only (${String(error)})\n`)
      return null
    })
  }
  process.stdout.write(JSON.stringify(pages))
} finally {
  await vite.close()
  await browser.happyDOM.close()
}
