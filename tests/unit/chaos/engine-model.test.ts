import fc from 'fast-check'
import { describe, it } from 'vitest'
import type { RowData } from '../../../sync/protocol.ts'
import { EXPIRED_TOKEN, NETWORK_ERROR } from '../sync/support/fake-remote.ts'
import { USER_A } from '../sync/support/fixtures.ts'
import { type Device, USERS, World } from './support/world.ts'

/**
 * The sync engine alone, against a fake server that knows who is asking (owner-only rows), refuses
 * another user's rows, loses acknowledgements and expires tokens: random sequences of members' writes,
 * user switches on shared devices, network changes, server faults and frozen tabs. After everything
 * heals, every acknowledged write is on the server exactly in its last-written form, deletes are gone
 * everywhere, each device mirrors exactly what its member may see, and no device ever held another
 * member's rows. CHAOS_UNIT_RUNS raises the number of sequences (the default keeps `npm test` short).
 */
const RUNS = Number(process.env.CHAOS_UNIT_RUNS ?? 15)
const SEED = process.env.CHAOS_UNIT_SEED === undefined ? undefined : Number(process.env.CHAOS_UNIT_SEED)

type Command =
  | { kind: 'insert'; device: number }
  | { kind: 'edit'; device: number; pick: number; field: 'content' | 'is_favorited' | 'is_archived' }
  | { kind: 'delete'; device: number; pick: number }
  | { kind: 'switch'; device: number; user: number }
  | { kind: 'offline'; device: number; offline: boolean }
  | { kind: 'fault'; fault: 'lose-ack' | 'server-error' | 'expired-token' | 'network' }
  | { kind: 'freeze'; device: number; tab: number }
  | { kind: 'elsewhere'; user: number }
  | { kind: 'advance'; ms: number }

