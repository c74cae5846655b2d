import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ENTRY_STATUS, type QueueEntry, type RowData } from '../../../sync/protocol.ts'
import { planPush } from '../../../sync/push/plan.ts'
import { entry } from '../sync/support/fixtures.ts'

/**
 * The push planner against a model of the queue, for any queue: draining it request after request
 * (each request's entries leave the queue, as once answered) sends every entry that may go exactly
 * once; each row's entries in their order; no entry before the insert of a row it refers to; the
 * entries of a group next to each other; and leaves exactly the entries that must wait: a row from its
 * failed entry or its entry waiting for a file on, and whatever refers to an insert left waiting.
 */
const RUNS = Number(process.env.CHAOS_PLAN_RUNS ?? 1_000)
const TABLES = ['sparks', 'capture_inbox', 'board_assignments'] as const
const CLIENT = 'device'

const rowLife = fc.record({
  table: fc.constantFrom(...TABLES),
  madeHere: fc.boolean(),
  updates: fc.nat({ max: 4 }),
  deleted: fc.boolean(),
  /** Refers to the row made before it (a link to a capture, a note to a session). */
  refersBack: fc.boolean(),
  failedAt: fc.option(fc.nat(), { nil: null }),
  fileAt: fc.option(fc.nat(), { nil: null }),
})

const queue = fc
  .tuple(fc.array(rowLife, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 6 }))
  .chain(([lives, limit]) => {
    const actions = lives.map((life, index) => {
      const id = `row-${index}`
      const refers: RowData = life.refersBack && index > 0 ? { source_id: `row-${index - 1}` } : {}
      const steps: { action: 'insert' | 'update' | 'delete'; data: RowData }[] = [
        ...(life.madeHere ? [{ action: 'insert' as const, data: { content: 'new', ...refers } }] : []),
        ...Array.from({ length: life.updates }, (_, n) => ({
          action: 'update' as const,
          data: { content: `v${n}`, ...refers },
        })),
        ...(life.deleted ? [{ action: 'delete' as const, data: {} }] : []),
      ]
      return { life, id, steps }
    })
    const slots = actions.flatMap((a, index) => a.steps.map(() => index))
    return fc.shuffledSubarray(slots, { minLength: slots.length, maxLength: slots.length }).map((order) => {
      const next = actions.map(() => 0)
      const waitingFiles = new Set<string>()
      const entries = order.map((index, seq) => {
        const { life, id, steps } = actions[index] as (typeof actions)[number]
        const position = next[index] ?? 0
        next[index] = position + 1
        const step = steps[position] as (typeof steps)[number]
        const made = entry(seq + 1, life.table, step.action, id, step.data)
        if (life.fileAt !== null && life.fileAt % steps.length === position) waitingFiles.add(made.id)
        const failed = life.failedAt !== null && life.failedAt % steps.length === position
        return failed ? { ...made, status: ENTRY_STATUS.failed } : made
      })
      return { entries, waitingFiles, limit }
    })
  })

/** What the model says must wait, in queue order. */
function mustWait(entries: readonly QueueEntry[], waitingFiles: ReadonlySet<string>): Set<string> {
  const waiting = new Set<string>()
  const heldRows = new Set<string>()
  const heldInserts = new Set<string>()
  for (const e of [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    const refersToHeld = typeof e.data.source_id === 'string' && heldInserts.has(e.data.source_id)
    if (
      e.status === ENTRY_STATUS.failed ||
      heldRows.has(e.row_id) ||
      waitingFiles.has(e.id) ||
      refersToHeld
    ) {
      waiting.add(e.id)
      heldRows.add(e.row_id)
      if (e.action === 'insert') heldInserts.add(e.row_id)
    }
  }
  return waiting
}

describe('the push planner against a model of the queue', () => {
  it('drains what may go, once each, in order, groups together, and leaves exactly what must wait', () => {
    fc.assert(
      fc.property(queue, ({ entries, waitingFiles, limit }) => {
        let left = [...entries]
        const sent: QueueEntry[] = []
        for (let request = 0; request < entries.length + 1; request++) {
          const { batch, tooLarge } = planPush({ entries: left, waitingFiles, clientId: CLIENT, limit })
          expect(tooLarge).toEqual([])
          if (batch.length === 0) break
          const ids = batch.map((p) => p.entry.id)
          const groups = batch.map((p) => p.group)
          for (const group of new Set(groups.filter((g) => g !== undefined))) {
            const at = groups.flatMap((g, i) => (g === group ? [i] : []))
            expect((at.at(-1) ?? 0) - (at[0] ?? 0) + 1, 'a group is sent next to each other').toBe(at.length)
          }
          for (const planned of batch) {
            const e = planned.entry
            const earlier = left.filter((x) => x.row_id === e.row_id && (x.seq ?? 0) < (e.seq ?? 0))
            expect(
              earlier.every((x) => ids.indexOf(x.id) > -1 && ids.indexOf(x.id) < ids.indexOf(e.id)),
            ).toBe(true)
            const parent = typeof e.data.source_id === 'string' ? e.data.source_id : null
            // A row can only refer to a row made before it (the queue's order says which came first).
            const parentInsert = left.find(
              (x) => x.row_id === parent && x.action === 'insert' && (x.seq ?? 0) < (e.seq ?? 0),
            )
            if (parentInsert) expect(ids.indexOf(parentInsert.id)).toBeLessThan(ids.indexOf(e.id))
          }
          sent.push(...batch.map((p) => p.entry))
          left = left.filter((x) => !ids.includes(x.id))
        }
        const waiting = mustWait(entries, waitingFiles)
        expect(new Set(left.map((e) => e.id))).toEqual(waiting)
        expect(sent.map((e) => e.id).sort()).toEqual(
          entries
            .filter((e) => !waiting.has(e.id))
            .map((e) => e.id)
            .sort(),
        )
      }),
      { numRuns: RUNS },
    )
  })
})
