import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router-dom'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { deferredToast as toast } from '../../ui/deferred-toast.ts'
import { Lock } from '../../ui/icons.ts'
import { DEMO_ACCOUNT, MOBILE_TEXTS } from './texts.ts'

const BiometricSignInButton = lazy(() => import('../../data/biometric-sign-in-button.tsx'))

export type DemoSignIn = (email: string, password: string) => Promise<{ error: string | null }>

/** 002 §2.2: without a signed-in user the shell asks for sign-in, with the shared demo account one tap away. */
export function AuthPrompt({ signIn }: { signIn: DemoSignIn }) {
  const [busy, setBusy] = useState(false)
  // Changes of an account signed out on this device (by Logout or by the server) wait for it here.
  const { held } = useSyncStatus()

  async function demoSignIn() {
    setBusy(true)
    const result = await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password).catch(() => ({ error: 'failed' }))
    setBusy(false)
    if (result.error) toast.error(MOBILE_TEXTS.demoFailure)
    // The success toast and its sound load with the first success, not with the prompt.
    else void import('../../data/write.ts').then(({ toastSuccess }) => toastSuccess(MOBILE_TEXTS.demoSuccess))
  }

  return (
    <main className="grid min-h-dvh place-content-center gap-4 bg-background px-6 pt-(--safe-top) pb-(--safe-bottom) text-center">
      <div
        aria-hidden="true"
        className="mx-auto grid size-14 place-content-center rounded-2xl bg-primary text-primary-foreground [&_svg]:size-6"
      >
        <Lock />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{MOBILE_TEXTS.authTitle}</h1>
      <p className="max-w-sm text-muted-foreground">{MOBILE_TEXTS.authBody}</p>
      {held ? (
        <Alert variant="warning" className="max-w-sm text-left">
          {held.message}
        </Alert>
      ) : null}
      <Button size="lg" className="mt-2" onClick={() => void demoSignIn()} loading={busy}>
        {MOBILE_TEXTS.demoButton}
      </Button>
      <Suspense fallback={null}>
        <BiometricSignInButton />
      </Suspense>
      <Link
        to="/auth"
        state={{ from: '/app/home' }}
        className="text-sm font-medium text-link underline-offset-4 hover:underline"
      >
        {MOBILE_TEXTS.manualSignIn}
      </Link>
    </main>
  )
}
