import fc from 'fast-check'
import { describe, it } from 'vitest'
import type { RowData } from '../../../sync/protocol.ts'
import { EXPIRED_TOKEN, NETWORK_ERROR } from '../sync/support/fake-remote.ts'
import { USER_A } from '../sync/support/fixtures.ts'
import { type Device, OUTAGE, STAFF, USERS, World } from './support/world.ts'

/**
 * The sync engine alone, against a fake server that knows who is asking (owner-only rows, a staff
 * reader), refuses another user's rows, loses acknowledgements, expires tokens, black-holes requests and
 * goes down for minutes: random sequences of members' writes from any of their devices (phones and
 * desktops editing and deleting the same rows, with clocks 10 minutes off), user switches on shared
 * devices (also while a request hangs), network changes, server faults and frozen tabs. After
 * everything heals: each row is on the server as its latest edits made it, field by field (the edit
 * made last by the clocks the devices stamped, however late it arrived), deletes are gone everywhere,
 * nothing is refused, each device mirrors exactly what its member may see (sparks are in no staff scope:
 * the staff device holds only its own), and no device ever held another member's sparks. CHAOS_UNIT_RUNS raises the number of sequences.
 */
const RUNS = Number(process.env.CHAOS_UNIT_RUNS ?? 15)
const SEED = process.env.CHAOS_UNIT_SEED === undefined ? undefined : Number(process.env.CHAOS_UNIT_SEED)
/** With the seed, replays the one sequence fast-check's failure report names (its `path`). */
const PATH = process.env.CHAOS_UNIT_PATH

type Command =
  | { kind: 'insert'; device: number }
  | { kind: 'edit'; device: number; pick: number; field: 'content' | 'is_favorited' | 'is_archived' }
  | { kind: 'delete'; device: number; pick: number }
  /** Two devices of one member edit one field of the same row, the first one offline (a phone in a dead spot). */
  | {
      kind: 'race'
      device: number
      other: number
      pick: number
      field: 'content' | 'is_favorited' | 'is_archived'
    }
  | { kind: 'switch'; device: number; user: number }
  | { kind: 'offline'; device: number; offline: boolean }
  | { kind: 'fault'; fault: 'lose-ack' | 'server-error' | 'expired-token' | 'network' | 'black-hole' }
  | { kind: 'outage'; ms: number }
  | { kind: 'freeze'; device: number; tab: number }
  | { kind: 'elsewhere'; user: number }
  | { kind: 'advance'; ms: number }

const device = fc.integer({ min: 0, max: 3 })
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('insert' as const), device }) },
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      device,
      pick: fc.nat(),
      field: fc.constantFrom('content' as const, 'is_favorited' as const, 'is_archived' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), device, pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('race' as const),
      device,
      other: device,
      pick: fc.nat(),
      field: fc.constantFrom('content' as const, 'is_favorited' as const, 'is_archived' as const),
    }),
  },
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
        'black-hole' as const,
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('freeze' as const), device, tab: fc.nat({ max: 1 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('elsewhere' as const), user: fc.nat({ max: 1 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('outage' as const),
      ms: fc.integer({ min: 120_000, max: 300_000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 3_000 }) }),
  },
)

// Three members' devices (a phone and a desktop of one member, say) and a staff device, whose scopes
// (the members it works with) carry their profiles, sessions and boards but never their sparks.
const layout = fc.array(
  fc.record({
    tabs: fc.integer({ min: 1, max: 2 }),
    // A device whose clock runs ahead of the server's, or behind it.
    skewMs: fc.constantFrom(0, 0, 600_000, -600_000),
  }),
  { minLength: 4, maxLength: 4 },
)
// Mostly one member on several devices (a phone and a desktop), so their edits meet on the same rows.
const startUsers = fc.array(fc.constantFrom<number>(0, 0, 0, 1, -1), { minLength: 3, maxLength: 3 })

/** One write to a row's fields and when it was made (its queue entry's clock, or the server's). */
type Version = { hlc: string; patch: RowData }
type ModelRow = { id: string; owner: string; versions: Version[]; deleted: boolean }

