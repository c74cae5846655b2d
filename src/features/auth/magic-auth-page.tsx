import { type FormEvent, useId, useState } from 'react'
import { Navigate } from 'react-router-dom'
import { useAuth } from '../../data/auth.ts'

/**
 * Spec 000 §2.2 /magic-auth: the request form, and the landing page the e-mailed link returns to
 * (supabase-js reads the tokens from the URL itself, then the signed-in check below moves on).
 */
export default function MagicAuthPage() {
  const auth = useAuth()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [error, setError] = useState('')
  const emailId = useId()

  if (auth.status === 'signed-in') return <Navigate to="/dashboard" replace />

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    setState('sending')
    const result = await auth.sendMagicLink(email, `${window.location.origin}/magic-auth`)
    if (result.error) {
      setError(result.error)
      setState('idle')
      return
    }
    setState('sent')
  }

  return (
    <main className="page auth-page">
      <h1>Magic Link Sign-In</h1>
      <p>Sign in without a password: we e-mail you a one-time link.</p>
      {state === 'sent' ? (
        <p role="status">Check your email for the sign-in link.</p>
      ) : (
        <form onSubmit={submit} className="form">
          <label htmlFor={emailId}>Email</label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error && <p role="alert">{error}</p>}
          <button type="submit" className="button-primary" disabled={state === 'sending'}>
            Send Magic Link
          </button>
        </form>
      )}
    </main>
  )
}
