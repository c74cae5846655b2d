import type { AppServices } from '../../../src/app/backend/services.ts'
import type { AnonApi } from '../../../src/data/anon-api.ts'
import type { AuthBackend, AuthChange, SessionUser } from '../../../src/data/auth.ts'
import { FunctionCallError } from '../../../src/data/functions.ts'

export const MEMBER: SessionUser = { id: 'u-1', email: 'ada@example.com', displayName: 'Ada Lovelace' }
export const STAFF: SessionUser = { id: 'u-2', email: 'demo@example.com', displayName: 'Demo User' }

export interface FakeAuth extends AuthBackend {
  calls: string[]
  /** An auth change as supabase-js would report it; `session-ended`: the server ended the session. */
  emit: (user: SessionUser | null, change?: AuthChange) => void
}

/**
 * An in-memory auth backend: `signInAs` decides who the password grant returns; `signUpSignsIn`
 * is the project's confirmation setting (off: a sign-up signs in at once; on, hosted's default: it
 * answers no session until the mailed link is opened).
 */
export function fakeAuth(
  initial: SessionUser | null = null,
  options: { signOutFails?: boolean; signInAs?: SessionUser | null; signUpSignsIn?: boolean } = {},
): FakeAuth {
  let user = initial
  const listeners = new Set<(next: SessionUser | null, change?: AuthChange) => void>()
  const calls: string[] = []
  const emit = (next: SessionUser | null, change?: AuthChange) => {
    user = next
    for (const listener of listeners) listener(next, change)
  }
  return {
    calls,
    emit,
    currentUser: async () => user,
    onChange: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    signIn: async (email, password) => {
      calls.push(`signIn:${email}:${password}`)
      const next = options.signInAs === undefined ? MEMBER : options.signInAs
      if (!next) return { error: 'Invalid login credentials' }
      emit(next)
      return { error: null }
    },
    signUp: async (email) => {
      calls.push(`signUp:${email}`)
      if (!options.signUpSignsIn) return { error: null, signedIn: false }
      emit(MEMBER)
      return { error: null, signedIn: true }
    },
    sendMagicLink: async (email) => {
      calls.push(`magic:${email}`)
      return { error: null }
    },
    adoptSession: async () => {
      calls.push('adoptSession')
      emit(MEMBER)
      return { error: null, userId: MEMBER.id }
    },
    signOut: async () => {
      calls.push('signOut')
      if (options.signOutFails) return { error: new Error('network') }
      emit(null)
      return { error: null }
    },
    clearLocalSession: async () => {
      calls.push('clearLocal')
      emit(null)
    },
  }
}

export function fakeServices(
  auth: AuthBackend = fakeAuth(),
  overrides: Partial<AppServices> = {},
): AppServices {
  return {
    auth,
    liveUsers: async () => 3,
    brandAssets: {
      listLogos: async () => ({ data: [{ name: 'jul-logo-main.svg' }], error: null }),
      invoke: async () => ({ error: null }),
    },
    isStaffEmail: (email) => email.endsWith('@jul.example') || email === 'demo@example.com',
    invokeFunction: async (name) => {
      throw new FunctionCallError(name, `No fake for function ${name}`, 404, false)
    },
    ...overrides,
  }
}

/** The anonymous calls (src/data/anon-api.ts) answered in memory: three live users, no cards, the logo there. */
export function fakeAnon(overrides: Partial<AnonApi> = {}): AnonApi {
  return {
    liveUsers: async () => 3,
    serviceCards: async () => [],
    listFiles: async () => ({ data: [{ name: 'jul-logo-main.svg' }], error: null }),
    invoke: async () => ({ error: null }),
    ...overrides,
  }
}
