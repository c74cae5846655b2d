import { useCallback, useState, useSyncExternalStore } from 'react'
import {
  AUDIO_SETTINGS_CHANGED_EVENT,
  AUDIO_SETTINGS_KEY,
  type AudioEvent,
  type AudioSettings,
  type EventAudio,
  parseAudioSettings,
  withEvent,
  writeAudioSettings,
} from '../lib/audio-settings.ts'

let cachedRaw: string | null | undefined
let cachedSettings: AudioSettings | undefined
/** A choice the storage refused, kept for this page view while the stored text stays as it was. */
let unsaved: { over: string | null; settings: AudioSettings } | null = null

function storedText(): string | null {
  try {
    return window.localStorage.getItem(AUDIO_SETTINGS_KEY)
  } catch {
    return null
  }
}

/** The same object while the stored text is unchanged, as useSyncExternalStore requires. */
function snapshot(): AudioSettings {
  const raw = storedText()
  if (unsaved && unsaved.over === raw) return unsaved.settings
  unsaved = null
  if (cachedSettings === undefined || raw !== cachedRaw) {
    cachedRaw = raw
    cachedSettings = parseAudioSettings(raw)
  }
  return cachedSettings
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUDIO_SETTINGS_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(AUDIO_SETTINGS_CHANGED_EVENT, listener)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(AUDIO_SETTINGS_CHANGED_EVENT, listener)
  }
}

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
  const settings = useSyncExternalStore(subscribe, snapshot)
  const [saveFailed, setSaveFailed] = useState(false)
  const save = useCallback((next: AudioSettings) => {
    const stored = writeAudioSettings(window.localStorage, next)
    setSaveFailed(!stored)
    unsaved = stored ? null : { over: storedText(), settings: next }
    window.dispatchEvent(new Event(AUDIO_SETTINGS_CHANGED_EVENT))
  }, [])
  return {
    settings,
    saveFailed,
    save,
    setFlag: (name, value) => save({ ...snapshot(), [name]: value }),
    setEvent: (event, patch) => save(withEvent(snapshot(), event, patch)),
  }
}
