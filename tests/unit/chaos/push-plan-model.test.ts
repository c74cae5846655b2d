import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ENTRY_STATUS, type QueueEntry, type RowData } from '../../../sync/protocol.ts'
import { halveBatch, type KeysOf, type PushBatch, planPush, splitBatch } from '../../../sync/push/plan.ts'
import { entry } from '../sync/support/fixtures.ts'

/**
 * The push planner against the plainest model of the queue: sending the planned batches must leave the
 * server exactly as sending every entry alone, in order, would (insert-or-ignore, patch, delete with a
 * tombstone that keeps a replayed insert out), for any queue; every pending entry of a row without a
 * failed entry is sent exactly once and in its row's order; halving or splitting a batch changes nothing.
 */
const RUNS = Number(process.env.CHAOS_PLAN_RUNS ?? 2_000)
const keys: KeysOf = () => ({ primaryKey: 'id' })
const TABLES = ['sparks', 'capture_inbox'] as const

type Server = { rows: Map<string, RowData>; tombstones: Set<string> }
const at = (table: string, id: string) => `${table}/${id}`

function fresh(existing: readonly string[]): Server {
  return { rows: new Map(existing.map((key) => [key, { content: 'on the server' }])), tombstones: new Set() }
}

function applyEntry(server: Server, e: QueueEntry): void {
  const key = at(e.table, e.row_id)
  if (e.action === 'insert') {
    if (!server.rows.has(key) && !server.tombstones.has(key)) server.rows.set(key, { ...e.data })
  } else if (e.action === 'update') {
    const row = server.rows.get(key)
    if (row) server.rows.set(key, { ...row, ...e.data })
  } else {
    server.rows.delete(key)
    server.tombstones.add(key)
  }
}

function applyBatch(server: Server, batch: PushBatch): void {
  if (batch.kind === 'insert' || batch.kind === 'upsert') {
    for (const row of batch.rows) {
      const key = at(batch.table, String(row.id))
      if (!server.rows.has(key) && !server.tombstones.has(key)) server.rows.set(key, { ...row })
    }
  } else if (batch.kind === 'update') {
    for (const id of batch.rowIds) {
      const row = server.rows.get(at(batch.table, id))
      if (row) server.rows.set(at(batch.table, id), { ...row, ...batch.patch })
    }
  } else {
    for (const id of batch.rowIds) {
      server.rows.delete(at(batch.table, id))
      server.tombstones.add(at(batch.table, id))
    }
  }
}

const patch = fc.oneof(
  fc.record({ content: fc.string({ maxLength: 6 }) }),
  fc.record({ is_favorited: fc.boolean() }),
  fc.record({ is_archived: fc.boolean() }),
  fc.record({ content: fc.string({ maxLength: 6 }), is_archived: fc.boolean() }),
)

/** One row's life on this device: made here (insert first) or already on the server; maybe deleted. */
const rowLife = fc.record({
  table: fc.constantFrom(...TABLES),
  madeHere: fc.boolean(),
  first: fc.record({ content: fc.string({ maxLength: 6 }), is_favorited: fc.boolean() }),
  updates: fc.array(patch, { maxLength: 5 }),
  deleted: fc.boolean(),
  failedAt: fc.option(fc.nat(), { nil: null }),
})

/** Several rows' lives interleaved at random (each row keeps its own order), numbered in queue order. */
const queue = fc.array(rowLife, { minLength: 1, maxLength: 8 }).chain((lives) => {
  const actions = lives.map((life, index) => {
    const id = `row-${index}`
    const steps: { action: 'insert' | 'update' | 'delete'; data: RowData }[] = [
      ...(life.madeHere ? [{ action: 'insert' as const, data: { ...life.first } }] : []),
      ...life.updates.map((data) => ({ action: 'update' as const, data })),
      ...(life.deleted ? [{ action: 'delete' as const, data: { id } }] : []),
    ]
    return { life, id, steps }
  })
  const slots = actions.flatMap((a, index) => a.steps.map(() => index))
  return fc.shuffledSubarray(slots, { minLength: slots.length, maxLength: slots.length }).map((order) => {
    const next = actions.map(() => 0)
    const entries = order.map((index, seq) => {
      const { life, id, steps } = actions[index] as (typeof actions)[number]
      const position = next[index] ?? 0
      next[index] = position + 1
      const step = steps[position] as (typeof steps)[number]
      const made = entry(seq + 1, life.table, step.action, id, step.action === 'delete' ? {} : step.data)
      const failed = life.failedAt !== null && life.failedAt % steps.length === position
      return failed ? { ...made, status: ENTRY_STATUS.failed } : made
    })
    const existing = actions.filter((a) => !a.life.madeHere).map((a) => at(a.life.table, a.id))
    return { entries, existing }
  })
})

const blockedKeys = (entries: readonly QueueEntry[]) =>
  new Set(entries.filter((e) => e.status === ENTRY_STATUS.failed).map((e) => at(e.table, e.row_id)))

describe('the push planner against a model of the server', () => {
  it('sends what sending each entry alone would, each pending entry once and in its row’s order', () => {
    fc.assert(
      fc.property(queue, ({ entries, existing }) => {
        const blocked = blockedKeys(entries)
        const expected = fresh(existing)
        for (const e of entries) if (!blocked.has(at(e.table, e.row_id))) applyEntry(expected, e)
        const batches = planPush(entries, keys)
        const planned = fresh(existing)
        for (const batch of batches) applyBatch(planned, batch)
        expect(planned).toEqual(expected)

        const sent = batches.flatMap((b) => b.entries)
        const due = entries.filter(
          (e) => e.status === ENTRY_STATUS.pending && !blocked.has(at(e.table, e.row_id)),
        )
        expect(sent.map((e) => e.seq).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(due.map((e) => e.seq))
        for (const key of new Set(sent.map((e) => at(e.table, e.row_id)))) {
          const order = sent.filter((e) => at(e.table, e.row_id) === key).map((e) => e.seq ?? 0)
          expect(order).toEqual([...order].sort((x, y) => x - y))
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('changes nothing when a batch the server keeps failing is halved or split', () => {
    fc.assert(
      fc.property(queue, ({ entries, existing }) => {
        for (const cut of [halveBatch, splitBatch]) {
          const whole = fresh(existing)
          const parts = fresh(existing)
          for (const batch of planPush(entries, keys)) {
            applyBatch(whole, batch)
            for (const part of cut(batch, keys)) applyBatch(parts, part)
          }
          expect(parts).toEqual(whole)
        }
      }),
      { numRuns: RUNS },
    )
  })
})
