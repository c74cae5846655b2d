import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AuthBackend, AuthChange } from '../../data/auth.ts'
import {
  AuthContext,
  type AuthContextValue,
  type AuthStatus,
  type SessionTokens,
  type SessionUser,
} from '../../data/auth.ts'
import { SESSION_EXPIRED_MESSAGE } from '../../lib/inactivity.ts'
import { deferredToast } from '../../ui/deferred-toast.ts'
import { useInactivity } from './use-inactivity.ts'

export interface AuthAuditEvent {
  action: 'sign_in' | 'sign_in_failed' | 'sign_up' | 'sign_out' | 'sign_out_failed' | 'session_expired'
  userId: string | null
}

interface AuthProviderProps {
  backend: AuthBackend
  isStaffEmail: (email: string) => boolean
  /**
   * Logout's last chance for the queue (src/app/providers.tsx): resolves with how many changes stay
   * unsent, which are kept on the device and told.
   */
  drainQueue?: () => Promise<number>
  /** Where sign-in, sign-out and expiry are reported (the app's audit queue). */
  onAuthEvent?: (event: AuthAuditEvent) => void
  children: ReactNode
}

const notifyError = (title: string) => deferredToast.error(title)

export function AuthProvider({
  backend,
  isStaffEmail,
  drainQueue,
  onAuthEvent,
  children,
}: AuthProviderProps) {
  const [status, setStatus] = useState<AuthStatus>('loading')
  const [user, setUser] = useState<SessionUser | null>(null)
  const userId = useRef<string | null>(null)
  const reportRef = useRef(onAuthEvent)
  reportRef.current = onAuthEvent

  useEffect(() => {
    let live = true
    const apply = (next: SessionUser | null, change?: AuthChange) => {
      if (!live) return
      // 000 §8 "Session expired": the server ended the session (revoked elsewhere, or not renewed).
      if (change === 'session-ended') {
        reportRef.current?.({ action: 'session_expired', userId: userId.current })
        notifyError(SESSION_EXPIRED_MESSAGE)
      }
      userId.current = next?.id ?? null
      setUser(next)
      setStatus(next ? 'signed-in' : 'signed-out')
    }
    const unsubscribe = backend.onChange(apply)
    // The first answer is not urgent: as a transition it lets a prerendered page finish hydrating in
    // short slices, where an urgent update would hydrate everything it reaches in one long task.
    backend.currentUser().then(
      (current) => startTransition(() => apply(current)),
      () => startTransition(() => apply(null)),
    )
    return () => {
      live = false
      unsubscribe()
    }
  }, [backend])

  const report = useCallback(
    (action: AuthAuditEvent['action'], userId: string | null) => onAuthEvent?.({ action, userId }),
    [onAuthEvent],
  )

  const signIn = useCallback(
    async (email: string, password: string) => {
      const result = await backend.signIn(email, password)
      report(result.error ? 'sign_in_failed' : 'sign_in', result.userId ?? null)
      return result
    },
    [backend, report],
  )

  const adoptSession = useCallback(
    async (tokens: SessionTokens) => {
      const result = await backend.adoptSession(tokens)
      report(result.error ? 'sign_in_failed' : 'sign_in', result.userId ?? null)
      return result
    },
    [backend, report],
  )

  const signUp = useCallback(
    async (email: string, password: string) => {
      const result = await backend.signUp(email, password)
      if (!result.error) report('sign_up', null)
      return result
    },
    [backend, report],
  )

  const signOut = useCallback(async () => {
    const userId = user?.id ?? null
    // Loaded with the sign-out, not with every first page; where its code cannot load (offline before
    // the service worker kept it) the session still leaves the device.
    const outcome = await import('./sign-out.ts').then(
      ({ signOutWithFallback, soundingNotify }) =>
        signOutWithFallback({
          signOut: backend.signOut,
          clearLocalSession: backend.clearLocalSession,
          notify: soundingNotify,
          ...(drainQueue ? { drainQueue } : {}),
        }),
      () =>
        backend.clearLocalSession().then(
          () => 'cleared-locally' as const,
          () => 'cleared-locally' as const,
        ),
    )
    report(outcome === 'signed-out' ? 'sign_out' : 'sign_out_failed', userId)
    setUser(null)
    setStatus('signed-out')
  }, [backend, drainQueue, report, user])

  const expire = useCallback(async () => {
    report('session_expired', user?.id ?? null)
    await signOut()
  }, [report, signOut, user])

  useInactivity({ enabled: status === 'signed-in', onExpire: expire })

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      isStaff: user ? isStaffEmail(user.email) : false,
      signIn,
      signUp,
      sendMagicLink: backend.sendMagicLink,
      sendPasswordReset: backend.sendPasswordReset,
      updatePassword: backend.updatePassword,
      adoptSession,
      signOut,
    }),
    [status, user, isStaffEmail, backend, signIn, signUp, adoptSession, signOut],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}
