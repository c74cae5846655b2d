import { describe, expect, it } from 'vitest'
import {
  AUDIO_EVENTS,
  AUDIO_SETTINGS_KEY,
  DEFAULT_AUDIO_SETTINGS,
  isQuietTime,
  MOBILE_AUDIO_EVENTS,
  NOTIFICATION_SWITCHES,
  normaliseVolume,
  parseAudioSettings,
  planAudioEvent,
  withEvent,
} from '../../../src/lib/audio-settings.ts'

const at = (hour: number, minute = 0) => new Date(2026, 0, 15, hour, minute)

describe('audio settings defaults (001 §9, 002 §3)', () => {
  it('stores under jul-audio-settings', () => {
    expect(AUDIO_SETTINGS_KEY).toBe('jul-audio-settings')
  })

  it('has the seven console event cards and the six mobile groups', () => {
    expect(AUDIO_EVENTS).toEqual([
      'chatMessages',
      'yelRecordingStart',
      'yelRecordingEnd',
      'mentions',
      'successActions',
      'julSparks',
      'homepageAnimations',
    ])
    expect(MOBILE_AUDIO_EVENTS).toHaveLength(6)
    expect(MOBILE_AUDIO_EVENTS).not.toContain('homepageAnimations')
  })

  it('defaults the volumes to chat 70, recording 60/60, mentions 80, success 65, sparks 75, homepage 30', () => {
    const volumes = Object.fromEntries(
      AUDIO_EVENTS.map((event) => [event, DEFAULT_AUDIO_SETTINGS[event].volume]),
    )
    expect(volumes).toEqual({
      chatMessages: 70,
      yelRecordingStart: 60,
      yelRecordingEnd: 60,
      mentions: 80,
      successActions: 65,
      julSparks: 75,
      homepageAnimations: 30,
    })
  })

  it('defaults the sounds of 002 §3 and gives mentions the heavy haptic', () => {
    const s = DEFAULT_AUDIO_SETTINGS
    expect(s.chatMessages.sound).toBe('YEL-gentle')
    expect(s.julSparks.sound).toBe('YEL-jurassic')
    expect(s.yelRecordingStart.sound).toBe('YEL-cricket')
    expect(s.yelRecordingEnd.sound).toBe('YEL-honk')
    expect(s.mentions.sound).toBe('YEL-angry')
    expect(s.mentions.hapticIntensity).toBe('heavy')
    expect(s.successActions.sound).toBe('YEL-jurassic')
  })

  it('has the nine notification switches on and quiet hours on', () => {
    expect(NOTIFICATION_SWITCHES).toHaveLength(9)
    for (const name of NOTIFICATION_SWITCHES) expect(DEFAULT_AUDIO_SETTINGS[name]).toBe(true)
    expect(DEFAULT_AUDIO_SETTINGS.quietHours).toBe(true)
  })
})

describe('volumes', () => {
  it('snap to steps of 5 between 0 and 100', () => {
    expect(normaliseVolume(72)).toBe(70)
    expect(normaliseVolume(73)).toBe(75)
    expect(normaliseVolume(140)).toBe(100)
    expect(normaliseVolume(-5)).toBe(0)
    expect(normaliseVolume(Number.NaN)).toBe(0)
  })

  it('are kept in step when one event changes', () => {
    const next = withEvent(DEFAULT_AUDIO_SETTINGS, 'mentions', { volume: 93 })
    expect(next.mentions.volume).toBe(95)
    expect(next.chatMessages).toEqual(DEFAULT_AUDIO_SETTINGS.chatMessages)
  })
})

