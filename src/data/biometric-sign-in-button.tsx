import { Button } from '../ui/button.tsx'
import { Fingerprint } from '../ui/icons.ts'
import { useBiometricSignIn } from './biometric.ts'

export const BIOMETRIC_SIGN_IN_LABEL = 'Sign in with biometrics'

/**
 * The sign-in screens' biometric button (`/auth`, the mobile prompt), shown once this device is
 * enrolled. Loaded apart from those screens: WebAuthn's client is not needed to paint them. A
 * successful sign-in changes the session, and the screen moves on by itself.
 */
export default function BiometricSignInButton() {
  const { offered, busy, signIn } = useBiometricSignIn()
  if (!offered) return null
  return (
    <Button type="button" variant="outline" size="lg" block loading={busy} onClick={() => void signIn()}>
      <Fingerprint aria-hidden="true" />
      {BIOMETRIC_SIGN_IN_LABEL}
    </Button>
  )
}
