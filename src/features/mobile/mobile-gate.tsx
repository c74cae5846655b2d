import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { LoadingFallback } from '../../ui/loading-fallback.tsx'
import { AuthPrompt, type DemoSignIn } from './auth-prompt.tsx'
import { SplashScreen } from './splash.tsx'

export interface MobileGateProps {
  status: 'loading' | 'signed-in' | 'signed-out'
  signIn: DemoSignIn
  /** The signed-in shell (MobileShell and its screens), composed by src/app. */
  children: ReactNode
  /** Called when the splash has gone and the screen after it is committed. */
  onSplashDone?: () => void
  /** When the splash went on screen, if before this mounted (the build's HTML painted it). */
  splashSince?: number | undefined
}

/**
 * Spec 002 §2.2: splash first, then the sign-in prompt without a user, then the shell. Light on purpose:
 * a signed-out phone's first screens load this and not the shell, its screens and the local database.
 */
export function MobileGate({ status, signIn, children, onSplashDone, splashSince }: MobileGateProps) {
  const [splashDone, setSplashDone] = useState(false)
  const finishSplash = useCallback(() => setSplashDone(true), [])
  // Once the screen after the splash is committed, not before: what waits for it must not delay it.
  useEffect(() => {
    if (splashDone) onSplashDone?.()
  }, [splashDone, onSplashDone])
  if (!splashDone) return <SplashScreen onDone={finishSplash} since={splashSince} />
  if (status === 'loading') return <LoadingFallback />
  if (status === 'signed-out') return <AuthPrompt signIn={signIn} />
  return children
}
