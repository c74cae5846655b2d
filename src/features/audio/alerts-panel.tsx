import { useAudioSettings } from '../../data/audio-settings.ts'
import { MOBILE_AUDIO_EVENTS, NOTIFICATION_SWITCHES } from '../../lib/audio-settings.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { Volume2 } from '../../ui/icons.ts'
import { Switch } from '../../ui/switch.tsx'
import { EventAudioCard } from './event-audio-card.tsx'
import { NotificationList } from './notification-list.tsx'
import { playTestChirp, previewEvent } from './sound-player.ts'
import { AUDIO_TEXTS, SWITCH_TEXTS } from './texts.ts'

/**
 * The Alerts tab of the mobile settings overlay (002 §2.12, §3): the nine switches, the six event
 * groups and the notification list. It edits the same stored settings as the console's audio card.
 */
export function AlertsPanel() {
  const { settings, saveFailed, setFlag, setEvent } = useAudioSettings()
  const hapticsOn = settings.vibrationEnabled && settings.hapticFeedback
  return (
    <div className="grid gap-6">
      {saveFailed && <Alert variant="warning">{AUDIO_TEXTS.saveFailed}</Alert>}
      <section aria-labelledby="alerts-notifications" className="grid gap-3">
        <h3 id="alerts-notifications" className="font-semibold text-base">
          {AUDIO_TEXTS.notifications}
        </h3>
        {NOTIFICATION_SWITCHES.map((name) => (
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
      </section>
      <section aria-labelledby="alerts-events" className="grid gap-3">
        <h3 id="alerts-events" className="font-semibold text-base">
          {AUDIO_TEXTS.eventSounds}
        </h3>
        {MOBILE_AUDIO_EVENTS.map((event) => (
          <EventAudioCard
            key={event}
            event={event}
            value={settings[event]}
            onChange={(patch) => setEvent(event, patch)}
            onPreview={() => previewEvent(settings[event], hapticsOn)}
          />
        ))}
      </section>
      <section aria-labelledby="alerts-list" className="grid gap-3">
        <h3 id="alerts-list" className="font-semibold text-base">
          {AUDIO_TEXTS.notificationList}
        </h3>
        <NotificationList settings={settings} />
      </section>
    </div>
  )
}
