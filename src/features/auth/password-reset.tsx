import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAuth } from '../../data/auth.ts'
import { toastSuccess } from '../../data/write.ts'
import { validatePassword } from '../../lib/security/password.ts'
import { isValidEmail } from '../../lib/validation/validators.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { AuthFrame } from './auth-frame.tsx'

export const PASSWORD_HINT =
  'At least 8 characters, with an upper-case and a lower-case letter, a number and a special character.'

/**
 * The reset's words (000 §5's password rules; the spec prints no texts of its own for the reset). Here,
 * not in texts.ts: that file is in every page's first load (sign-out uses it), and these are needed only
 * once /auth opens.
 */
const RESET = {
  forgot: 'Forgot password?',
  requestTitle: 'Reset Password',
  requestLead: 'We e-mail you a link to choose a new password.',
  send: 'Send Reset Link',
  sent: 'If an account uses this address, a link to reset its password is on its way. Check your email.',
  back: 'Back to Sign In',
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be a valid email',
  newTitle: 'Choose a New Password',
  newLead: 'Your other devices are signed out once the new password is saved.',
  save: 'Save New Password',
  mismatch: 'The two passwords do not match',
  updated: 'Password updated',
  linkInvalid: 'This reset link has expired or was already used. Ask for a new one below.',
} as const

/** Where the mailed reset link returns: this page, signed in by the link, choosing the new password. */
const NEW_PASSWORD_PATH = '/auth?mode=new-password'

/** The sign-in form's way to the reset. */
export function ForgotPasswordButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="link" onClick={onClick}>
      {RESET.forgot}
    </Button>
  )
}

/** 'Forgot password?': the address to mail a reset link to (the server answers the same for any address). */
export function ResetRequest({ expired = false, onBack }: { expired?: boolean; onBack: () => void }) {
  const notice = expired ? RESET.linkInvalid : null
  const auth = useAuth()
  const [email, setEmail] = useState('')
  const [error, setError] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')

  async function submit(event: FormEvent) {
    event.preventDefault()
    const address = email.trim()
    if (!isValidEmail(address)) {
      setError(address === '' ? RESET.emailRequired : RESET.emailInvalid)
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
    <AuthFrame title={RESET.requestTitle} lead={RESET.requestLead}>
      {notice && state !== 'sent' && <Alert variant="warning">{notice}</Alert>}
      {state === 'sent' ? (
        <Alert variant="success">{RESET.sent}</Alert>
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
            {RESET.send}
          </Button>
        </form>
      )}
      <Button variant="link" onClick={onBack}>
        {RESET.back}
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
    if (check.valid && password !== confirmation) problems.push(RESET.mismatch)
    setErrors(problems)
    if (problems.length > 0) return
    setBusy(true)
    const result = await auth.updatePassword(password)
    setBusy(false)
    if (result.error) {
      setErrors([result.error])
      return
    }
    toastSuccess(RESET.updated)
    void navigate('/dashboard', { replace: true })
  }

  return (
    <AuthFrame title={RESET.newTitle} lead={RESET.newLead}>
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
          {RESET.save}
        </Button>
      </form>
    </AuthFrame>
  )
}