const device = fc.integer({ min: 0, max: 2 })
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('insert' as const), device }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      device,
      pick: fc.nat(),
      field: fc.constantFrom('content' as const, 'is_favorited' as const, 'is_archived' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), device, pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('switch' as const),
      device,
      user: fc.integer({ min: -1, max: 1 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('offline' as const), device, offline: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fault' as const),
      fault: fc.constantFrom(
        'lose-ack' as const,
        'server-error' as const,
        'expired-token' as const,
        'network' as const,
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('freeze' as const), device, tab: fc.nat({ max: 1 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('elsewhere' as const), user: fc.nat({ max: 1 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 3_000 }) }),
  },
)

const layout = fc.array(
  fc.record({
    tabs: fc.integer({ min: 1, max: 2 }),
    // A device whose clock runs ahead of the server's, or behind it.
    skewMs: fc.constantFrom(0, 0, 600_000, -600_000),
  }),
  { minLength: 3, maxLength: 3 },
)
const startUsers = fc.array(fc.integer({ min: -1, max: 1 }), { minLength: 3, maxLength: 3 })

type ModelRow = { id: string; owner: string; device: number; versions: RowData[]; deleted: boolean }

class Run {
  readonly rows = new Map<string, ModelRow>()
  readonly leaks: string[] = []
  readonly log: string[] = []
  private counter = 0

  constructor(readonly world: World) {}

  private editable(d: Device): ModelRow[] {
    return [...this.rows.values()].filter((r) => r.device === d.index && r.owner === d.user && !r.deleted)
  }

  async apply(c: Command): Promise<void> {
    const { world } = this
    const d = 'device' in c ? world.devices[c.device] : undefined
    this.log.push(JSON.stringify(c))
    switch (c.kind) {
      case 'insert': {
        if (!d?.user) return
        const values = {
          spark_type: 'manual',
          content: `spark ${++this.counter}`,
          source_type: 'manual',
          source_id: null,
          metadata: {},
          is_favorited: false,
          is_archived: false,
        }
        const row = await d
          .repository('sparks')
          .insert(values)
          .catch(() => null)
        if (row)
          this.rows.set(row.id, {
            id: row.id,
            owner: d.user,
            device: d.index,
            versions: [values],
            deleted: false,
          })
        return
      }
      case 'edit':
      case 'delete': {
        if (!d?.user) return
        const targets = this.editable(d)
        const target = targets[c.pick % Math.max(targets.length, 1)]
        if (!target) return
        if (c.kind === 'delete') {
          const done = await d
            .repository('sparks')
            .remove(target.id)
            .then(() => true)
            .catch(() => false)
          if (done) target.deleted = true
          return
        }
        const last = target.versions.at(-1) ?? {}
        const patch =
          c.field === 'content' ? { content: `edit ${++this.counter}` } : { [c.field]: !last[c.field] }
        const done = await d
          .repository('sparks')
          .update(target.id, patch)
          .then(() => true)
          .catch(() => false)
        if (done) target.versions.push({ ...last, ...patch })
        return
      }
      case 'switch':
        if (d) await d.signIn(c.user < 0 ? null : (USERS[c.user] ?? null))
        return
      case 'offline':
        d?.setOffline(c.offline)
        return
      case 'fault':
        if (c.fault === 'lose-ack') world.server.cue('lose-ack')
        else if (c.fault === 'server-error')
          world.server.cue({ status: 503, code: null, message: 'unavailable' })
        else if (c.fault === 'expired-token') world.server.cue(EXPIRED_TOKEN)
        else world.server.cue(NETWORK_ERROR)
        return
      case 'freeze': {
        const engine = d?.engines[c.tab]
        if (!engine) return
        // Frozen and thawed: it hands the lead over and queues for it again.
        await engine.stop()
        await world.clock.advance(200)
        engine.start()
        return
      }
      case 'elsewhere': {
        // Another device of this member, outside the model's devices, adds a row straight to the server.
        const owner = USERS[c.user] ?? USER_A
        world.server.serverWrite('sparks', {
          id: crypto.randomUUID(),
          user_id: owner,
          spark_type: 'manual',
          content: `elsewhere ${++this.counter}`,
          source_type: 'manual',
          source_id: null,
          metadata: {},
          is_favorited: false,
          is_archived: false,
          created_at: new Date(world.server.clock).toISOString(),
        })
        return
      }
      case 'advance':
        await world.clock.advance(c.ms)
    }
  }

  /** A device whose mirror belongs to member U holds only U's sparks. */
  async sampleLeaks(): Promise<void> {
    for (const d of this.world.devices) {
      const owner = await d.mirrorOwner()
      if (!owner) continue
      const foreign = await d.db
        .mirror('sparks')
        .filter((row) => row.user_id !== owner)
        .count()
      if (foreign > 0)
        this.leaks.push(`device ${d.index} holds ${foreign} sparks of another member while ${owner} owns it`)
    }
  }

  /** Everything heals: networks back, each device's unsent members sign in to send, then a full pull. */
  async quiesce(finalUsers: readonly (string | null)[]): Promise<void> {
    const { world } = this
    for (const d of world.devices) {
      d.setOffline(false)
      for (const engine of d.engines) engine.start()
    }
    await world.heal(61_000)
    for (const d of world.devices) {
      const owners = new Set((await d.db.pending_sync_data.toArray()).map((e) => e.user_id))
      for (const owner of owners) {
        if (!owner) continue
        await d.signIn(owner)
        await world.heal(61_000)
        await world.heal(61_000)
      }
      await d.signIn(finalUsers[d.index] ?? null)
    }
    for (const d of world.devices) d.setOffline(false)
    await world.heal(61_000)
    await world.heal(5_000)
  }

  async findings(): Promise<string[]> {
    const { world } = this
    const problems = [...this.leaks]
    const server = new Map(world.server.rows('sparks').map((row) => [String(row.id), row]))
    for (const row of this.rows.values()) {
      const there = server.get(row.id)
      if (row.deleted) {
        if (there) problems.push(`reverted: ${row.id} deleted, back on the server`)
        continue
      }
      const last = row.versions.at(-1) ?? {}
      if (!there) problems.push(`lost: ${row.id} acknowledged on device ${row.device}, not on the server`)
      else if (Object.entries(last).some(([k, v]) => JSON.stringify(there[k]) !== JSON.stringify(v)))
        problems.push(`reverted: ${row.id} is ${JSON.stringify(there)}, last written ${JSON.stringify(last)}`)
    }
    for (const d of world.devices) {
      if (!d.user) continue
      const expected = [...server.values()].filter((r) => r.user_id === d.user)
      const local = await d.db.mirror('sparks').toArray()
      const failed = new Set((await d.db.pending_sync_data.toArray()).map((e) => e.row_id))
      const localById = new Map(local.map((r) => [r.id, r]))
      for (const row of expected)
        if (!localById.has(String(row.id)) && !failed.has(String(row.id)))
          problems.push(`diverged: device ${d.index} misses ${row.id}`)
      for (const row of local) {
        const there = server.get(row.id)
        if (failed.has(row.id)) continue
        if (!there) problems.push(`diverged: device ${d.index} still holds ${row.id}, gone from the server`)
        else if (there.user_id !== d.user)
          problems.push(`leaked: device ${d.index} holds ${row.id} of ${there.user_id}`)
        else if (JSON.stringify({ ...there }) !== JSON.stringify({ ...there, ...row }))
          problems.push(
            `diverged: device ${d.index} has ${JSON.stringify(row)}, server ${JSON.stringify(there)}`,
          )
      }
      const stuck = (await d.db.pending_sync_data.toArray()).filter((e) => e.user_id === d.user)
      if (stuck.length > 0) problems.push(`lost: device ${d.index} still queues ${JSON.stringify(stuck)}`)
    }
    return problems
  }
}

describe('the sync engine against a model of the server', () => {
  it(
    'loses, reverts, duplicates, leaks and diverges nothing over random sequences of writes, switches and faults',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          layout,
          startUsers,
          fc.array(command, { minLength: 5, maxLength: 40 }),
          async (devices, starts, commands) => {
            const world = new World(devices)
            const run = new Run(world)
            try {
              for (const [index, user] of starts.entries())
                await world.devices[index]?.signIn(user < 0 ? null : (USERS[user] ?? null))
              for (const c of commands) {
                await run.apply(c)
                await run.sampleLeaks()
              }
              await run.quiesce(world.devices.map((d) => d.user))
              const problems = await run.findings()
              if (problems.length > 0)
                throw new Error(`${problems.join('\n')}\nlayout ${JSON.stringify(devices)}`)
            } finally {
              await world.close()
            }
          },
        ),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
      )
    },
    RUNS * 20_000,
  )
})
