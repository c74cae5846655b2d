import type { SupabaseClient, User } from '@supabase/supabase-js'

export interface SessionUser {
  id: string
  email: string
  displayName: string
}

export interface AuthResult {
  error: string | null
  /** The account signed in, when the call signed one in. */
  userId?: string | null
}

/** The few auth calls the app makes, behind an interface so screens are tested with a fake. */
export interface AuthBackend {
  currentUser: () => Promise<SessionUser | null>
  onChange: (listener: (user: SessionUser | null) => void) => () => void
  signIn: (email: string, password: string) => Promise<AuthResult>
  signUp: (email: string, password: string) => Promise<AuthResult & { signedIn: boolean }>
  sendMagicLink: (email: string, redirectTo: string) => Promise<AuthResult>
  signOut: () => Promise<{ error: unknown }>
  clearLocalSession: () => Promise<unknown>
}

export function toSessionUser(user: User): SessionUser {
  const email = user.email ?? ''
  const meta = user.user_metadata as Record<string, unknown>
  const named = [meta.first_name, meta.last_name].filter((part) => typeof part === 'string' && part).join(' ')
  const fullName = typeof meta.full_name === 'string' ? meta.full_name : ''
  return { id: user.id, email, displayName: fullName || named || email.split('@')[0] || 'Member' }
}

export function initialsOf(displayName: string): string {
  const parts = displayName.split(/[\s._-]+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0] ?? '']
  return letters
    .map((part) => (part ?? '').charAt(0).toUpperCase())
    .join('')
    .slice(0, 2)
}

export function supabaseAuthBackend(client: SupabaseClient): AuthBackend {
  const auth = client.auth
  return {
    currentUser: async () => {
      const { data } = await auth.getSession()
      return data.session ? toSessionUser(data.session.user) : null
    },
    onChange: (listener) => {
      const { data } = auth.onAuthStateChange((_event, session) => {
        listener(session ? toSessionUser(session.user) : null)
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
    signOut: () => auth.signOut(),
    clearLocalSession: () => auth.signOut({ scope: 'local' }),
  }
}
