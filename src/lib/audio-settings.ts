import { z } from 'zod'
import { HAPTIC_INTENSITIES, type HapticIntensity, SOUND_IDS, type SoundId } from './sounds.ts'

/**
 * Notification and audio settings (001 §2, §3, §9; 002 §3), one object for both shells: the console's
 * audio card and the mobile Alerts tab edit the same stored choice, so a member sets a sound once.
 * 002 calls its copy "local to the screen, not saved"; we keep it, like every other choice.
 *
 * Kept in local storage, per device (a phone may want quieter chirps than a desk): do not change the key
 * without a migration, members would lose their choices.
 */
export const AUDIO_SETTINGS_KEY = 'jul-audio-settings'

/** The seven event cards of 001 §2, in the spec's order. */
export const AUDIO_EVENTS = [
  'chatMessages',
  'yelRecordingStart',
  'yelRecordingEnd',
  'mentions',
  'successActions',
  'julSparks',
  'homepageAnimations',
] as const
export type AudioEvent = (typeof AUDIO_EVENTS)[number]

/** 002 §3's six event groups (the mobile app has no homepage), in its table's order. */
export const MOBILE_AUDIO_EVENTS = [
  'chatMessages',
  'julSparks',
  'yelRecordingStart',
  'yelRecordingEnd',
  'mentions',
  'successActions',
] as const satisfies readonly AudioEvent[]

/** 002 §3's nine switches (chirpsEnabled and hapticFeedback are also 001's master controls). */
export const NOTIFICATION_SWITCHES = [
  'pushNotifications',
  'soundEnabled',
  'vibrationEnabled',
  'chirpsEnabled',
  'hapticFeedback',
  'sessionReminders',
  'messageNotifications',
  'documentUpdates',
  'billingNotifications',
] as const
export type NotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number]

export type EventAudio = {
  enabled: boolean
  sound: SoundId
  /** Percent, 0-100 in steps of 5 (001 §9). */
  volume: number
  haptic: boolean
  hapticIntensity: HapticIntensity
}

export type AudioSettings = Record<NotificationSwitch, boolean> & {
  /** Reduced volume from 22:00 to 08:00 (001 §9). */
  quietHours: boolean
} & Record<AudioEvent, EventAudio>

export const VOLUME_STEP = 5
export const VOLUME_MAX = 100

/** 001 §9 volumes, 002 §3 sounds; mentions get the heavy haptic (002 §3). */
export const DEFAULT_EVENT_AUDIO: Readonly<Record<AudioEvent, EventAudio>> = {
  chatMessages: { enabled: true, sound: 'YEL-gentle', volume: 70, haptic: true, hapticIntensity: 'light' },
  yelRecordingStart: {
    enabled: true,
    sound: 'YEL-cricket',
    volume: 60,
    haptic: true,
    hapticIntensity: 'medium',
  },
  yelRecordingEnd: { enabled: true, sound: 'YEL-honk', volume: 60, haptic: true, hapticIntensity: 'medium' },
  mentions: { enabled: true, sound: 'YEL-angry', volume: 80, haptic: true, hapticIntensity: 'heavy' },
  successActions: {
    enabled: true,
    sound: 'YEL-jurassic',
    volume: 65,
    haptic: true,
    hapticIntensity: 'medium',
  },
  julSparks: { enabled: true, sound: 'YEL-jurassic', volume: 75, haptic: true, hapticIntensity: 'light' },
  homepageAnimations: { enabled: true, sound: 'spark', volume: 30, haptic: false, hapticIntensity: 'light' },
}

export const DEFAULT_AUDIO_SETTINGS: AudioSettings = {
  pushNotifications: true,
  soundEnabled: true,
  vibrationEnabled: true,
  chirpsEnabled: true,
  hapticFeedback: true,
  sessionReminders: true,
  messageNotifications: true,
  documentUpdates: true,
  billingNotifications: true,
  quietHours: true,
  ...DEFAULT_EVENT_AUDIO,
}

