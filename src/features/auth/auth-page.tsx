import { type FormEvent, lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react'
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { useAuth } from '../../data/auth.ts'
import { validatePassword } from '../../lib/security/password.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { SegmentedControl } from '../../ui/segmented-control.tsx'
import { AuthFrame } from './auth-frame.tsx'
import { ForgotPasswordButton, NewPasswordForm, PASSWORD_HINT, ResetRequest } from './password-reset.tsx'

type Mode = 'sign-in' | 'sign-up'

const MODES = [
  { value: 'sign-in', label: 'Sign In' },
  { value: 'sign-up', label: 'Sign Up' },
] as const satisfies readonly { value: Mode; label: string }[]

/** Where to go after signing in: the protected page that sent the visitor here, else the console. */
const BiometricSignInButton = lazy(() => import('../../data/biometric-sign-in-button.tsx'))

function returnPath(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string')
    return state.from
  return '/dashboard'
}

const noSubscription = () => () => {}

/**
 * False in the build's HTML and while it hydrates, true once the page's code runs: before that a click
 * on Sign In would submit the bare HTML form and reload the page, losing what was typed.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

export default function AuthPage() {
  const auth = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  const [mode, setMode] = useState<Mode>('sign-in')
  // Uncontrolled: the build's HTML takes typing before the page's code arrives, and hydration keeps it.
  const emailField = useRef<HTMLInputElement>(null)
  const passwordField = useRef<HTMLInputElement>(null)
  const hydrated = useHydrated()
  const [errors, setErrors] = useState<readonly string[]>([])
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  const [forgot, setForgot] = useState(false)
  const [params] = useSearchParams()
  const target = returnPath(location.state)

  // The mailed reset link lands here signed in (supabase-js reads the link's tokens itself); a spent or
  // expired link lands signed out, and the member asks for a new one.
  if (params.get('mode') === 'new-password') {
    if (auth.status === 'signed-in') return <NewPasswordForm />
    if (auth.status === 'signed-out')
      return <ResetRequest expired onBack={() => void navigate('/auth', { replace: true })} />
  }
  if (auth.status === 'signed-in') return <Navigate to={target} replace />
  if (forgot) return <ResetRequest onBack={() => setForgot(false)} />

  async function submit(event: FormEvent) {
    event.preventDefault()
    setNotice('')
    const email = emailField.current?.value ?? ''
    const password = passwordField.current?.value ?? ''
    if (mode === 'sign-up') {
      const check = validatePassword(password)
      if (!check.valid) {
        setErrors(check.errors)
        return
      }
    }
    setErrors([])
    setBusy(true)
    const result =
      mode === 'sign-in' ? await auth.signIn(email, password) : await auth.signUp(email, password)
    setBusy(false)
    if (result.error) {
      setErrors([result.error])
      return
    }
    if (mode === 'sign-up' && 'signedIn' in result && !result.signedIn) {
      setNotice('Check your email to confirm your account, then sign in.')
      return
    }
    void navigate(target, { replace: true })
  }

  const isSignIn = mode === 'sign-in'
  return (
    <AuthFrame
      title={isSignIn ? 'Sign In' : 'Create Account'}
      lead="Members sign in to the console, the membership card and the mobile companion."
    >
      <SegmentedControl
        label="Sign in or sign up"
        className="w-full [&>button]:flex-1"
        segments={MODES}
        value={mode}
        onChange={setMode}
      />
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <Field label="Email">
          <Input type="email" autoComplete="email" required ref={emailField} />
        </Field>
        <Field label="Password" hint={isSignIn ? undefined : PASSWORD_HINT}>
          <Input
            type="password"
            autoComplete={isSignIn ? 'current-password' : 'new-password'}
            required
            ref={passwordField}
          />
        </Field>
        {errors.length > 0 && (
          <Alert variant="danger">
            <ul className="grid gap-0.5">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        )}
        {notice && <Alert variant="info">{notice}</Alert>}
        <Button type="submit" size="lg" block loading={busy} disabled={!hydrated}>
          {isSignIn ? 'Sign In' : 'Sign Up'}
        </Button>
      </form>
      {isSignIn && hydrated && (
        <Suspense fallback={null}>
          <BiometricSignInButton />
        </Suspense>
      )}
      {isSignIn && <ForgotPasswordButton onClick={() => setForgot(true)} />}
      <p className="text-center text-sm">
        <Link to="/magic-auth" className="font-medium text-link underline-offset-4 hover:underline">
          Email me a sign-in link instead
        </Link>
      </p>
    </AuthFrame>
  )
}
