import { isAuthRetryableFetchError, type SupabaseClient, type User } from '@supabase/supabase-js'
import type { AuthBackend, SessionUser } from '../../data/auth.ts'

export function toSessionUser(user: User): SessionUser {
  const email = user.email ?? ''
  const meta = user.user_metadata as Record<string, unknown>
  const named = [meta.first_name, meta.last_name].filter((part) => typeof part === 'string' && part).join(' ')
  const fullName = typeof meta.full_name === 'string' ? meta.full_name : ''
  return { id: user.id, email, displayName: fullName || named || email.split('@')[0] || 'Member' }
}

/** The account of the session supabase-js keeps in storage, read without the network. */
export function storedSessionUser(storage: Pick<Storage, 'getItem'>, key: string): SessionUser | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? 'null')
    if (!stored || typeof stored !== 'object' || !('user' in stored)) return null
    const user = stored.user as User | null
    return user && typeof user.id === 'string' ? toSessionUser(user) : null
  } catch {
    return null
  }
}

export interface StoredSession {
  storage: Pick<Storage, 'getItem'>
  /** supabase-js' storage key for this project (see `authStorageKey`). */
  key: string
  isOnline: () => boolean
}

/**
 * When a tab of this device last asked to sign out (Logout, the inactivity expiry): supabase-js tells
 * every tab SIGNED_OUT alike, and only a sign-out nobody asked for here is a session that ended.
 */
const SIGN_OUT_ASKED_KEY = 'jul-sign-out-asked-at'
const SIGN_OUT_ASKED_WINDOW_MS = 60_000

function markSignOutAsked(): void {
  try {
    window.localStorage.setItem(SIGN_OUT_ASKED_KEY, String(Date.now()))
  } catch {
    // No storage: every tab then treats a sign-out as asked for, the quieter mistake.
  }
}

function signOutAskedRecently(): boolean {
  try {
    const at = Number(window.localStorage.getItem(SIGN_OUT_ASKED_KEY))
    return Number.isFinite(at) && Date.now() - at < SIGN_OUT_ASKED_WINDOW_MS
  } catch {
    return true
  }
}

export function supabaseAuthBackend(client: SupabaseClient, stored?: StoredSession): AuthBackend {
  const auth = client.auth
  return {
    currentUser: async () => {
      // Offline, getSession would retry an expired token's refresh for up to 30 s before answering.
      if (stored && !stored.isOnline()) return storedSessionUser(stored.storage, stored.key)
      const { data, error } = await auth.getSession()
      if (data.session) return toSessionUser(data.session.user)
      // Offline with an expired access token the refresh cannot reach the server, yet the session is
      // still in storage: an offline-first app stays signed in until the server actually says no.
      if (error && isAuthRetryableFetchError(error) && stored)
        return storedSessionUser(stored.storage, stored.key)
      return null
    },
    onChange: (listener) => {
      const { data } = auth.onAuthStateChange((event, session) => {
        // The initial state comes from currentUser(), which knows the offline rule above.
        if (event === 'INITIAL_SESSION') return
        if (event === 'SIGNED_OUT' && !signOutAskedRecently()) listener(null, 'session-ended')
        else listener(session ? toSessionUser(session.user) : null)
      })
      return () => data.subscription.unsubscribe()
    },
    signIn: async (email, password) => {
      const { data, error } = await auth.signInWithPassword({ email, password })
      return { error: error ? error.message : null, userId: data.user?.id ?? null }
    },
    signUp: async (email, password) => {
      const { data, error } = await auth.signUp({ email, password })
      return { error: error ? error.message : null, signedIn: Boolean(data.session) }
    },
    sendMagicLink: async (email, redirectTo) => {
      const { error } = await auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } })
      return { error: error ? error.message : null }
    },
    adoptSession: async (tokens) => {
      const { data, error } = await auth.setSession(tokens)
      return { error: error ? error.message : null, userId: data.user?.id ?? null }
    },
    // This device only: Logout on a shared laptop must not end the member's sessions on their phone.
    signOut: () => {
      markSignOutAsked()
      return auth.signOut({ scope: 'local' })
    },
    clearLocalSession: () => {
      markSignOutAsked()
      return auth.signOut({ scope: 'local' })
    },
  }
}
