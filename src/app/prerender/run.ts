/**
 * Prints `{ path: html }` for PRERENDERED_DOCUMENTS as JSON; run by vite.config.ts's build in a child process.
 * The app's modules read `window`, `localStorage` and `matchMedia` as they load, as a first-time visitor's
 * browser would answer: happy-dom stands in for that browser, in a process of its own so its globals
 * never meet the build's.
 */
import { Window } from 'happy-dom'
import { createServer } from 'vite'
import { PRERENDERED_DOCUMENTS } from './document.ts'

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
  const pages: Record<string, string> = {}
  for (const { path } of PRERENDERED_DOCUMENTS) pages[path] = await renderPath(path)
  process.stdout.write(JSON.stringify(pages))
} finally {
  await vite.close()
  await browser.happyDOM.close()
}
