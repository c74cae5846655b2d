import { createContext, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { toast } from 'sonner'
import type { AuthBackend, AuthResult, SessionUser } from './auth-backend.ts'
import { signOutWithFallback } from './sign-out.ts'
import { useInactivity } from './use-inactivity.ts'

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out'

export interface AuthContextValue {
  status: AuthStatus
  user: SessionUser | null
  isStaff: boolean
  signIn: (email: string, password: string) => Promise<AuthResult>
  signUp: (email: string, password: string) => Promise<AuthResult & { signedIn: boolean }>
  sendMagicLink: (email: string, redirectTo: string) => Promise<AuthResult>
  signOut: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

interface AuthProviderProps {
  backend: AuthBackend
  isStaffEmail: (email: string) => boolean
  pendingCount?: () => Promise<number>
  children: ReactNode
}

const notify = {
  success: (title: string, description?: string) => toast.success(title, description ? { description } : {}),
  error: (title: string, description?: string) => toast.error(title, description ? { description } : {}),
}

export function AuthProvider({ backend, isStaffEmail, pendingCount, children }: AuthProviderProps) {
  const [status, setStatus] = useState<AuthStatus>('loading')
  const [user, setUser] = useState<SessionUser | null>(null)

  useEffect(() => {
    let live = true
    const apply = (next: SessionUser | null) => {
      if (!live) return
      setUser(next)
      setStatus(next ? 'signed-in' : 'signed-out')
    }
    const unsubscribe = backend.onChange(apply)
    backend.currentUser().then(apply, () => apply(null))
    return () => {
      live = false
      unsubscribe()
    }
  }, [backend])

  const signOut = useCallback(async () => {
    await signOutWithFallback({
      signOut: backend.signOut,
      clearLocalSession: backend.clearLocalSession,
      notify,
      ...(pendingCount ? { pendingCount } : {}),
    })
    setUser(null)
    setStatus('signed-out')
  }, [backend, pendingCount])

  useInactivity({ enabled: status === 'signed-in', onExpire: signOut })

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      isStaff: user ? isStaffEmail(user.email) : false,
      signIn: backend.signIn,
      signUp: backend.signUp,
      sendMagicLink: backend.sendMagicLink,
      signOut,
    }),
    [status, user, isStaffEmail, backend, signOut],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}
