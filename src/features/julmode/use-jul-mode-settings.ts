import { useCallback, useState } from 'react'
import { JUL_MODE_SETTINGS_KEY, type JulModeSettings, parseJulModeSettings } from './julmode-rules.ts'

function read(): JulModeSettings {
  try {
    return parseJulModeSettings(window.localStorage.getItem(JUL_MODE_SETTINGS_KEY))
  } catch {
    return parseJulModeSettings(null)
  }
}

/** 002 §3 JUL Mode settings: local to the device, kept under `jul-mode-settings`. */
export function useJulModeSettings() {
  const [settings, setSettings] = useState(read)
  const update = useCallback((patch: Partial<JulModeSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch }
      try {
        window.localStorage.setItem(JUL_MODE_SETTINGS_KEY, JSON.stringify(next))
      } catch {
        // Storage refused (private mode, quota): the switches still work for this visit.
      }
      return next
    })
  }, [])
  return [settings, update] as const
}
