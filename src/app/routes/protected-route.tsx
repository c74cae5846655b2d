import { type ReactNode, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useAuth } from '../../data/auth.ts'
import { LoadingFallback } from '../../ui/loading-fallback.tsx'

interface ProtectedRouteProps {
  children: ReactNode
  loadingText?: string
  redirectingText?: string
}

/**
 * Spec 000 §2.3: protected routes need a signed-in user; signed out, the visitor goes to /auth and
 * comes back here after signing in. The session is read locally, so this works offline.
 */
export function ProtectedRoute({
  children,
  loadingText = 'Loading...',
  redirectingText = 'Redirecting to sign in...',
}: ProtectedRouteProps) {
  const { status } = useAuth()
  const location = useLocation()
  const navigate = useNavigate()
  const from = `${location.pathname}${location.search}`

  useEffect(() => {
    if (status === 'signed-out') void navigate('/auth', { replace: true, state: { from } })
  }, [status, navigate, from])

  if (status === 'signed-in') return children
  return <LoadingFallback text={status === 'loading' ? loadingText : redirectingText} />
}
