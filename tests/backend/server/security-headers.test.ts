import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  FRAMEABLE_PREFIX,
  GOOGLE_ORIGINS,
  MOBILE_SHELL_PATH,
  SHELL_PATH,
  staticHostHeaders,
} from '../../../supabase/local/security-headers.ts'
import type { LocalServer } from '../../../supabase/local/server.ts'
import {
  MOBILE_SHELL_PREFIX,
  MOBILE_SHELL_PATH as WORKER_MOBILE_SHELL_PATH,
  SHELL_PATH as WORKER_SHELL_PATH,
} from '../../../sw/protocol.ts'
import { startFixtureServer } from '../support/fixture-server.ts'

const REPO = resolve(import.meta.dirname, '../../..')
let server: LocalServer
let staticDir: string

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'jul-headers-'))
  await mkdir(join(staticDir, 'assets'))
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>JUL home</title>')
  await writeFile(join(staticDir, 'shell.html'), '<!doctype html><title>JUL shell</title>')
  await writeFile(join(staticDir, 'mobile-shell.html'), '<!doctype html><title>JUL mobile splash</title>')
  await writeFile(join(staticDir, 'assets', 'app-1.js'), 'console.log(1)')
  server = await startFixtureServer(undefined, { staticDir })
})
afterAll(async () => {
  await server?.close()
  await rm(staticDir, { recursive: true, force: true })
})

const page = (path: string) => fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } })

/** `{directive: sources}` of a policy header. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  )
}

/** Everything a source list may name: the page's own origin, Google sign-in and Drive, local data. */
const ALLOWED_SOURCES = new Set([
  "'self'",
  "'none'",
  'data:',
  'blob:',
  GOOGLE_ORIGINS.identityScript,
  GOOGLE_ORIGINS.identityStyle,
  GOOGLE_ORIGINS.identity,
  GOOGLE_ORIGINS.drive,
])

describe('security headers of the app served by the local server', () => {
  it('gives every page a policy that names only the origins the product calls and allows no inline script', async () => {
    const policy = (await page('/dashboard')).headers.get('content-security-policy') ?? ''
    const parsed = directives(policy)
    expect(parsed['default-src']).toEqual(["'self'"])
    expect(parsed['object-src']).toEqual(["'none'"])
    expect(parsed['script-src']).toEqual(["'self'", GOOGLE_ORIGINS.identityScript])
    const named = Object.entries(parsed).flatMap(([name, sources]) =>
      name === 'style-src' ? sources.filter((s) => s !== "'unsafe-inline'") : sources,
    )
    expect(named.filter((source) => !ALLOWED_SOURCES.has(source))).toEqual([])
  })

  it('refuses every frame for the website and the console, and allows only a same-origin frame for the mobile shell', async () => {
    const rules: Record<string, string> = {}
    for (const path of [
      '/',
      '/dashboard',
      '/about',
      '/auth',
      '/app',
      '/app/home',
      '/app/julboard/card/42',
      '/index.html',
      '/shell.html',
      '/mobile-shell.html',
    ]) {
      const headers = (await page(path)).headers
      const ancestors = directives(headers.get('content-security-policy') ?? '')['frame-ancestors']?.join(' ')
      rules[path] = `${headers.get('x-frame-options')} ${ancestors}`
    }
    expect(rules).toEqual({
      '/': "DENY 'none'",
      '/dashboard': "DENY 'none'",
      '/about': "DENY 'none'",
      '/auth': "DENY 'none'",
      '/app': "SAMEORIGIN 'self'",
      '/app/home': "SAMEORIGIN 'self'",
      '/app/julboard/card/42': "SAMEORIGIN 'self'",
      // The home page, prerendered: only ever `/`.
      '/index.html': "DENY 'none'",
      // The shells the service worker precaches and serves offline: every page but `/` and /app's…
      '/shell.html': "DENY 'none'",
      // …and the mobile shell's, which may be framed as its addresses may.
      '/mobile-shell.html': "SAMEORIGIN 'self'",
    })
  })

  it('marks every answer nosniff with a referrer policy: pages, assets, API answers and errors', async () => {
    const answers = [
      await page('/'),
      await fetch(`${server.url}/assets/app-1.js`),
      await fetch(`${server.url}/rest/v1/nothing_here`, { headers: { apikey: server.anonKey } }),
      await fetch(`${server.url}/rest/v1/nothing_here`),
      await fetch(`${server.url}/health`),
    ]
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff')
      expect(answer.headers.get('referrer-policy'), answer.url).toBe('strict-origin-when-cross-origin')
    }
  })

  it('keeps the shell free of inline script (the theme runs from its own file)', async () => {
    const html = await readFile(join(REPO, 'index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/)
      expect(body?.trim()).toBe('')
    }
  })
})

describe('security headers for a static host (dist/_headers)', () => {
  const hosted = 'https://abcdefgh.supabase.co'
  const file = staticHostHeaders(hosted)
  const blocks: Record<string, string[]> = Object.fromEntries(
    file
      .split('\n\n')
      .filter((block) => !block.startsWith('#'))
      .map((block) => {
        const [path, ...lines] = block.split('\n')
        return [path ?? '', lines.map((line) => line.trim())]
      }),
  )

  it('names the hosted Supabase project for API calls, realtime, photos and audio, and nothing else new', () => {
    const policy = directives(
      (blocks['/*'] ?? []).find((l) => l.startsWith('Content-Security-Policy:'))?.slice(24) ?? '',
    )
    expect(policy['connect-src']).toEqual([
      "'self'",
      hosted,
      'wss://abcdefgh.supabase.co',
      GOOGLE_ORIGINS.drive,
      GOOGLE_ORIGINS.identity,
    ])
    expect(policy['img-src']).toContain(hosted)
    expect(policy['media-src']).toContain(hosted)
    expect(policy['script-src']).toEqual(["'self'", GOOGLE_ORIGINS.identityScript])
  })

  it('lets only the mobile shell and its precached document be framed, by the same origin', () => {
    expect(blocks['/*']).toContain('X-Frame-Options: DENY')
    expect(blocks['/*']).toContain('X-Content-Type-Options: nosniff')
    expect(blocks['/*']).toContain('Referrer-Policy: strict-origin-when-cross-origin')
    expect(blocks['/index.html']).toBeUndefined()
    expect(blocks[SHELL_PATH]).toBeUndefined()
    for (const path of ['/app', '/app/*', MOBILE_SHELL_PATH]) {
      expect(blocks[path]).toContain('! X-Frame-Options')
      expect(blocks[path]).toContain('X-Frame-Options: SAMEORIGIN')
      expect(blocks[path]?.find((l) => l.startsWith('Content-Security-Policy:'))).toContain(
        "frame-ancestors 'self'",
      )
    }
  })

  it('names the same shell files, for the same addresses, as the service worker', () => {
    expect(SHELL_PATH).toBe(WORKER_SHELL_PATH)
    expect(FRAMEABLE_PREFIX).toBe(MOBILE_SHELL_PREFIX)
    expect(MOBILE_SHELL_PATH).toBe(WORKER_MOBILE_SHELL_PATH)
  })

  it('is what the same rules give the local server, hosted origin aside', () => {
    expect(contentSecurityPolicy({ supabaseOrigin: null, frames: 'deny' })).not.toContain('supabase.co')
    expect(file).toContain(contentSecurityPolicy({ supabaseOrigin: hosted, frames: 'deny' }))
  })
})
