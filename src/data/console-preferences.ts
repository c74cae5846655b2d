import { useCallback, useSyncExternalStore } from 'react'
import {
  CONSOLE_PREFERENCES_CHANGED_EVENT,
  CONSOLE_PREFERENCES_KEY,
  type ConsolePreferences,
  parseConsolePreferences,
  writeConsolePreferences,
} from '../lib/console-preferences.ts'

let cachedRaw: string | null | undefined
let cached: ConsolePreferences = parseConsolePreferences(null)

function read(): string | null {
  try {
    return window.localStorage.getItem(CONSOLE_PREFERENCES_KEY)
  } catch {
    return null
  }
}

function snapshot(): ConsolePreferences {
  const raw = read()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parseConsolePreferences(raw)
  }
  return cached
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSOLE_PREFERENCES_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CONSOLE_PREFERENCES_CHANGED_EVENT, listener)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CONSOLE_PREFERENCES_CHANGED_EVENT, listener)
  }
}

/**
 * The console's device preferences (src/lib/console-preferences.ts), live across screens and tabs:
 * settings edits them, the voice control reads voice input, the home tab may read JUL nudges.
 * `set` answers false when the device could not store the choice.
 */
export function useConsolePreferences(): [
  ConsolePreferences,
  (patch: Partial<ConsolePreferences>) => boolean,
] {
  const preferences = useSyncExternalStore(subscribe, snapshot)
  const set = useCallback((patch: Partial<ConsolePreferences>) => {
    const stored = writeConsolePreferences(window.localStorage, { ...snapshot(), ...patch })
    window.dispatchEvent(new Event(CONSOLE_PREFERENCES_CHANGED_EVENT))
    return stored
  }, [])
  return [preferences, set]
}
