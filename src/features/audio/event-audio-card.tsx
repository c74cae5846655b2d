import type { AudioEvent, EventAudio } from '../../lib/audio-settings.ts'
import {
  HAPTIC_INTENSITIES,
  type HapticIntensity,
  isHapticIntensity,
  isSoundId,
  SOUND_IDS,
  SOUND_LABELS,
} from '../../lib/sounds.ts'
import { Button } from '../../ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Field } from '../../ui/field.tsx'
import { Play } from '../../ui/icons.ts'
import { Select } from '../../ui/select.tsx'
import { Switch } from '../../ui/switch.tsx'
import { AUDIO_TEXTS, EVENT_TEXTS, INTENSITY_LABELS } from './texts.ts'
import { VolumeSlider } from './volume-slider.tsx'

interface EventAudioCardProps {
  event: AudioEvent
  value: EventAudio
  onChange: (patch: Partial<EventAudio>) => void
  onPreview: () => void
}

/**
 * One event's sound and haptic (001 §2 event card, 002 §3 event group). Each control's name starts with
 * the event ("Mentions: Volume") so seven cards on one page stay distinguishable to screen readers.
 */
export function EventAudioCard({ event, value, onChange, onPreview }: EventAudioCardProps) {
  const text = EVENT_TEXTS[event]
  const named = (label: string) => (
    <>
      <span className="sr-only">{text.title}: </span>
      {label}
    </>
  )
  return (
    <Card as="section" padding="sm" aria-label={text.title} data-audio-event={event}>
      <CardHeader className="mb-3">
        <CardTitle as="h4">{text.title}</CardTitle>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Field label={named(AUDIO_TEXTS.enabled)} layout="inline-end">
          <Switch checked={value.enabled} onCheckedChange={(enabled) => onChange({ enabled })} />
        </Field>
        <Field label={named(AUDIO_TEXTS.sound)}>
          <Select
            value={value.sound}
            disabled={!value.enabled}
            onChange={(change) => {
              const sound = change.target.value
              if (isSoundId(sound)) onChange({ sound })
            }}
          >
            {SOUND_IDS.map((id) => (
              <option key={id} value={id}>
                {SOUND_LABELS[id]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={named(AUDIO_TEXTS.volume)}>
          <VolumeSlider
            value={value.volume}
            disabled={!value.enabled}
            onChange={(volume) => onChange({ volume })}
          />
        </Field>
        <Field label={named(AUDIO_TEXTS.haptic)} layout="inline-end">
          <Switch
            checked={value.haptic}
            disabled={!value.enabled}
            onCheckedChange={(haptic) => onChange({ haptic })}
          />
        </Field>
        <Field label={named(AUDIO_TEXTS.intensity)}>
          <Select
            value={value.hapticIntensity}
            disabled={!value.enabled || !value.haptic}
            onChange={(change) => {
              const intensity: string = change.target.value
              if (isHapticIntensity(intensity))
                onChange({ hapticIntensity: intensity satisfies HapticIntensity })
            }}
          >
            {HAPTIC_INTENSITIES.map((intensity) => (
              <option key={intensity} value={intensity}>
                {INTENSITY_LABELS[intensity]}
              </option>
            ))}
          </Select>
        </Field>
        <Button variant="outline" size="sm" className="w-fit" onClick={onPreview}>
          <Play aria-hidden="true" />
          {AUDIO_TEXTS.preview}
          <span className="sr-only"> {text.title}</span>
        </Button>
      </CardContent>
    </Card>
  )
}
