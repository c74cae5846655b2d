import { Field } from '../../ui/field.tsx'
import { Switch } from '../../ui/switch.tsx'
import { BIOMETRIC_EXTRA_TEXTS } from './texts.ts'
import { useBiometricEnrolment } from './use-biometric-enrolment.ts'

/** The biometric toggle of the console's preferences and of the App Settings page (WebAuthn). */
export function BiometricSwitch() {
  const biometric = useBiometricEnrolment()
  return (
    <Field
      label="Biometric authentication"
      hint={
        biometric.supported
          ? 'Unlock JUL on this device with Touch ID, Face ID, Windows Hello or a security key.'
          : BIOMETRIC_EXTRA_TEXTS.unsupported
      }
      layout="inline-end"
    >
      <Switch
        checked={biometric.enrolled}
        disabled={!biometric.supported || biometric.busy}
        onCheckedChange={(on) => void (on ? biometric.enable() : biometric.disable())}
      />
    </Field>
  )
}
