import { MOBILE_SHELL_PATH, MOBILE_SHELL_PREFIX } from '../../../sw/protocol.ts'

/** The element every page renders into; index.html holds it empty. */
const EMPTY_ROOT = '<div id="root"></div>'

/**
 * The documents the build renders ahead: the website's first page, where first paint counts most, and the
 * mobile shell's splash (002 §2.2), the same at every address under /app, so a phone shows it before any
 * script has run.
 */
export interface PrerenderedDocument {
  /** The address rendered. */
  path: string
  /** Where the build writes it. */
  file: string
  /** What the document's root is marked with: an address, or every address under a prefix (`/app/*`). */
  serves: string
}

export const PRERENDERED_DOCUMENTS: readonly PrerenderedDocument[] = [
  { path: '/', file: '/index.html', serves: '/' },
  {
    path: MOBILE_SHELL_PREFIX,
    file: MOBILE_SHELL_PATH,
    serves: `${MOBILE_SHELL_PREFIX}/*`,
  },
]

/** Whether a document whose root is marked `serves` was rendered for the page at `pathname`. */
export function servesPath(serves: string | undefined, pathname: string): boolean {
  if (serves === undefined || !serves.endsWith('/*')) return serves === pathname
  const prefix = serves.slice(0, -2)
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/**
 * The shell with `markup` in its root, marked with the addresses it was rendered for: the page hydrates it
 * only there (main.tsx), so a host serving this file for another path still gets a fresh render.
 */
export function withPrerenderedRoot(shell: string, serves: string, markup: string): string {
  const at = shell.indexOf(EMPTY_ROOT)
  if (at === -1 || shell.indexOf(EMPTY_ROOT, at + 1) !== -1) {
    throw new Error(`index.html must hold exactly one ${EMPTY_ROOT} to prerender into`)
  }
  if (/<script\b/i.test(markup))
    throw new Error(`the prerendered ${serves} holds a script: the CSP allows none inline`)
  const root = `<div id="root" data-prerendered="${serves}">${markup}</div>`
  return shell.slice(0, at) + root + shell.slice(at + EMPTY_ROOT.length)
}

/** Logged when the page's first render differs from the build's HTML (React then renders that part anew). */
export const HYDRATION_MISMATCH = 'The prerendered page differed from its first render'

/** public/after-paint.js: imports the entry named by its `data-entry` once the page is painted. */
export const AFTER_PAINT_LOADER = '/after-paint.js'

/**
 * `html` with its entry module script swapped for the after-paint loader. The modulepreloads stay: the
 * app's code downloads while the page paints, and only its evaluation waits.
 */
export function withEntryAfterPaint(html: string): string {
  const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)]
  const [script] = scripts
  if (scripts.length !== 1 || !script) throw new Error('index.html must load exactly one entry module script')
  const loader = `<script defer src="${AFTER_PAINT_LOADER}" data-entry="${script[1]}"></script>`
  return html.replace(script[0], loader)
}

/**
 * Set on <html> once the app's first render has committed (page-root.tsx): from then on every control
 * responds. A prerendered page's HTML shows before; its buttons do nothing until this is set.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready'
