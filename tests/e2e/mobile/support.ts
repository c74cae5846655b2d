import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { DEFAULT_SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts'
import { newMember, type SignedIn, storeSession } from '../support/session.ts'

/** The local server's service role: only tests use it, to give their own new members a tier. */
export function serviceClient(baseURL: string): SupabaseClient {
  return createClient(baseURL, DEFAULT_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
}

/**
 * A brand-new member with a mobile tier (a mobile_subscriptions row) and, when asked, an active
 * desktop_pro membership: members cannot raise their own tier, so the service role sets it.
 */
export async function memberWith(
  baseURL: string,
  tier: 'premium' | 'pro' | null,
  options: { desktopPro?: boolean; prefix?: string } = {},
): Promise<SignedIn> {
  const member = await newMember(baseURL, options.prefix ?? 'mobile')
  const service = serviceClient(baseURL)
  if (tier) {
    const { error } = await service
      .from('mobile_subscriptions')
      .insert({ user_id: member.id, tier, active: true, expires_at: '2027-06-30T12:00:00Z', features: {} })
    if (error) throw new Error(`subscription: ${error.message}`)
  }
  if (options.desktopPro) {
    const { error } = await service
      .from('jul_memberships')
      .insert({ user_id: member.id, membership_tier: 'desktop_pro', status: 'active' })
    if (error) throw new Error(`membership: ${error.message}`)
  }
  return member
}

/** Opens an /app path signed in as `member` and waits out the splash (1.7 s + 0.3 s). */
export async function openApp(page: Page, member: SignedIn, path: string) {
  await storeSession(page, member)
  await page.goto(path)
  await expect(page.getByRole('status', { name: 'JUL is starting' })).toHaveCount(0, { timeout: 15_000 })
}

/** An in-app navigation (no reload, so no splash): what a tap on a link does. */
export async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

export const tabBar = (page: Page) => page.getByRole('navigation', { name: 'App sections' })

/** axe-core on the page as it is: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

/** Waits until the offline banner has nothing left to send. */
export async function drained(page: Page) {
  await expect(page.locator('.offline-banner')).toHaveCount(0, { timeout: 30_000 })
}
