/**
 * The security headers of the app's pages, in one place for the local server (`static-files.ts`) and
 * for a static host (`vite.config.ts` writes them to `dist/_headers`). The content security policy names
 * only the origins the product calls: its own (app, and the local Supabase API on the same origin), the
 * hosted Supabase project when it is another origin, and Google's sign-in and Drive API for session
 * recordings (src/features/sessions/drive-client.ts). Checkout and scheduling open in their own windows,
 * so they need nothing here. No inline script is allowed; inline styles are (the toaster and Radix's
 * scroll lock insert <style> elements), which cannot run code.
 */

/** Google Identity Services (script, its stylesheet and its frames) and the Drive REST API. */
export const GOOGLE_ORIGINS = {
  identityScript: 'https://accounts.google.com/gsi/client',
  identityStyle: 'https://accounts.google.com/gsi/style',
  identity: 'https://accounts.google.com',
  drive: 'https://www.googleapis.com',
} as const

/** 002 §2.2: the mobile shell knows it may be embedded in a frame; nothing else may be. */
export const FRAMEABLE_PREFIX = '/app'

export type FrameRule = 'deny' | 'same-origin'

export type PolicyOptions = {
  /** The Supabase project's origin when it is not the app's own (hosted Supabase), else null. */
  supabaseOrigin: string | null
  frames: FrameRule
}

/** `wss://` for an `https://` origin (realtime), `ws://` for `http://`. */
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws')

export function contentSecurityPolicy({ supabaseOrigin, frames }: PolicyOptions): string {
  const supabase = supabaseOrigin ? [supabaseOrigin] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", GOOGLE_ORIGINS.identityScript],
    'style-src': ["'self'", "'unsafe-inline'", GOOGLE_ORIGINS.identityStyle],
    'img-src': ["'self'", 'data:', 'blob:', ...supabase],
    'media-src': ["'self'", 'blob:', ...supabase],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...supabase,
      ...supabase.map(socketOrigin),
      GOOGLE_ORIGINS.drive,
      GOOGLE_ORIGINS.identity,
    ],
    'frame-src': [GOOGLE_ORIGINS.identity],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frames === 'same-origin' ? "'self'" : "'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * The documents the build writes beside index.html (the prerendered home page): the empty app shell,
 * served for every navigation but `/` and the mobile shell's, and the mobile shell with its splash
 * prerendered, served under `FRAMEABLE_PREFIX`. The same paths as sw/protocol.ts's (checked by a test):
 * the server never imports the app.
 */
export const SHELL_PATH = '/shell.html'
export const MOBILE_SHELL_PATH = '/mobile-shell.html'

/** An address of the mobile shell, the part of the app that may be framed. */
export const inMobileShell = (pathname: string): boolean =>
  pathname === FRAMEABLE_PREFIX || pathname.startsWith(`${FRAMEABLE_PREFIX}/`)

/** Headers every response carries, documents or not. */
export const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const

export const frameRuleFor = (pathname: string): FrameRule =>
  inMobileShell(pathname) || pathname === MOBILE_SHELL_PATH ? 'same-origin' : 'deny'

/**
 * An HTML document's headers. `MOBILE_SHELL_PATH` is the document the service worker precaches and serves
 * for the mobile shell's addresses offline, so it carries their frame rule: a same-origin frame only,
 * never another site's. `/index.html` (the website's home page) and `SHELL_PATH` (every other page):
 * never framed.
 */
export function documentHeaders(pathname: string, supabaseOrigin: string | null): Record<string, string> {
  const frames = frameRuleFor(pathname)
  return {
    ...BASE_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy({ supabaseOrigin, frames }),
    'X-Frame-Options': frames === 'same-origin' ? 'SAMEORIGIN' : 'DENY',
  }
}

/**
 * The same rules for a static host (Netlify / Cloudflare Pages `_headers`; nginx in ARCHITECTURE.md):
 * every path gets the website's headers, the mobile shell and its precached document the frameable variant.
 */
export function staticHostHeaders(supabaseOrigin: string | null): string {
  const block = (path: string, headers: Record<string, string>, replaces: string[] = []) =>
    [
      path,
      // On these hosts every matching block adds its headers; `! Name` drops the one inherited from `/*`.
      ...replaces.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n')
  const shell = documentHeaders(FRAMEABLE_PREFIX, supabaseOrigin)
  const frameable = {
    'Content-Security-Policy': shell['Content-Security-Policy'] ?? '',
    'X-Frame-Options': shell['X-Frame-Options'] ?? '',
  }
  return `${[
    '# Generated by vite.config.ts from supabase/local/security-headers.ts: edit that file, not this one.',
    block('/*', documentHeaders('/', supabaseOrigin)),
    ...[FRAMEABLE_PREFIX, `${FRAMEABLE_PREFIX}/*`, MOBILE_SHELL_PATH].map((path) =>
      block(path, frameable, Object.keys(frameable)),
    ),
  ].join('\n\n')}\n`
}
