import { z } from 'zod'

/**
 * The console's device preferences (001 §2 Settings cards): voice input (Pro only), JUL nudges,
 * auto-lock after 15 minutes and the offline cache. Haptic feedback lives in the audio settings
 * (`jul-audio-settings`) and analytics in the cookie consent, so each choice has one home.
 *
 * Per device, in local storage. Do not change the key without a migration: members would lose them.
 */
export const CONSOLE_PREFERENCES_KEY = 'jul-console-preferences'

/** 001 §9: the console locks after 15 minutes without activity. */
export const AUTO_LOCK_MS = 15 * 60 * 1000
/** A minute's warning before the lock (ours; the spec names only the 15 minutes). */
export const AUTO_LOCK_WARNING_MS = 14 * 60 * 1000

export type ConsolePreferences = {
  voiceInput: boolean
  julNudges: boolean
  autoLock: boolean
  offlineCache: boolean
}

export const DEFAULT_CONSOLE_PREFERENCES: ConsolePreferences = {
  voiceInput: true,
  julNudges: true,
  autoLock: true,
  offlineCache: true,
}

const schema = z.object({
  voiceInput: z.boolean().catch(DEFAULT_CONSOLE_PREFERENCES.voiceInput),
  julNudges: z.boolean().catch(DEFAULT_CONSOLE_PREFERENCES.julNudges),
  autoLock: z.boolean().catch(DEFAULT_CONSOLE_PREFERENCES.autoLock),
  offlineCache: z.boolean().catch(DEFAULT_CONSOLE_PREFERENCES.offlineCache),
}) satisfies z.ZodType<ConsolePreferences>

export function parseConsolePreferences(raw: string | null): ConsolePreferences {
  if (raw === null) return DEFAULT_CONSOLE_PREFERENCES
  try {
    const value: unknown = JSON.parse(raw)
    return typeof value === 'object' && value !== null ? schema.parse(value) : DEFAULT_CONSOLE_PREFERENCES
  } catch {
    return DEFAULT_CONSOLE_PREFERENCES
  }
}
