import { useCallback } from 'react'
import {
  CONSOLE_PREFERENCES_KEY,
  type ConsolePreferences,
  parseConsolePreferences,
} from '../lib/console-preferences.ts'
import { storedValue, useStoredValue } from '../ui/stored-value.ts'

const consolePreferences = storedValue(CONSOLE_PREFERENCES_KEY, { parse: parseConsolePreferences })

/**
 * The console's device preferences (src/lib/console-preferences.ts), live across screens and tabs:
 * settings edits them, the voice control reads voice input, the home tab may read JUL nudges.
 * `set` answers false when the device could not store the choice.
 */
export function useConsolePreferences(): [
  ConsolePreferences,
  (patch: Partial<ConsolePreferences>) => boolean,
] {
  const [preferences, store] = useStoredValue(consolePreferences)
  const set = useCallback(
    (patch: Partial<ConsolePreferences>) => store({ ...consolePreferences.get(), ...patch }),
    [store],
  )
  return [preferences, set]
}
