import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { LOCAL_ANON_KEY } from '../../../src/app/backend/supabase-config.ts'
import { DEFAULT_SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts'
import { withConsentGiven } from '../shell/support.ts'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export const PHONE = { width: 390, height: 844 } as const
export const DESKTOP = { width: 1280, height: 800 } as const

/** A context for a whole spec file: the cookie question answered, a time zone, a viewport. */
export async function websiteContext(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; timezoneId?: string; mobile?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    timezoneId: options.timezoneId ?? 'Europe/Madrid',
    ...(options.mobile ? { isMobile: true, hasTouch: true } : {}),
  })
  await withConsentGiven(context)
  return context
}

/** supabase-js on Node (it wants a WebSocket even when realtime is unused). */
export function nodeClient(baseURL: string, key: string): SupabaseClient {
  return createClient(baseURL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
}

export const anonClient = (baseURL: string) => nodeClient(baseURL, LOCAL_ANON_KEY)
/** The server's view, past RLS: what actually landed in form_submissions. */
export const serviceClient = (baseURL: string) => nodeClient(baseURL, DEFAULT_SERVICE_ROLE_KEY)

/** Moves within the single-page app (no reload), as a link would. */
export async function navigate(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/** Waits until the page and its slots have loaded: an h1, and no loading state left in main. */
export async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 })
  await page
    .locator('main')
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined)
}

export interface AxeFinding {
  id: string
  impact: string
  nodes: string[]
}

/**
 * axe-core on the page as it is now: serious and critical findings only (the accessibility bar). `main`
 * audits only the page's own content, about half the work, for pages whose header and footer were
 * already audited.
 */
export async function seriousViolations(
  page: Page,
  scope: 'document' | 'main' = 'document',
): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  // Evaluated through the DevTools protocol, as @axe-core/playwright does: the site's content security
  // policy allows no inline script, so a <script> tag carrying axe would be refused.
  if (!loaded) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (within) => {
    type Result = { id: string; impact: string | null; nodes: { target: unknown[] }[] }
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: Result[] }> }
      }
    ).axe
    const context = within === 'main' ? { include: [['main']] } : document
    const { violations } = await axe.run(context, { resultTypes: ['violations'] })
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }))
  }, scope)
}

export function wordsIn(text: string): number {
  return text.split(/\s+/).filter((word) => /[a-z]{2,}/i.test(word)).length
}
