import { type FormEvent, useId, useState } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom'
import { useAuth } from '../../data/auth.ts'
import { validatePassword } from '../../lib/security/password.ts'

type Mode = 'sign-in' | 'sign-up'

/** Where to go after signing in: the protected page that sent the visitor here, else the console. */
function returnPath(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string')
    return state.from
  return '/dashboard'
}

export default function AuthPage() {
  const auth = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  const [mode, setMode] = useState<Mode>('sign-in')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<readonly string[]>([])
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  const emailId = useId()
  const passwordId = useId()
  const target = returnPath(location.state)

  if (auth.status === 'signed-in') return <Navigate to={target} replace />

  async function submit(event: FormEvent) {
    event.preventDefault()
    setNotice('')
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
    <main className="page auth-page">
      <h1>{isSignIn ? 'Sign In' : 'Create Account'}</h1>
      <p>Members sign in to the console, the membership card and the mobile companion.</p>
      <fieldset className="segmented">
        <legend className="visually-hidden">Sign in or sign up</legend>
        <button type="button" aria-pressed={isSignIn} onClick={() => setMode('sign-in')}>
          Sign In
        </button>
        <button type="button" aria-pressed={!isSignIn} onClick={() => setMode('sign-up')}>
          Sign Up
        </button>
      </fieldset>
      <form onSubmit={submit} className="form" noValidate>
        <label htmlFor={emailId}>Email</label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={passwordId}>Password</label>
        <input
          id={passwordId}
          type="password"
          autoComplete={isSignIn ? 'current-password' : 'new-password'}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {errors.length > 0 && (
          <ul role="alert" className="form-errors">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {notice && <p role="status">{notice}</p>}
        <button type="submit" className="button-primary" disabled={busy}>
          {isSignIn ? 'Sign In' : 'Sign Up'}
        </button>
      </form>
      <p>
        <Link to="/magic-auth">Email me a sign-in link instead</Link>
      </p>
    </main>
  )
}
