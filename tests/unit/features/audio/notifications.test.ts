import { describe, expect, it } from 'vitest'
import { notificationsFrom, relativeTime } from '../../../../src/features/audio/notifications.ts'
import { DEFAULT_AUDIO_SETTINGS } from '../../../../src/lib/audio-settings.ts'

const now = Date.parse('2026-03-10T12:00:00Z')
const sources = {
  sessions: [
    { id: 's1', title: 'Strategy Session', start_time: '2026-03-12T10:00:00Z', status: 'scheduled' },
    { id: 's0', title: 'Old', start_time: '2026-03-01T10:00:00Z', status: 'completed' },
  ],
  messages: [
    { id: 'm1', content: 'Welcome to JUL', is_from_advisor: true, created_at: '2026-03-10T11:00:00Z' },
    { id: 'm2', content: 'peer note', is_from_advisor: false, created_at: '2026-03-10T11:30:00Z' },
  ],
  proposals: [{ id: 'p1', title: 'Retainer', status: 'in_progress', updated_at: '2026-03-05T09:00:00Z' }],
  subscription: { id: 'sub', tier: 'pro', active: true, expires_at: '2026-04-01T00:00:00Z' },
}

describe("the Alerts tab's notification list (002 §3), from the member's rows", () => {
  it('lists upcoming sessions, advisor messages, agreements and the renewal, nearest first', () => {
    const items = notificationsFrom(sources, DEFAULT_AUDIO_SETTINGS, now)
    expect(items.map((item) => item.type)).toEqual(['message', 'session', 'document', 'billing'])
    expect(items[0]).toMatchObject({
      title: 'New message from your advisor',
      message: 'Welcome to JUL',
      read: false,
    })
    expect(items.find((item) => item.type === 'document')).toMatchObject({
      message: 'Retainer is in progress',
      read: true,
    })
  })

  it('hides the kinds whose switch is off', () => {
    const settings = { ...DEFAULT_AUDIO_SETTINGS, messageNotifications: false, billingNotifications: false }
    expect(notificationsFrom(sources, settings, now).map((item) => item.type)).toEqual([
      'session',
      'document',
    ])
  })

  it('keeps at most three of one kind', () => {
    const proposals = Array.from({ length: 6 }, (_, i) => ({
      id: `p${i}`,
      title: `Agreement ${i}`,
      status: 'draft',
      updated_at: `2026-03-0${i + 1}T09:00:00Z`,
    }))
    const items = notificationsFrom({ ...sources, proposals }, DEFAULT_AUDIO_SETTINGS, now)
    expect(items.filter((item) => item.type === 'document').map((item) => item.message)).toEqual([
      'Agreement 5 is draft',
      'Agreement 4 is draft',
      'Agreement 3 is draft',
    ])
  })

  it('says times relative to now', () => {
    expect(relativeTime('2026-03-10T11:00:00Z', now)).toBe('1 h ago')
    expect(relativeTime('2026-03-12T12:00:00Z', now)).toBe('in 2 days')
    expect(relativeTime('2026-03-10T12:00:20Z', now)).toBe('just now')
  })
})
