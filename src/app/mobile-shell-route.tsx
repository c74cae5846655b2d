import { lazy } from 'react'
import { useAuth } from '../features/auth/use-auth.ts'
import { isLocalFlagEnabled, LOCAL_FLAGS } from '../lib/feature-flags.ts'

const MobileShell = lazy(() => import('../features/mobile/mobile-shell.tsx'))

export function MobileShellRoute() {
  const auth = useAuth()
  return (
    <MobileShell
      status={auth.status}
      signIn={auth.signIn}
      capitalReadiness={isLocalFlagEnabled(window.localStorage, LOCAL_FLAGS.capitalReadiness)}
    />
  )
}
