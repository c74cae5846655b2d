import { useState } from 'react'
import { Link } from 'react-router-dom'
import { toast } from 'sonner'
import { DEMO_ACCOUNT, MOBILE_TEXTS } from './mobile-texts.ts'

export type DemoSignIn = (email: string, password: string) => Promise<{ error: string | null }>

export function AuthPrompt({ signIn }: { signIn: DemoSignIn }) {
  const [busy, setBusy] = useState(false)

  async function demoSignIn() {
    setBusy(true)
    const result = await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password).catch(() => ({ error: 'failed' }))
    setBusy(false)
    if (result.error) toast.error(MOBILE_TEXTS.demoFailure)
    else toast.success(MOBILE_TEXTS.demoSuccess)
  }

  return (
    <main className="mobile-auth-prompt">
      <h1>{MOBILE_TEXTS.authTitle}</h1>
      <p>{MOBILE_TEXTS.authBody}</p>
      <button type="button" className="button-primary" onClick={demoSignIn} disabled={busy}>
        {MOBILE_TEXTS.demoButton}
      </button>
      <Link to="/auth" state={{ from: '/app/home' }}>
        {MOBILE_TEXTS.manualSignIn}
      </Link>
    </main>
  )
}