/** The row as its edits make it: each field from the edit made last. */
function expectedFields(row: ModelRow): RowData {
  const fields: Record<string, { hlc: string; value: unknown }> = {}
  for (const { hlc, patch } of row.versions)
    for (const [key, value] of Object.entries(patch))
      if (!fields[key] || hlc > (fields[key]?.hlc ?? '')) fields[key] = { hlc, value }
  return Object.fromEntries(Object.entries(fields).map(([key, { value }]) => [key, value]))
}

const STAFF_DEVICE = 3

class Run {
  readonly rows = new Map<string, ModelRow>()
  readonly leaks: string[] = []
  readonly log: string[] = []
  private counter = 0

  constructor(readonly world: World) {}

  /** The rows a device shows its member: what it may edit or delete. */
  private async editable(d: Device): Promise<ModelRow[]> {
    const local = new Set((await d.db.mirror('sparks').toCollection().primaryKeys()).map(String))
    return [...this.rows.values()].filter((r) => r.owner === d.user && !r.deleted && local.has(r.id))
  }

  /** The clock of the entry a write just queued on `d` for `id`, or null when it queued nothing. */
  private async queuedClock(d: Device, id: string, before: number): Promise<string | null> {
    const last = await d.db.pending_sync_data.where('[table+row_id]').equals(['sparks', id]).last()
    return last && (last.seq ?? 0) > before && last.hlc ? last.hlc : null
  }

