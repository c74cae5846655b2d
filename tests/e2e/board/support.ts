import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  devices,
  expect,
  type Page,
} from '@playwright/test'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { DEFAULT_SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts'
import { newMember, type SignedIn, signInWithPassword, storeSession } from '../support/session.ts'

/** The server's own view (service role): sets up a new member's tiers and rows, reads what arrived. */
export function serviceClient(baseURL: string): SupabaseClient {
  return createClient(baseURL, DEFAULT_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
}

export interface MemberSetup {
  prefix?: string
  /** An e-mail domain: 'jul.example' makes a staff member (000 §6). */
  domain?: string
  desktop?: 'desktop_standard' | 'desktop_pro'
  mobile?: 'free' | 'premium' | 'pro'
  profile?: { first_name: string; last_name?: string; company?: string; user_type?: 'founder' | 'investor' }
}

/** A brand-new member this test owns, with the tiers and profile it needs, set by the service role. */
export async function memberWith(baseURL: string, setup: MemberSetup = {}): Promise<SignedIn> {
  const member = setup.domain
    ? await newStaffMember(baseURL, setup.domain, setup.prefix ?? 'board')
    : await newMember(baseURL, setup.prefix ?? 'board')
  const admin = serviceClient(baseURL)
  const writes: PromiseLike<{ error: unknown }>[] = []
  if (setup.desktop) {
    writes.push(
      admin
        .from('jul_memberships')
        .insert({ user_id: member.id, membership_tier: setup.desktop, status: 'active' }),
    )
  }
  if (setup.mobile) {
    writes.push(
      admin.from('mobile_subscriptions').insert({ user_id: member.id, tier: setup.mobile, active: true }),
    )
  }
  if (setup.profile)
    writes.push(admin.from('profiles').insert({ id: member.id, email: member.email, ...setup.profile }))
  for (const result of await Promise.all(writes)) expect(result.error).toBeNull()
  return member
}

async function newStaffMember(baseURL: string, domain: string, prefix: string): Promise<SignedIn> {
  const email = `${prefix}-${randomUUID().slice(0, 12)}@${domain}`
  const password = `Jul-e2e-${randomUUID().slice(0, 8)}!A1`
  // The local server confirms sign-ups at once (supabase/local/CONTEXT.md), as staff_rules needs.
  const { error } = await serviceClient(baseURL).auth.signUp({ email, password })
  expect(error).toBeNull()
  return signInWithPassword(baseURL, email, password)
}

/** A context of its own for `signedIn` (one browser, one context per account), opened at `path`. */
export async function openIn(
  browser: Browser,
  signedIn: SignedIn,
  path: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options)
  await storeSession(context, signedIn)
  const page = await context.newPage()
  await page.goto(path)
  return { context, page }
}

/** 002's phone: Pixel 7 touch and user agent at 390 × 844. */
export const PHONE: BrowserContextOptions = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }

/** Waits until the service worker controls the build, so the app opens with no network. */
export async function waitForOfflineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

/** Waits until nothing is left in this device's queue (the offline banner counts it). */
export async function waitForQueueDrained(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const request = indexedDB.open('jul')
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            request.onsuccess = () => resolve(request.result)
            request.onerror = () => reject(request.error)
          })
          const count = await new Promise<number>((resolve) => {
            const tx = db.transaction('pending_sync_data', 'readonly')
            const counting = tx.objectStore('pending_sync_data').count()
            counting.onsuccess = () => resolve(counting.result)
          })
          db.close()
          return count
        }),
      { timeout: 45_000 },
    )
    .toBe(0)
}

/** No serious or critical accessibility violation on what the page shows now (axe-core). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
