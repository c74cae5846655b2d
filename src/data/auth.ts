import { createContext, useContext } from 'react'

/**
 * Who is signed in, shared by every feature. The provider that fills it (sign-in, sign-out,
 * inactivity) is the auth feature's `AuthProvider`, composed by src/app/providers.tsx.
 */
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

/** A session a backend function issued (biometric-signin), to be made the current one. */
export interface SessionTokens {
  access_token: string
  refresh_token: string
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out'

export interface AuthContextValue {
  status: AuthStatus
  user: SessionUser | null
  isStaff: boolean
  signIn: (email: string, password: string) => Promise<AuthResult>
  signUp: (email: string, password: string) => Promise<AuthResult & { signedIn: boolean }>
  sendMagicLink: (email: string, redirectTo: string) => Promise<AuthResult>
  adoptSession: (tokens: SessionTokens) => Promise<AuthResult>
  signOut: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth needs <AuthProvider> above it (src/app/providers.tsx)')
  return value
}

/**
 * Why the session changed, when it matters to the member: `session-ended` is a sign-out nobody asked
 * for on this device (the server refused to renew a session revoked elsewhere or expired).
 */
export type AuthChange = 'session-ended'

/** The few auth calls the app makes, behind an interface so screens are tested with a fake. */
export interface AuthBackend {
  currentUser: () => Promise<SessionUser | null>
  onChange: (listener: (user: SessionUser | null, change?: AuthChange) => void) => () => void
  signIn: (email: string, password: string) => Promise<AuthResult>
  signUp: (email: string, password: string) => Promise<AuthResult & { signedIn: boolean }>
  sendMagicLink: (email: string, redirectTo: string) => Promise<AuthResult>
  /** Makes tokens issued by a backend function (biometric sign-in) the current session. */
  adoptSession: (tokens: SessionTokens) => Promise<AuthResult>
  signOut: () => Promise<{ error: unknown }>
  clearLocalSession: () => Promise<unknown>
}
