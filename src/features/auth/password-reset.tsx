import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAuth } from '../../data/auth.ts'
import { validatePassword } from '../../lib/security/password.ts'
import { isValidEmail } from '../../lib/validation/validators.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { toast } from '../../ui/toaster.tsx'
import { AuthFrame } from './auth-frame.tsx'
import { PASSWORD_HINT, RESET_TEXTS } from './reset-texts.ts'

/** Where the mailed reset link returns: this page, signed in by the link, choosing the new password. */
export const NEW_PASSWORD_PATH = '/auth?mode=new-password'

/** 'Forgot password?': the address to mail a reset link to (the server answers the same for any address). */
export function ResetRequest({ notice, onBack }: { notice?: string; onBack: () => void }) {
  const auth = useAuth()
  const [email, setEmail] = useState('')
  const [error, setError] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')

  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!isValidEmail(address)) {
      setError(address === '' ? RESET_TEXTS.emailRequired : RESET_TEXTS.emailInvalid)
      return
    }
    setError('')
    setState('sending')
    const result = await auth.sendPasswordReset(address, `${window.location.origin}${NEW_PASSWORD_PATH}`)
    if (result.error) {
      setError(result.error)
      setState('idle')
      return
    }
    setState('sent')
  }

  return (
    <AuthFrame title={RESET_TEXTS.requestTitle} lead={RESET_TEXTS.requestLead}>
      {notice && state !== 'sent' && <Alert variant="warning">{notice}</Alert>}
      {state === 'sent' ? (
        <Alert variant="success">{RESET_TEXTS.sent}</Alert>
      ) : (
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field label="Email" error={error || undefined} required>
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Button type="submit" size="lg" block loading={state === 'sending'}>
            {RESET_TEXTS.send}
          </Button>
        </form>
      )}
      <Button variant="link" onClick={onBack}>
        {RESET_TEXTS.back}
      </Button>
    </AuthFrame>
  )
}

/** The page the reset link signs in to: a new password under 000 §5's rules, then the console. */
export function NewPasswordForm() {
  const auth = useAuth()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<readonly string[]>([])
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const check = validatePassword(password)
    const problems = [...check.errors]
    if (check.valid && password !== confirmation) problems.push(RESET_TEXTS.mismatch)
    setErrors(problems)
    if (problems.length > 0) return
    setBusy(true)
    const result = await auth.updatePassword(password)
    setBusy(false)
    if (result.error) {
      setErrors([result.error])
      return
    }
    toast.success(RESET_TEXTS.updated)
    void navigate('/dashboard', { replace: true })
  }

  return (
    <AuthFrame title={RESET_TEXTS.newTitle} lead={RESET_TEXTS.newLead}>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <Field label="New password" hint={PASSWORD_HINT} required>
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field label="Confirm new password" required>
          <Input
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
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
        <Button type="submit" size="lg" block loading={busy}>
          {RESET_TEXTS.save}
        </Button>
      </form>
    </AuthFrame>
  )
}
