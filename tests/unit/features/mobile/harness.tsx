import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { AuthContext, type AuthContextValue } from '../../../../src/data/auth.ts'
import { FunctionCallError, FunctionsContext, type InvokeFunction } from '../../../../src/data/functions.ts'
import { SyncContext } from '../../../../src/data/sync-context.ts'
import { Toaster } from '../../../../src/ui/toaster.tsx'
import type { SyncClient } from '../../../../sync/client.ts'
import { JulDatabase } from '../../../../sync/db/database.ts'
import { localSyncClient } from '../../support/local-sync-client.ts'

export const USER_ID = '44444444-4444-4444-8444-444444444444'
export const EMAIL = 'founder.pro@example.com'

export interface Harness {
  db: JulDatabase
  client: SyncClient
  invoke: InvokeFunction
  calls: Array<{ name: string; body: unknown }>
}

/** A fresh local database for one member, the real repositories, and functions answered by `answers`. */
export function harness(answers: Record<string, (body: unknown) => unknown> = {}): Harness {
  const db = new JulDatabase(`mobile-${crypto.randomUUID()}`)
  const client = localSyncClient(db, USER_ID)
  const calls: Harness['calls'] = []
  const invoke = (async (name: string, options?: { body?: unknown }) => {
    calls.push({ name, body: options?.body })
    const answer = answers[name]
    if (!answer) throw new FunctionCallError(name, `No fake for ${name}`, 404, false)
    return answer(options?.body)
  }) as InvokeFunction
  return { db, client, invoke, calls }
}

/** Seeds the member's mobile subscription (free when `tier` is null: no row). */
export async function withTier(db: JulDatabase, tier: 'free' | 'premium' | 'pro' | null) {
  const now = new Date().toISOString()
  await db.mirror('profiles').put({
    id: USER_ID,
    first_name: 'Priya',
    last_name: 'Patel',
    company: null,
    company_website: null,
    job_title: null,
    phone: null,
    linkedin_url: null,
    user_type: 'founder',
    access_level: null,
    email: EMAIL,
    created_at: now,
    updated_at: now,
  })
  if (tier === null) return
  await db.mirror('mobile_subscriptions').put({
    id: crypto.randomUUID(),
    user_id: USER_ID,
    tier,
    active: true,
    expires_at: '2027-06-30T00:00:00.000Z',
    features: {},
    created_at: now,
    updated_at: now,
  })
}

export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: 'signed-in',
    user: { id: USER_ID, email: EMAIL, displayName: 'Priya Patel' },
    isStaff: false,
    signIn: async () => ({ error: null }),
    signUp: async () => ({ error: null, signedIn: false }),
    sendMagicLink: async () => ({ error: null }),
    adoptSession: async () => ({ error: null }),
    signOut: async () => undefined,
    ...overrides,
  } as AuthContextValue
}

function Location() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

/** Renders `element` at `path` inside the providers a feature needs, with the location printed. */
export function renderWith(
  h: Harness,
  path: string,
  element: ReactNode,
  options: { auth?: Partial<AuthContextValue>; route?: string } = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthContext value={authValue(options.auth)}>
        <FunctionsContext value={h.invoke}>
          <SyncContext value={h.client}>
            <Routes>
              <Route path={options.route ?? '*'} element={element} />
            </Routes>
            <Location />
          </SyncContext>
        </FunctionsContext>
      </AuthContext>
      <Toaster />
    </MemoryRouter>,
  )
}
