import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { LOCAL_ANON_KEY } from '../../../src/app/backend/supabase-config.ts'
import { withConsentGiven } from '../shell/support.ts'

/** The seed accounts of README.md (one password for all). */
export const SEED = {
  demo: 'demo@example.com',
  staff: 'staff@jul.example',
  standard: 'founder.standard@example.com',
  pro: 'founder.pro@example.com',
  investor: 'investor@example.com',
  newcomer: 'newcomer@example.com',
} as const
export const SEED_PASSWORD = 'Jul-demo-2026!'

export interface SignedIn {
  email: string
  id: string
  session: Session
  /** The same account's own client: the server's view, or "another device". */
  client: SupabaseClient
}

function nodeClient(baseURL: string): SupabaseClient {
  return createClient(baseURL, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own; supabase-js wants one even when realtime is unused.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
}

/** Signs in through the API (not the form), answering the session to store in a browser. */
export async function signInWithPassword(
  baseURL: string,
  email: string,
  password = SEED_PASSWORD,
): Promise<SignedIn> {
  const client = nodeClient(baseURL)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`)
  return { email, id: data.session.user.id, session: data.session, client }
}

/** Signs a brand-new account up through the API, answering what a member would type to sign in. */
export async function signUpMember(
  baseURL: string,
  prefix = 'e2e',
  metadata: Record<string, string> = {},
): Promise<{ email: string; password: string }> {
  const email = `${prefix}-${randomUUID().slice(0, 12)}@test.local`
  const password = `Jul-e2e-${randomUUID().slice(0, 8)}!A1`
  const { error } = await nodeClient(baseURL).auth.signUp({ email, password, options: { data: metadata } })
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`)
  return { email, password }
}

/** A brand-new member on the shared test server, so a test that writes owns its rows. */
export async function newMember(
  baseURL: string,
  prefix = 'e2e',
  metadata: Record<string, string> = {},
): Promise<SignedIn> {
  const { email, password } = await signUpMember(baseURL, prefix, metadata)
  return signInWithPassword(baseURL, email, password)
}

/**
 * Puts the session where supabase-js keeps it (sb-<first host label>-auth-token) and answers the
 * cookie question, before any page of the context loads: the app starts signed in.
 */
export async function storeSession(target: Page | BrowserContext, signedIn: SignedIn) {
  await withConsentGiven(target)
  await target.addInitScript((session) => {
    localStorage.setItem(`sb-${location.hostname.split('.')[0]}-auth-token`, session)
  }, JSON.stringify(signedIn.session))
}

/** A new member named Ada Lovelace (the header's "AL"), signed in on `page` before it loads. */
export async function asAdaLovelace(page: Page, baseURL: string): Promise<SignedIn> {
  const ada = await newMember(baseURL, 'ada', { first_name: 'Ada', last_name: 'Lovelace' })
  await storeSession(page, ada)
  return ada
}

/** Signs in as `email` through the API and opens `path` signed in. */
export async function openAs(page: Page, baseURL: string, email: string, path: string): Promise<SignedIn> {
  const signedIn = await signInWithPassword(baseURL, email)
  await storeSession(page, signedIn)
  await page.goto(path)
  return signedIn
}