/** 22:00 to 08:00 local time, volume times this factor (the spec says only "reduced"). */
export const QUIET_HOURS = { startHour: 22, endHour: 8, volumeFactor: 0.3 } as const

/** Snaps to the slider's steps and bounds. */
export function normaliseVolume(percent: number): number {
  if (!Number.isFinite(percent)) return 0
  const stepped = Math.round(percent / VOLUME_STEP) * VOLUME_STEP
  return Math.min(VOLUME_MAX, Math.max(0, stepped))
}

function eventSchema(defaults: EventAudio) {
  return z
    .object({
      enabled: z.boolean().catch(defaults.enabled),
      sound: z.enum(SOUND_IDS).catch(defaults.sound),
      volume: z.number().transform(normaliseVolume).catch(defaults.volume),
      haptic: z.boolean().catch(defaults.haptic),
      hapticIntensity: z.enum(HAPTIC_INTENSITIES).catch(defaults.hapticIntensity),
    })
    .catch(defaults)
}

const flag = (fallback: boolean) => z.boolean().catch(fallback)
const on = DEFAULT_AUDIO_SETTINGS

const settingsSchema = z.object({
  pushNotifications: flag(on.pushNotifications),
  soundEnabled: flag(on.soundEnabled),
  vibrationEnabled: flag(on.vibrationEnabled),
  chirpsEnabled: flag(on.chirpsEnabled),
  hapticFeedback: flag(on.hapticFeedback),
  sessionReminders: flag(on.sessionReminders),
  messageNotifications: flag(on.messageNotifications),
  documentUpdates: flag(on.documentUpdates),
  billingNotifications: flag(on.billingNotifications),
  quietHours: flag(on.quietHours),
  chatMessages: eventSchema(on.chatMessages),
  yelRecordingStart: eventSchema(on.yelRecordingStart),
  yelRecordingEnd: eventSchema(on.yelRecordingEnd),
  mentions: eventSchema(on.mentions),
  successActions: eventSchema(on.successActions),
  julSparks: eventSchema(on.julSparks),
  homepageAnimations: eventSchema(on.homepageAnimations),
}) satisfies z.ZodType<AudioSettings>

/**
 * A stored object from any version: unknown keys are dropped, missing or damaged fields take their
 * default, so an older save or a hand-edited value never breaks the screens.
 */
export function parseAudioSettings(raw: string | null): AudioSettings {
  if (raw === null) return DEFAULT_AUDIO_SETTINGS
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return DEFAULT_AUDIO_SETTINGS
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_AUDIO_SETTINGS
  return settingsSchema.parse(value)
}

export function withEvent(
  settings: AudioSettings,
  event: AudioEvent,
  patch: Partial<EventAudio>,
): AudioSettings {
  const next = { ...settings[event], ...patch }
  return { ...settings, [event]: { ...next, volume: normaliseVolume(next.volume) } }
}

export function isQuietTime(at: Date): boolean {
  const hour = at.getHours()
  return hour >= QUIET_HOURS.startHour || hour < QUIET_HOURS.endHour
}

export type AudioPlan = {
  /** null: stay silent. */
  sound: SoundId | null
  /** 0-1, quiet hours applied. */
  volume: number
  /** null: no vibration. */
  haptic: HapticIntensity | null
}

/** What an event should do now under the member's settings. */
export function planAudioEvent(settings: AudioSettings, event: AudioEvent, at: Date): AudioPlan {
  const choice = settings[event]
  const factor = settings.quietHours && isQuietTime(at) ? QUIET_HOURS.volumeFactor : 1
  const volume = (choice.volume / VOLUME_MAX) * factor
  const audible = settings.soundEnabled && settings.chirpsEnabled && choice.enabled && volume > 0
  const felt = settings.vibrationEnabled && settings.hapticFeedback && choice.enabled && choice.haptic
  return {
    sound: audible ? choice.sound : null,
    volume: audible ? volume : 0,
    haptic: felt ? choice.hapticIntensity : null,
  }
}
