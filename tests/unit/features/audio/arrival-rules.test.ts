import { describe, expect, it } from 'vitest'
import {
  ARRIVAL_GRACE_MS,
  type ArrivedMessage,
  arrivalCues,
  messageEvent,
  newRows,
  notificationFor,
} from '../../../../src/features/audio/arrival-rules.ts'

const ME = 'member-1'
const START = Date.parse('2026-11-26T09:00:00Z')
const at = (ms: number) => new Date(START + ms).toISOString()

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
    )
    expect(cues.map(({ event, rowId }) => [event, rowId])).toEqual([
      ['mentions', 'mention'],
      ['julSparks', 's2'],
    ])
    expect(arrivalCues({ messages: [message('mine', { user_id: ME })], sparks: [] }, ME)).toEqual([])
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