describe('quiet hours: reduced volume from 22:00 to 08:00', () => {
  it('starts at 22:00 and ends at 08:00', () => {
    expect(isQuietTime(at(21, 59))).toBe(false)
    expect(isQuietTime(at(22, 0))).toBe(true)
    expect(isQuietTime(at(3, 0))).toBe(true)
    expect(isQuietTime(at(7, 59))).toBe(true)
    expect(isQuietTime(at(8, 0))).toBe(false)
  })

  it('plays the event at its volume by day and quieter at night', () => {
    const day = planAudioEvent(DEFAULT_AUDIO_SETTINGS, 'chatMessages', at(12))
    const night = planAudioEvent(DEFAULT_AUDIO_SETTINGS, 'chatMessages', at(23))
    expect(day).toEqual({ sound: 'YEL-gentle', volume: 0.7, haptic: 'light' })
    expect(night.sound).toBe('YEL-gentle')
    expect(night.volume).toBeGreaterThan(0)
    expect(night.volume).toBeLessThan(day.volume)
  })

  it('keeps the full volume at night when quiet hours are off', () => {
    const settings = { ...DEFAULT_AUDIO_SETTINGS, quietHours: false }
    expect(planAudioEvent(settings, 'mentions', at(23)).volume).toBe(0.8)
  })
})

describe('what an event does', () => {
  it('is silent when sound, chirps or the event is off, or its volume is 0', () => {
    const noon = at(12)
    expect(
      planAudioEvent({ ...DEFAULT_AUDIO_SETTINGS, soundEnabled: false }, 'mentions', noon).sound,
    ).toBeNull()
    expect(
      planAudioEvent({ ...DEFAULT_AUDIO_SETTINGS, chirpsEnabled: false }, 'mentions', noon).sound,
    ).toBeNull()
    expect(
      planAudioEvent(withEvent(DEFAULT_AUDIO_SETTINGS, 'mentions', { enabled: false }), 'mentions', noon),
    ).toEqual({ sound: null, volume: 0, haptic: null })
    expect(
      planAudioEvent(withEvent(DEFAULT_AUDIO_SETTINGS, 'mentions', { volume: 0 }), 'mentions', noon).sound,
    ).toBeNull()
  })

  it('vibrates only with vibration, haptic feedback and the event haptic on', () => {
    const noon = at(12)
    expect(planAudioEvent(DEFAULT_AUDIO_SETTINGS, 'mentions', noon).haptic).toBe('heavy')
    expect(
      planAudioEvent({ ...DEFAULT_AUDIO_SETTINGS, hapticFeedback: false }, 'mentions', noon).haptic,
    ).toBeNull()
    expect(
      planAudioEvent({ ...DEFAULT_AUDIO_SETTINGS, vibrationEnabled: false }, 'mentions', noon).haptic,
    ).toBeNull()
    expect(planAudioEvent(DEFAULT_AUDIO_SETTINGS, 'homepageAnimations', noon).haptic).toBeNull()
  })
})

describe('storage', () => {
  it('reads back what was stored', () => {
    const changed = withEvent({ ...DEFAULT_AUDIO_SETTINGS, quietHours: false }, 'julSparks', {
      sound: 'spark',
    })
    expect(parseAudioSettings(JSON.stringify(changed))).toEqual(changed)
  })

  it('falls back to the defaults for nothing stored or damaged data', () => {
    expect(parseAudioSettings(null)).toEqual(DEFAULT_AUDIO_SETTINGS)
    expect(parseAudioSettings('{not json')).toEqual(DEFAULT_AUDIO_SETTINGS)
    expect(parseAudioSettings('42')).toEqual(DEFAULT_AUDIO_SETTINGS)
  })

  it('repairs single damaged fields and keeps the rest', () => {
    const stored = JSON.stringify({
      chirpsEnabled: false,
      mentions: {
        enabled: true,
        sound: 'YEL-unknown',
        volume: 33,
        haptic: 'yes',
        hapticIntensity: 'extreme',
      },
      unknownKey: 1,
    })
    const parsed = parseAudioSettings(stored)
    expect(parsed.chirpsEnabled).toBe(false)
    expect(parsed.mentions).toEqual({
      enabled: true,
      sound: 'YEL-angry',
      volume: 35,
      haptic: true,
      hapticIntensity: 'heavy',
    })
    expect(parsed.chatMessages).toEqual(DEFAULT_AUDIO_SETTINGS.chatMessages)
    expect(parsed).not.toHaveProperty('unknownKey')
  })
})
