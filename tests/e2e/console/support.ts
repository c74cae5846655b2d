import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { LOCAL_ANON_KEY } from '../../../src/app/backend/supabase-config.ts'
import { type SignedIn, signInWithPassword, storeSession } from '../support/session.ts'

/** A console page signed in as `email` in its own context (one per account, shared by a file's tests). */
export async function openConsole(
  browser: Browser,
  baseURL: string,
  account: string | SignedIn,
  path = '/dashboard',
): Promise<{ context: BrowserContext; page: Page; member: SignedIn }> {
  const member = typeof account === 'string' ? await signInWithPassword(baseURL, account) : account
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await storeSession(page, member)
  await page.goto(path)
  return { context, page, member }
}

/** Selects a console tab from the navigation, as a member would. */
export async function openTab(page: Page, name: string | RegExp) {
  await page.getByRole('tab', { name }).click()
  await expect(page.getByRole('tab', { name })).toHaveAttribute('data-state', 'active')
}

/**
 * A new staff member (the company domain is staff, 000 §6; the local server confirms sign-ups at once),
 * so staff actions in tests change only their own rows.
 */
export async function newStaffMember(baseURL: string): Promise<SignedIn> {
  const email = `console-staff-${randomUUID().slice(0, 8)}@jul.example`
  const password = `Jul-e2e-${randomUUID().slice(0, 8)}!A1`
  const client = createClient(baseURL, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
  const { error } = await client.auth.signUp({ email, password })
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`)
  return signInWithPassword(baseURL, email, password)
}

/** Serious and critical accessibility findings on the page (none expected). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** A seed session's id: the first 24 characters of the member's id, then the slot in 12 hex digits. */
export function seedSessionId(userId: string, slot: number): string {
  return `${userId.slice(0, 24)}${slot.toString(16).padStart(12, '0')}`
}

/** Waits until the service worker controls the page, so a reload works with the network off. */
export async function waitForOfflineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/**
 * Moves the single-page app to `path` without reloading it (as an in-app link does), so a test that
 * visits several screens pays for the start-up (splash, first render) once.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/**
 * One signed-in page per describe block, opened before its tests and closed after them, so the tests of
 * one account share a single start-up and first pull.
 */
export function shared(email: string, path = '/dashboard') {
  const state: { context?: BrowserContext; page?: Page; member?: SignedIn } = {}
  test.beforeAll(async ({ browser, baseURL }) => {
    Object.assign(state, await openConsole(browser, baseURL ?? '', email, path))
  })
  test.afterAll(async () => {
    await state.context?.close()
  })
  return () => {
    if (!state.page || !state.member || !state.context) throw new Error('the shared page is not open')
    return { page: state.page, member: state.member, context: state.context }
  }
}

/**
 * How long a test waits for a new device's first pull to show the member's rows. Staff pull every
 * member's rows, and the machine running the suite is shared: 20 s was seen to run out under load.
 */
export const FIRST_PULL_TIMEOUT = 45_000
