import { useCallback, useState } from 'react'
import {
  AUDIO_SETTINGS_KEY,
  type AudioEvent,
  type AudioSettings,
  type EventAudio,
  parseAudioSettings,
  withEvent,
} from '../lib/audio-settings.ts'
import { storedValue, useStoredValue } from '../ui/stored-value.ts'

/** A choice the storage refuses is kept for this page view while the stored text stays as it was. */
const audioSettings = storedValue(AUDIO_SETTINGS_KEY, { parse: parseAudioSettings })

export interface AudioSettingsControls {
  settings: AudioSettings
  /** The last save could not be stored (storage full or blocked). */
  saveFailed: boolean
  save(next: AudioSettings): void
  setFlag(name: Exclude<keyof AudioSettings, AudioEvent>, value: boolean): void
  setEvent(event: AudioEvent, patch: Partial<EventAudio>): void
}

/**
 * The member's audio settings on this device (src/lib/audio-settings.ts), live across screens and tabs:
 * the console's audio card, the mobile Alerts tab and the desktop preference "Haptic feedback".
 */
export function useAudioSettings(): AudioSettingsControls {
  const [settings, store] = useStoredValue(audioSettings)
  const [saveFailed, setSaveFailed] = useState(false)
  const save = useCallback((next: AudioSettings) => setSaveFailed(!store(next)), [store])
  return {
    settings,
    saveFailed,
    save,
    setFlag: (name, value) => save({ ...audioSettings.get(), [name]: value }),
    setEvent: (event, patch) => save(withEvent(audioSettings.get(), event, patch)),
  }
}
