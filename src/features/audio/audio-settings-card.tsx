import { useAudioSettings } from '../../data/audio-settings.ts'
import { AUDIO_EVENTS } from '../../lib/audio-settings.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Volume2 } from '../../ui/icons.ts'
import { Switch } from '../../ui/switch.tsx'
import { EventAudioCard } from './event-audio-card.tsx'
import { playTestChirp, previewEvent } from './sound-player.ts'
import { AUDIO_TEXTS, SWITCH_TEXTS } from './texts.ts'

/**
 * Audio notification settings of the console (001 §2): master controls and the seven event cards.
 * Haptic feedback itself is a desktop preference (the settings tab's first card) on the same stored object.
 */
export function AudioSettingsCard() {
  const { settings, saveFailed, setFlag, setEvent } = useAudioSettings()
  const hapticsOn = settings.vibrationEnabled && settings.hapticFeedback
  return (
    <Card as="section" aria-labelledby="audio-settings-title">
      <CardHeader>
        <CardTitle as="h3" id="audio-settings-title">
          {AUDIO_TEXTS.title}
        </CardTitle>
        <CardDescription>{AUDIO_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent className="gap-5">
        {saveFailed && <Alert variant="warning">{AUDIO_TEXTS.saveFailed}</Alert>}
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-medium">{AUDIO_TEXTS.masterControls}</legend>
          {(['soundEnabled', 'chirpsEnabled', 'vibrationEnabled'] as const).map((name) => (
            <Field
              key={name}
              label={SWITCH_TEXTS[name].label}
              hint={SWITCH_TEXTS[name].hint}
              layout="inline-end"
            >
              <Switch checked={settings[name]} onCheckedChange={(value) => setFlag(name, value)} />
            </Field>
          ))}
          <Field label={AUDIO_TEXTS.quietHours} hint={AUDIO_TEXTS.quietHoursHint} layout="inline-end">
            <Switch checked={settings.quietHours} onCheckedChange={(value) => setFlag('quietHours', value)} />
          </Field>
          <Button variant="secondary" size="sm" className="w-fit" onClick={playTestChirp}>
            <Volume2 aria-hidden="true" />
            {AUDIO_TEXTS.testChirp}
          </Button>
        </fieldset>
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {AUDIO_EVENTS.map((event) => (
            <EventAudioCard
              key={event}
              event={event}
              value={settings[event]}
              onChange={(patch) => setEvent(event, patch)}
              onPreview={() => previewEvent(settings[event], hapticsOn)}
            />
          ))}
        </div>
      </CardContent>
    </Card>
  )
}
