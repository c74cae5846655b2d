import { type FormEvent, useState } from 'react'
import { Navigate } from 'react-router-dom'
import { useAuth } from '../../data/auth.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { AuthFrame } from './auth-frame.tsx'

/**
 * Spec 000 §2.2 /magic-auth: the request form, and the landing page the e-mailed link returns to
 * (supabase-js reads the tokens from the URL itself, then the signed-in check below moves on).
 */
export default function MagicAuthPage() {
  const auth = useAuth()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [error, setError] = useState('')

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
    <AuthFrame title="Magic Link Sign-In" lead="Sign in without a password: we e-mail you a one-time link.">
      {state === 'sent' ? (
        <Alert variant="success">Check your email for the sign-in link.</Alert>
      ) : (
        <form onSubmit={submit} className="grid gap-4">
          <Field label="Email">
            <Input
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          {error && <Alert variant="danger">{error}</Alert>}
          <Button type="submit" size="lg" block loading={state === 'sending'}>
            Send Magic Link
          </Button>
        </form>
      )}
    </AuthFrame>
  )
}
