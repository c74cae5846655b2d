import { describe, expect, it } from 'vitest'
import { ENTRY_STATUS, type QueueEntry } from '../../../sync/protocol.ts'
import { MAX_BATCH_BYTES, MAX_ENTRY_BYTES, planPush } from '../../../sync/push/plan.ts'
import { entry } from './support/fixtures.ts'

const CLIENT = 'client-1'
const plan = (entries: QueueEntry[], extra: { waitingFiles?: string[]; limit?: number } = {}) =>
  planPush({ entries, waitingFiles: new Set(extra.waitingFiles ?? []), clientId: CLIENT, limit: extra.limit })
const seqs = (p: ReturnType<typeof plan>) => p.batch.map((planned) => planned.entry.seq)
const numbered = (e: QueueEntry, clientSeq: number): QueueEntry => ({
  ...e,
  client_id: CLIENT,
  client_seq: clientSeq,
})
const failed = (e: QueueEntry): QueueEntry => ({ ...e, status: ENTRY_STATUS.failed })

describe('planPush', () => {
  it('sends every kind of change of every table in one request, in queue order', () => {
    const p = plan([
      entry(3, 'sparks', 'delete', 'c'),
      entry(1, 'sparks', 'insert', 'a'),
      entry(2, 'media_items', 'update', 'm', { title: 'x' }),
    ])
    expect(seqs(p)).toEqual([1, 2, 3])
    expect(p.batch.every((planned) => planned.group === undefined)).toBe(true)
  })

  it('resends the entries the server may have first, in the order of their numbers, then new ones', () => {
    const p = plan([
      numbered(entry(1, 'sparks', 'insert', 'a'), 8),
      numbered(entry(2, 'sparks', 'insert', 'b'), 7),
      entry(3, 'sparks', 'insert', 'c'),
      entry(4, 'sparks', 'update', 'b', { content: 'later' }),
    ])
    expect(seqs(p)).toEqual([2, 1, 3, 4])
    expect(
      plan([numbered(entry(1, 'sparks', 'insert', 'a'), 8), entry(2, 'sparks', 'insert', 'c')], { limit: 1 }),
    ).toMatchObject({
      batch: [{ entry: { seq: 1 } }],
    })
  })

  it('treats entries numbered under another device id as new', () => {
    const p = plan([{ ...entry(1, 'sparks', 'insert', 'a'), client_id: 'other', client_seq: 4 }])
    expect(seqs(p)).toEqual([1])
  })

  it('caps a request by entries and by bytes', () => {
    const many = Array.from({ length: 5 }, (_, i) => entry(i + 1, 'sparks', 'insert', `r${i}`))
    expect(seqs(plan(many, { limit: 2 }))).toEqual([1, 2])
    const big = 'x'.repeat(MAX_BATCH_BYTES / 3)
    const heavy = Array.from({ length: 4 }, (_, i) =>
      entry(i + 1, 'sparks', 'insert', `h${i}`, { content: big }),
    )
    expect(seqs(plan(heavy))).toEqual([1, 2])
  })

  it('holds back the later entries of a row with a failed entry, and only them', () => {
    const p = plan([
      failed(entry(1, 'sparks', 'update', 'a', { content: 'refused' })),
      entry(2, 'sparks', 'update', 'a', { is_favorited: true }),
      entry(3, 'sparks', 'update', 'b', { is_favorited: true }),
    ])
    expect(seqs(p)).toEqual([3])
  })

  it('holds a row waiting for its file, and the rows that refer to it', () => {
    const capture = entry(1, 'capture_inbox', 'insert', 'cap')
    const link = entry(2, 'board_assignments', 'insert', 'link', { source_id: 'cap', target_id: 'card' })
    const edit = entry(3, 'capture_inbox', 'update', 'cap', { status: 'assigned' })
    const other = entry(4, 'sparks', 'insert', 's')
    expect(seqs(plan([capture, link, edit, other], { waitingFiles: [capture.id] }))).toEqual([4])
  })

  it('holds the rows that refer to a refused insert (a note on a session the server refused)', () => {
    const session = failed(entry(1, 'sessions', 'insert', 'sess'))
    const note = entry(2, 'session_notes', 'insert', 'note', { session_id: 'sess' })
    const tagged = entry(3, 'sparks', 'insert', 'spark', { metadata_ids: ['x', 'sess'] })
    expect(seqs(plan([session, note, tagged]))).toEqual([])
  })

  it('lets a row refer to a row whose failed entry is an update: that row exists on the server', () => {
    const card = failed(entry(1, 'julboard_tasks', 'update', 'card', { title: 'refused' }))
    const link = entry(2, 'board_assignments', 'insert', 'link', { target_id: 'card' })
    expect(seqs(plan([card, link]))).toEqual([2])
  })

  it('lists a change larger than the server takes, and holds its row behind it', () => {
    const huge = entry(1, 'sparks', 'insert', 'big', { content: 'x'.repeat(MAX_ENTRY_BYTES) })
    const later = entry(2, 'sparks', 'update', 'big', { is_favorited: true })
    const p = plan([huge, later, entry(3, 'sparks', 'insert', 'small')])
    expect(p.tooLarge.map((e) => e.seq)).toEqual([1])
    expect(seqs(p)).toEqual([3])
  })

  it('groups a row’s insert with its later changes and the rows that refer to it, next to each other', () => {
    const p = plan([
      entry(1, 'capture_inbox', 'insert', 'cap'),
      entry(2, 'sparks', 'insert', 'unrelated'),
      entry(3, 'capture_inbox', 'update', 'cap', { status: 'assigned' }),
      entry(4, 'sparks', 'update', 'unrelated', { is_favorited: true }),
      entry(5, 'board_assignments', 'insert', 'link', { source_id: 'cap' }),
      entry(6, 'sparks', 'insert', 'last'),
    ])
    expect(seqs(p)).toEqual([2, 4, 1, 3, 5, 6])
    const [unrelated, , capture] = p.batch.map((planned) => planned.group ?? null)
    expect(p.batch.map((planned) => planned.group ?? null)).toEqual([
      unrelated,
      unrelated,
      capture,
      capture,
      capture,
      null,
    ])
    expect(unrelated).not.toBe(capture)
  })

  it('never cuts a group between two requests', () => {
    const p = plan(
      [
        entry(1, 'sparks', 'insert', 'a'),
        entry(2, 'capture_inbox', 'insert', 'cap'),
        entry(3, 'board_assignments', 'insert', 'link', { source_id: 'cap' }),
      ],
      { limit: 2 },
    )
    expect(seqs(p)).toEqual([1])
  })
})