  private async lastSeq(d: Device): Promise<number> {
    return (await d.db.pending_sync_data.orderBy('seq').last())?.seq ?? 0
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
        const before = await this.lastSeq(d)
        const row = await d
          .repository()
          .insert(values)
          .catch(() => null)
        const hlc = row ? await this.queuedClock(d, row.id, before) : null
        if (row && hlc)
          this.rows.set(row.id, {
            id: row.id,
            owner: d.user,
            versions: [{ hlc, patch: values }],
            deleted: false,
          })
        return
      }
      case 'edit':
      case 'delete': {
        if (!d?.user) return
        const targets = await this.editable(d)
        const target = targets[c.pick % Math.max(targets.length, 1)]
        if (!target) return
        if (c.kind === 'delete') {
          const done = await d
            .repository()
            .remove(target.id)
            .then(() => true)
            .catch(() => false)
          if (done) target.deleted = true
          return
        }
        const shown = (await d.db.mirror('sparks').get(target.id)) as RowData | undefined
        const patch =
          c.field === 'content' ? { content: `edit ${++this.counter}` } : { [c.field]: !shown?.[c.field] }
        const before = await this.lastSeq(d)
        const done = await d
          .repository()
          .update(target.id, patch)
          .then(() => true)
          .catch(() => false)
        const hlc = done ? await this.queuedClock(d, target.id, before) : null
        if (hlc) target.versions.push({ hlc, patch })
        return
      }
      case 'race': {
        // Both devices hold the row (made here if need be), then one edits it offline while the
        // other edits the same field online; the offline one's change arrives last.
        const other = world.devices[c.other]
        if (!d?.user || !other || other === d || other.user !== d.user) return
        if ((await this.editable(d)).length === 0) await this.apply({ kind: 'insert', device: c.device })
        await world.clock.advance(2_000)
        await world.clock.advance(2_000)
        const mine = await this.editable(d)
        const target = mine[c.pick % Math.max(mine.length, 1)]
        const theirs = await this.editable(other)
        const index = target ? theirs.findIndex((r) => r.id === target.id) : -1
        if (index < 0) return
        d.setOffline(true)
        await this.apply({
          kind: 'edit',
          device: c.device,
          pick: mine.indexOf(target as ModelRow),
          field: c.field,
        })
        await world.clock.advance(1_000)
        await this.apply({ kind: 'edit', device: c.other, pick: index, field: c.field })
        await world.clock.advance(3_000)
        d.setOffline(false)
        return
      }
      case 'switch':
        if (d && c.device !== STAFF_DEVICE) await d.signIn(c.user < 0 ? null : (USERS[c.user] ?? null))
        return
      case 'offline':
        d?.setOffline(c.offline)
        return
      case 'fault':
        if (c.fault === 'lose-ack') world.server.cue('lose-ack')
        else if (c.fault === 'server-error') world.server.cue(OUTAGE)
        else if (c.fault === 'expired-token') world.server.cue(EXPIRED_TOKEN)
        else if (c.fault === 'black-hole') world.blackHoleNext()
        else world.server.cue(NETWORK_ERROR)
        return
      case 'outage':
        world.outageUntil = world.clock.now() + c.ms
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
        const values = {
          spark_type: 'manual',
          content: `elsewhere ${++this.counter}`,
          source_type: 'manual',
          source_id: null,
          metadata: {},
          is_favorited: false,
          is_archived: false,
        }
        const id = crypto.randomUUID()
        world.serverNow()
        const stored = world.server.serverWrite('sparks', {
          id,
          user_id: owner,
          ...values,
          created_at: new Date(world.server.clock).toISOString(),
        })
        const hlc = String((stored.sync_clock as Record<string, string>)['*'])
        this.rows.set(id, { id, owner, versions: [{ hlc, patch: values }], deleted: false })
        return
      }
      case 'advance':
        await world.clock.advance(c.ms)
    }
  }

  /** A device whose mirror belongs to U holds only U's sparks, staff included. */
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

  /**
   * Everything heals: held requests reach the server (late), the outage ends, networks are back, each
   * device's unsent members sign in to send, then a full pull.
   */
  async quiesce(finalUsers: readonly (string | null)[]): Promise<void> {
    const { world } = this
    world.releaseHeld()
    world.outageUntil = 0
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
    const contents = world.server.rows('sparks').map((row) => String(row.content))
    if (new Set(contents).size !== contents.length) problems.push(`duplicated: ${contents.sort().join(', ')}`)
    for (const row of this.rows.values()) {
      const there = server.get(row.id)
      if (row.deleted) {
        if (there) problems.push(`reverted: ${row.id} deleted, back on the server`)
        continue
      }
      if (!there) {
        // A delete from a device outside the model cannot happen; a row gone is a row lost.
        problems.push(`lost: ${row.id} acknowledged, not on the server`)
        continue
      }
      const expected = expectedFields(row)
      if (Object.entries(expected).some(([k, v]) => JSON.stringify(there[k]) !== JSON.stringify(v)))
        problems.push(
          `reverted: ${row.id} is ${JSON.stringify(there)}, its latest edits make ${JSON.stringify(expected)}`,
        )
    }
    for (const d of world.devices) {
      const queue = await d.db.pending_sync_data.toArray()
      const refused = queue.filter((e) => e.status === 'failed')
      if (refused.length > 0) problems.push(`refused: device ${d.index} has ${JSON.stringify(refused)}`)
      if (!d.user) continue
      const expected = [...server.values()].filter((r) => r.user_id === d.user)
      const local = await d.db.mirror('sparks').toArray()
      const localById = new Map(local.map((r) => [r.id, r]))
      for (const row of expected)
        if (!localById.has(String(row.id))) problems.push(`diverged: device ${d.index} misses ${row.id}`)
      for (const row of local) {
        const there = server.get(row.id)
        if (!there) problems.push(`diverged: device ${d.index} still holds ${row.id}, gone from the server`)
        else if (there.user_id !== d.user)
          problems.push(`leaked: device ${d.index} holds ${row.id} of ${there.user_id}`)
        else if (JSON.stringify({ ...there }) !== JSON.stringify({ ...there, ...row }))
          problems.push(
            `diverged: device ${d.index} has ${JSON.stringify(row)}, server ${JSON.stringify(there)}`,
          )
      }
      const stuck = queue.filter((e) => e.user_id === d.user)
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
          fc.array(command, { minLength: 10, maxLength: 80, size: 'max' }),
          async (devices, starts, commands) => {
            const world = new World(devices)
            const run = new Run(world)
            try {
              for (const [index, user] of starts.entries())
                await world.devices[index]?.signIn(user < 0 ? null : (USERS[user] ?? null))
              await world.devices[STAFF_DEVICE]?.signIn(STAFF)
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
        {
          numRuns: RUNS,
          ...(SEED === undefined ? {} : { seed: SEED }),
          ...(PATH === undefined ? {} : { path: PATH }),
          endOnFailure: true,
        },
      )
    },
    RUNS * 20_000,
  )
})
