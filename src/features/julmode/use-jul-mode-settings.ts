import { useCallback } from 'react'
import { storedValue, useStoredValue } from '../../ui/stored-value.ts'
import { JUL_MODE_SETTINGS_KEY, type JulModeSettings, parseJulModeSettings } from './julmode-rules.ts'

const julModeSettings = storedValue(JUL_MODE_SETTINGS_KEY, { parse: parseJulModeSettings })

/**
 * 002 §3 JUL Mode settings: local to the device, kept under `jul-mode-settings`, shared by every tab.
 * Storage that refuses (private mode, quota) still lets the switches work for this visit.
 */
export function useJulModeSettings() {
  const [settings, set] = useStoredValue(julModeSettings)
  const update = useCallback(
    (patch: Partial<JulModeSettings>) => {
      set({ ...julModeSettings.get(), ...patch })
    },
    [set],
  )
  return [settings, update] as const
}
