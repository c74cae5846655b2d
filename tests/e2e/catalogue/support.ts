import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import type { BrowserContext } from '@playwright/test'

/**
 * The catalogue is built with its own Vite config and served from disk through request interception on a
 * made-up origin: it needs no port (each engineer's E2E_PORT stays the app's) and no server process.
 */
export const CATALOGUE_ORIGIN = 'http://catalogue.test'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
}

export function buildCatalogue(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'jul-catalogue-'))
  execFileSync('npx', ['vite', 'build', '--config', 'vite.catalogue.config.ts', '--logLevel', 'error'], {
    env: { ...process.env, CATALOGUE_OUT_DIR: dir },
    stdio: 'inherit',
  })
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`the catalogue build wrote no index.html in ${dir}`)
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

export async function serveCatalogue(context: BrowserContext, dir: string): Promise<void> {
  await context.route(`${CATALOGUE_ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname
    const file = normalize(join(dir, path === '/' ? 'index.html' : path))
    if (!file.startsWith(dir) || !existsSync(file)) {
      await route.fulfill({ status: 404, body: 'not found' })
      return
    }
    await route.fulfill({
      status: 200,
      body: readFileSync(file),
      headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' },
    })
  })
}

export function catalogueUrl(options: { theme: 'light' | 'dark'; sections?: readonly string[] }): string {
  const params = new URLSearchParams({ theme: options.theme })
  if (options.sections) params.set('sections', options.sections.join(','))
  return `${CATALOGUE_ORIGIN}/?${params.toString()}`
}
