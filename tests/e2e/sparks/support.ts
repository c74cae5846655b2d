import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { LOCAL_ANON_KEY } from '../../../src/app/backend/supabase-config.ts'
import { withConsentGiven } from '../shell/support.ts'

export interface Member {
  email: string
  password: string
  id: string
  /** Another client of the same member (the server's view, and "another device"). */
  client: SupabaseClient
}

/** A brand-new member on the shared test server, so each test owns its rows. */
export async function newMember(baseURL: string): Promise<Member> {
  const email = `sparks-${randomUUID().slice(0, 12)}@test.local`
  const password = `Jul-e2e-${randomUUID().slice(0, 8)}!A1`
  const client = createClient(baseURL, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own; supabase-js wants one even when realtime is unused.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
  const { data, error } = await client.auth.signUp({ email, password })
  if (error || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message}`)
  return { email, password, id: data.user.id, client }
}

/** Signs in through /auth as a person would, then opens the JUL Sparks tab of the mobile shell. */
export async function openSparksSignedIn(page: Page, member: Member) {
  await withConsentGiven(page)
  await page.goto('/auth')
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await expect(page).not.toHaveURL(/\/auth$/)
  await page.goto('/app/sparks')
  await expect(page.getByRole('heading', { name: 'JUL Sparks', level: 2 })).toBeVisible({ timeout: 15_000 })
}

/** Waits until the service worker has precached the build, so the app opens with no network. */
export async function waitForOfflineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

export async function addSpark(page: Page, content: string) {
  await page.getByLabel('New spark').fill(content)
  await page.getByRole('button', { name: 'Add Spark' }).click()
  await expect(page.getByTestId('spark').filter({ hasText: content })).toBeVisible()
}

/** Drags a spark sideways with the pointer, as a finger would. */
export async function swipe(page: Page, content: string, deltaX: number) {
  const box = await page.getByTestId('spark').filter({ hasText: content }).locator('p').boundingBox()
  if (!box) throw new Error(`spark "${content}" is not on screen`)
  const y = box.y + box.height / 2
  const x = box.x + box.width / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + deltaX / 2, y, { steps: 4 })
  await page.mouse.move(x + deltaX, y, { steps: 4 })
  await page.mouse.up()
}

/** The number in the banner's "N pending items", or 0 when the banner is gone. */
export async function pendingShown(page: Page): Promise<number> {
  const banner = page.locator('.offline-banner')
  if ((await banner.count()) === 0) return 0
  const match = /(\d+) pending item/.exec((await banner.textContent()) ?? '')
  return match ? Number(match[1]) : 0
}
