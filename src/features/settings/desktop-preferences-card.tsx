import { useAudioSettings } from '../../data/audio-settings.ts'
import { useConsolePreferences } from '../../data/console-preferences.ts'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Switch } from '../../ui/switch.tsx'
import { BiometricSwitch } from './biometric-switch.tsx'

/** 001 §2 desktop preferences: biometric, haptic feedback, voice input (Pro only), JUL nudges. */
export function DesktopPreferencesCard() {
  const [preferences, setPreferences] = useConsolePreferences()
  const audio = useAudioSettings()
  const access = useMemberAccess()
  const isPro = access.status === 'ready' && access.access.canEditDesktop
  return (
    <Card as="section" aria-labelledby="desktop-preferences">
      <CardHeader>
        <CardTitle id="desktop-preferences">Desktop preferences</CardTitle>
      </CardHeader>
      <CardContent>
        <BiometricSwitch />
        <Field label="Haptic feedback" hint="Vibrate with chirps where the device can." layout="inline-end">
          <Switch
            checked={audio.settings.hapticFeedback}
            onCheckedChange={(on) => audio.setFlag('hapticFeedback', on)}
          />
        </Field>
        <Field
          label="Voice input"
          hint={isPro ? 'Control the console by voice.' : 'Available with Desktop Pro.'}
          layout="inline-end"
        >
          <Switch
            checked={isPro && preferences.voiceInput}
            disabled={!isPro}
            onCheckedChange={(on) => setPreferences({ voiceInput: on })}
          />
        </Field>
        <Field label="JUL nudges" hint="Weekly nudges on your home tab." layout="inline-end">
          <Switch
            checked={preferences.julNudges}
            onCheckedChange={(on) => setPreferences({ julNudges: on })}
          />
        </Field>
      </CardContent>
    </Card>
  )
}
