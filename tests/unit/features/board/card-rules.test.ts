import { describe, expect, it } from 'vitest'
import {
  cardAttachments,
  cardNotes,
  commentError,
  formOf,
  parseLabels,
  rowOf,
} from '../../../../src/features/board/card-rules.ts'

const capture = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  content: id,
  content_type: 'text',
  file_url: null,
  file_name: null,
  capture_context: null,
  created_at: '2026-05-01T00:00:00Z',
  ...over,
})

describe('card editing (002 §5)', () => {
  it('trims comma-separated labels and drops empty and repeated ones', () => {
    expect(parseLabels(' spain , launch,, spain ,')).toEqual(['spain', 'launch'])
  })

  it('saves blank optional fields as absent and the rest trimmed', () => {
    const form = formOf({
      title: 'T',
      description: null,
      status: 'backlog',
      priority: 'low',
      assigned_to: null,
      due_date: null,
      labels: ['a'],
    })
    expect(
      rowOf({ ...form, title: '  Launch  ', description: '   ', assigned_to: ' Julia ', labels: 'a, b' }),
    ).toEqual({
      title: 'Launch',
      description: null,
      status: 'backlog',
      priority: 'low',
      assigned_to: 'Julia',
      due_date: null,
      labels: ['a', 'b'],
    })
  })
})

describe("a card's notes (002 §2.4)", () => {
  it('gathers captures assigned to the card and rows linked by board_assignments, newest first, each once', () => {
    const notes = cardNotes(
      'card-1',
      [
        capture('assigned', {
          capture_context: { assigned_to: 'card-1' },
          created_at: '2026-05-03T00:00:00Z',
        }),
        capture('elsewhere', { capture_context: { assigned_to: 'card-2' } }),
        capture('linked-capture', { created_at: '2026-05-02T00:00:00Z' }),
      ],
      [
        { source_type: 'session_notes', source_id: 'note-1', target_id: 'card-1' },
        { source_type: 'capture_inbox', source_id: 'linked-capture', target_id: 'card-1' },
        { source_type: 'capture_inbox', source_id: 'assigned', target_id: 'card-1' },
        { source_type: 'session_notes', source_id: 'note-2', target_id: 'card-9' },
      ],
      [
        capture('note-1', {
          file_url: 'https://x/voice.webm',
          content_type: 'voice',
          created_at: '2026-05-01T00:00:00Z',
        }),
      ],
    )
    expect(notes.map((note) => [note.id, note.source])).toEqual([
      ['assigned', 'capture'],
      ['linked-capture', 'capture'],
      ['note-1', 'session'],
    ])
    expect(cardAttachments(notes).map((note) => note.id)).toEqual(['note-1'])
  })
})

describe('a comment on a card (000 §5 text length, never blank)', () => {
  it('refuses blank text and more than 1000 characters, and sends anything in between', () => {
    expect(commentError('   ')).toBe('required')
    expect(commentError('x'.repeat(1001))).toBe('tooLong')
    expect(commentError(`  ${'x'.repeat(1000)}  `)).toBeNull()
    expect(commentError('<img src=x onerror=alert(1)>')).toBeNull()
  })
})
