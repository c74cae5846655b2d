import { describe, expect, it } from 'vitest'
import {
  ARRIVAL_GRACE_MS,
  type ArrivedMessage,
  arrivalCues,
  arrivalPolicy,
  cueAlerts,
  messageEvent,
  newRows,
  notificationFor,
} from '../../../../src/features/audio/arrival-rules.ts'

const ME = 'member-1'
const START = Date.parse('2026-11-26T09:00:00Z')
const at = (ms: number) => new Date(START + ms).toISOString()
const CONSOLE = arrivalPolicy('console', 'free')

function first<Cue>(cues: readonly Cue[]): Cue {
  const [cue] = cues
  if (!cue) throw new Error('expected a cue')
  return cue
}

function message(id: string, patch: Partial<ArrivedMessage> = {}): ArrivedMessage {
  return {
    id,
    user_id: 'advisor',
    room_type: 'julius',
    content: 'Your deck looks ready.',
    is_from_advisor: true,
    target_user_ids: null,
    created_at: at(1_000),
    ...patch,
  }
}

describe('which sound a new row calls for (001 §2 event cards)', () => {
  it('is a chat message from someone else, a mention when targeted at the member, nothing for their own', () => {
    expect(messageEvent(message('a'), ME)).toBe('chatMessages')
    expect(messageEvent(message('b', { target_user_ids: ['other', ME] }), ME)).toBe('mentions')
    expect(messageEvent(message('c', { user_id: ME }), ME)).toBeNull()
  })

  it('sounds one burst once per event, a mention over a chat message, and a spark on its own', () => {
    const cues = arrivalCues(
      {
        messages: [
          message('old', { created_at: at(1_000) }),
          message('mention', { created_at: at(2_000), target_user_ids: [ME] }),
          message('newest', { created_at: at(3_000) }),
        ],
        sparks: [
          { id: 's1', created_at: at(1_000) },
          { id: 's2', created_at: at(4_000) },
        ],
      },
      ME,
      CONSOLE,
    )
    expect(cues.map(({ event, rowId }) => [event, rowId])).toEqual([
      ['mentions', 'mention'],
      ['julSparks', 's2'],
    ])
    expect(arrivalCues({ messages: [message('mine', { user_id: ME })], sparks: [] }, ME, CONSOLE)).toEqual([])
  })
})

describe("real-time chirp alerts (000 §6: Pro adds 'real-time chirp alerts')", () => {
  const chirp = message('chirp', { created_at: at(3_000) })
  const peer = message('peer', { user_id: 'peer-member', room_type: 'peer', is_from_advisor: false })
  const burst = { messages: [peer, chirp], sparks: [] }

  it('alerts a Pro phone at once: sound, toast, and a notification while the app is in the background', () => {
    const pro = arrivalPolicy('mobile', 'pro')
    const cues = arrivalCues(burst, ME, pro)
    expect(cues).toMatchObject([{ event: 'chatMessages', rowId: 'chirp', chirp: true }])
    expect(cueAlerts(pro, first(cues))).toEqual({ toast: true, notify: true })
  })

  it('keeps free and premium phones quiet for the chirp: it waits in the room for their next open', () => {
    for (const tier of ['free', 'premium'] as const) {
      const policy = arrivalPolicy('mobile', tier)
      expect(arrivalCues({ messages: [chirp], sparks: [] }, ME, policy)).toEqual([])
      // The room's other messages sound as they did, without a toast or a notification.
      const cues = arrivalCues(burst, ME, policy)
      expect(cues).toMatchObject([{ event: 'chatMessages', rowId: 'peer', chirp: false }])
      expect(cueAlerts(policy, first(cues))).toEqual({ toast: false, notify: false })
    }
  })

  it('alerts no chirp on the phone before the tier is known', () => {
    expect(arrivalCues({ messages: [chirp], sparks: [] }, ME, arrivalPolicy('mobile', null))).toEqual([])
  })

  it('leaves the console as it was: every message sounds and notifies in the background, without a toast', () => {
    const cues = arrivalCues(burst, ME, CONSOLE)
    expect(cueAlerts(CONSOLE, first(cues))).toEqual({ toast: false, notify: true })
    const peerOnly = arrivalCues({ messages: [peer], sparks: [] }, ME, CONSOLE)
    expect(cueAlerts(CONSOLE, first(peerOnly))).toEqual({ toast: false, notify: true })
  })

  it('gives a Pro phone a notification for a chirp only (push covers the other messages)', () => {
    const pro = arrivalPolicy('mobile', 'pro')
    const peerOnly = arrivalCues({ messages: [peer], sparks: [] }, ME, pro)
    expect(cueAlerts(pro, first(peerOnly))).toEqual({ toast: false, notify: false })
  })
})

describe('what counts as new', () => {
  it('is a row not seen before, written since the watch began (a minute of grace)', () => {
    const seen = new Set(['known'])
    const rows = [
      { id: 'known', created_at: at(5_000) },
      { id: 'fresh', created_at: at(5_000) },
      { id: 'just-before', created_at: at(-ARRIVAL_GRACE_MS + 1) },
      { id: 'long-ago', created_at: at(-ARRIVAL_GRACE_MS - 1) },
    ]
    expect(newRows(rows, seen, START).map((row) => row.id)).toEqual(['fresh', 'just-before'])
    expect(newRows(rows, seen, START)).toEqual([])
  })
})

describe('the desktop notification', () => {
  it("names the advisor and shows the message's words as plain text, cut to 120 characters", () => {
    expect(notificationFor(message('a', { content: '  <b>Deck</b>\n ready ' }))).toEqual({
      title: 'New message from your advisor',
      body: '<b>Deck</b> ready',
    })
    const long = notificationFor(message('b', { is_from_advisor: false, content: 'x'.repeat(300) }))
    expect(long.title).toBe('New message in YEL Room')
    expect(long.body).toHaveLength(120)
    expect(long.body.endsWith('…')).toBe(true)
  })
})
