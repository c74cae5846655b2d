import { useContext } from 'react'
import { AuthContext, type AuthContextValue } from './auth-context.tsx'

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth needs <AuthProvider> above it (src/app/providers.tsx)')
  return value
}
