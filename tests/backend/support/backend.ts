import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { inject } from 'vitest'
import WebSocket from 'ws'

/** What the backend global setup provides: one running local server per test run. */
export interface BackendTarget {
  url: string
  anonKey: string
  serviceRoleKey: string
  /** The legacy HS256 secret the server signs sessions with (functions verify tokens with it). */
  jwtSecret: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    supabase: BackendTarget
    /** The same server over PostgreSQL 15 when DATABASE_URL_PG15 is set, else null. */
    supabasePg15: BackendTarget | null
  }
}

/** The server started by tests/backend/global-setup.ts (real migrations and seed). */
export const backend = (): BackendTarget => inject('supabase')

/** A supabase-js client as the app builds it; Node 20 needs `ws` for realtime. */
export function clientFor(target: BackendTarget, key: string = target.anonKey): SupabaseClient {
  return createClient(target.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
}

export const serviceClient = (target: BackendTarget) => clientFor(target, target.serviceRoleKey)

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 12)}@test.local`

export interface TestUser {
  client: SupabaseClient
  id: string
  email: string
  password: string
  accessToken: string
}

/** Signs up a brand-new user (unique e-mail) and answers a client signed in as that user. */
export async function newUser(target: BackendTarget = backend(), prefix = 'user'): Promise<TestUser> {
  const email = uniqueEmail(prefix)
  const password = `pw-${randomUUID()}`
  const client = clientFor(target)
  const { data, error } = await client.auth.signUp({ email, password })
  if (error || !data.session || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message}`)
  return { client, id: data.user.id, email, password, accessToken: data.session.access_token }
}
