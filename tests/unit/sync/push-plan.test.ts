import { describe, expect, it } from 'vitest'
import { ENTRY_STATUS } from '../../../sync/protocol.ts'
import { planPush, splitBatch } from '../../../sync/push/plan.ts'
import { entry } from './support/fixtures.ts'

const pk = () => ({ primaryKey: 'id' })
const byUserId = () => ({ primaryKey: 'id', conflictKey: 'user_id' })
const shape = (batches: ReturnType<typeof planPush>) =>
  batches.map((b) => `${b.kind}:${b.table}:${b.entries.map((e) => e.seq).join(',')}`)

describe('planPush', () => {
  it('sends consecutive inserts for one table in one request, in queue order', () => {
    const batches = planPush(
      [
        entry(3, 'sparks', 'insert', 'c'),
        entry(1, 'sparks', 'insert', 'a'),
        entry(2, 'sparks', 'insert', 'b'),
      ],
      pk,
    )
    expect(shape(batches)).toEqual(['insert:sparks:1,2,3'])
    expect(batches[0]?.kind === 'insert' && batches[0].rows.map((r) => r.id)).toEqual(['a', 'b', 'c'])
  })

  it('starts a new request when the table changes, so FIFO order across tables holds', () => {
    const batches = planPush(
      [
        entry(1, 'sparks', 'insert', 'a'),
        entry(2, 'media_items', 'insert', 'm'),
        entry(3, 'sparks', 'insert', 'b'),
      ],
      pk,
    )
    expect(shape(batches)).toEqual(['insert:sparks:1', 'insert:media_items:2', 'insert:sparks:3'])
  })

  it('sends an insert as insert-or-ignore with its own values, and later changes of the row as an update after it', () => {
    const batches = planPush(
      [
        entry(1, 'sparks', 'insert', 'a', { content: 'x', is_favorited: false }),
        entry(2, 'sparks', 'update', 'a', { is_favorited: true }),
        entry(3, 'sparks', 'insert', 'b', { content: 'y', is_favorited: false }),
        entry(4, 'sparks', 'update', 'a', { content: 'x2' }),
      ],
      pk,
    )
    expect(shape(batches)).toEqual(['insert:sparks:1,3', 'update:sparks:2,4'])
    expect(batches[0]?.kind === 'insert' && batches[0].rows).toEqual([
      { id: 'a', content: 'x', is_favorited: false },
      { id: 'b', content: 'y', is_favorited: false },
    ])
    expect(batches[1]?.kind === 'update' && batches[1].patch).toEqual({ is_favorited: true, content: 'x2' })
  })

  it("keeps the spec's upsert on another unique key as one merged row", () => {
    const batches = planPush(
      [
        entry(1, 'user_spark_notifications', 'insert', 'n', { user_id: 'u', unread_count: 0 }),
        entry(2, 'user_spark_notifications', 'update', 'n', { last_viewed_spark_id: 's' }),
      ],
      byUserId,
    )
    expect(shape(batches)).toEqual(['upsert:user_spark_notifications:1,2'])
    expect(batches[0]?.kind === 'upsert' && batches[0].rows).toEqual([
      { id: 'n', user_id: 'u', unread_count: 0, last_viewed_spark_id: 's' },
    ])
  })

  it('batches updates that set the same fields to the same values, and keeps only changed fields', () => {
    const batches = planPush(
      [
        entry(1, 'sparks', 'update', 'a', { is_archived: true }),
        entry(2, 'sparks', 'update', 'b', { is_archived: true }),
        entry(3, 'sparks', 'update', 'c', { is_favorited: true }),
      ],
      pk,
    )
    expect(shape(batches)).toEqual(['update:sparks:1,2', 'update:sparks:3'])
    expect(batches[0]?.kind === 'update' && batches[0].patch).toEqual({ is_archived: true })
  })

  it('merges successive updates of one row into one patch', () => {
    const batches = planPush(
      [
        entry(1, 'sparks', 'update', 'a', { content: 'v1' }),
        entry(2, 'sparks', 'update', 'a', { is_favorited: true }),
      ],
      pk,
    )
    expect(batches[0]?.kind === 'update' && batches[0].patch).toEqual({ content: 'v1', is_favorited: true })
  })

  it('batches deletes of one table into one request', () => {
    const batches = planPush([entry(1, 'sparks', 'delete', 'a'), entry(2, 'sparks', 'delete', 'b')], pk)
    expect(batches[0]?.kind === 'delete' && batches[0].rowIds).toEqual(['a', 'b'])
  })

  it('never sends a delete before the insert of the same row', () => {
    const batches = planPush([entry(1, 'sparks', 'insert', 'a'), entry(2, 'sparks', 'delete', 'a')], pk)
    expect(shape(batches)).toEqual(['insert:sparks:1', 'delete:sparks:2'])
  })

  it('keeps later entries of a row behind its failed entry, without holding back other rows', () => {
    const failed = { ...entry(1, 'sparks', 'insert', 'a'), status: ENTRY_STATUS.failed }
    const batches = planPush(
      [failed, entry(2, 'sparks', 'update', 'a', { content: 'z' }), entry(3, 'sparks', 'insert', 'b')],
      pk,
    )
    expect(shape(batches)).toEqual(['insert:sparks:3'])
  })

  it('does not mix insert rows with different columns (supabase-js would send NULL for the gaps)', () => {
    const batches = planPush(
      [
        entry(1, 'sparks', 'insert', 'a', { content: 'x' }),
        entry(2, 'sparks', 'insert', 'b', { metadata: {} }),
      ],
      pk,
    )
    expect(shape(batches)).toEqual(['insert:sparks:1', 'insert:sparks:2'])
  })

  it('splits a refused batch into one request per entry, still in order', () => {
    const [batch] = planPush(
      [
        entry(1, 'sparks', 'insert', 'a', { content: 'p' }),
        entry(2, 'sparks', 'insert', 'b', { content: 'r' }),
      ],
      pk,
    )
    expect(batch?.entries).toHaveLength(2)
    expect(batch && shape(splitBatch(batch, pk))).toEqual(['insert:sparks:1', 'insert:sparks:2'])
  })
})
