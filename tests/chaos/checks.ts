import { inScope } from '../../sync/pull/scopes.ts'
import { TABLES } from '../../sync/tables.ts'
import type { DeviceSnapshot } from './browser/ops.ts'
import type { Device } from './device.ts'
import { carries, type EffectiveClocks, latest, type Model, sameValue } from './model.ts'
import {
  type Member,
  rowsMarked,
  rowsVisibleTo,
  type ServerView,
  serverRows,
  storedObject,
  visibleIds,
} from './server-view.ts'

/** The five figures the issue asks for (all must be 0), and what each one was about. */
export type Findings = {
  lost: number
  duplicated: number
  reverted: number
  leaked: number
  diverged: number
  problems: string[]
}

/** Rows already shown to be visible to a member: a leak sample only asks the server about new ones. */
const verified = new Set<string>()

/**
 * "No user ever held another user's rows": every row a device holds while its mirror belongs to member
 * U must be one U may select, unless the row is gone from the server (a delete on its way).
 */
export async function sampleLeaks(view: ServerView, devices: Device[], members: Map<string, Member>) {
  const found = await Promise.all(devices.map((device) => sampleDevice(view, device, members)))
  return found.flat()
}

/**
 * Before a tier change: every row of the tier-gated tables the member may read now counts as seen by
 * them. A device holds such rows until it hears of the change, and a pull answered just before the
 * change may be written just after the sample that precedes it; the check after quiescence still
 * requires them gone.
 */
export async function noteGatedRowsVisible(member: Member) {
  for (const spec of TABLES.filter((t) => t.tierGated))
    for (const row of await rowsVisibleTo(member, spec.name))
      verified.add(`${member.id}/${spec.name}/${row[spec.primaryKey]}`)
}

/** One device's sample; the devices are sampled side by side (the step's pause is not theirs). */
async function sampleDevice(view: ServerView, device: Device, members: Map<string, Member>) {
  const found: string[] = []
  const tab = device.liveTabs()[0]
  if (!tab) return found
  const held = await tab.foreign().catch(() => null)
  const owner = held?.mirrorOwner ? members.get(held.mirrorOwner) : undefined
  if (!held || !owner) return found
  const unverified = held.rows.filter((r) => !verified.has(`${owner.id}/${r.table}/${r.id}`))
  for (const table of new Set(unverified.map((r) => r.table))) {
    const key = TABLES.find((t) => t.name === table)?.primaryKey ?? 'id'
    const ids = unverified.filter((r) => r.table === table).map((r) => r.id)
    const visible = await visibleIds(owner, table, key, ids)
    for (const id of visible) verified.add(`${owner.id}/${table}/${id}`)
    const hidden = ids.filter((id) => !visible.has(id))
    if (hidden.length === 0) continue
    for (const row of await serverRows(view, table, key, hidden))
      found.push(`${device.name}: ${table} ${row[key]} held while ${owner.email} owns the mirror`)
  }
  return found
}

/**
 * After quiescence: every device against the server, and the server against the model. A device's copy
 * must equal the server for the rows of the run's own members (and the reference tables): other clients
 * of a shared test server (the e2e suite's other files) may be writing their own rows meanwhile, which a
 * device sees a moment later. Every held row, whoever owns it, must still be one its member may see.
 */
export async function checkRun(
  view: ServerView,
  devices: Device[],
  model: Model,
  sampledLeaks: string[],
  runMembers: ReadonlySet<string>,
  /** The clocks the server gave the writes (a fast device's cut back, a device's own kept in order). */
  clocks?: EffectiveClocks,
): Promise<Findings> {
  const findings: Findings = { lost: 0, duplicated: 0, reverted: 0, leaked: 0, diverged: 0, problems: [] }
  const problem = (kind: Exclude<keyof Findings, 'problems'>, text: string) => {
    findings[kind]++
    findings.problems.push(`${kind}: ${text}`)
  }
  for (const leak of new Set(sampledLeaks)) problem('leaked', leak)

  const queues: DeviceSnapshot[] = []
  for (const device of devices) {
    const tab = device.liveTabs()[0]
    if (!tab || !device.user) continue
    const snapshot = await tab.snapshot(true)
    queues.push(snapshot)
    if (snapshot.sessionUser !== device.user.id)
      problem(
        'diverged',
        `${device.name}: signed in as ${snapshot.sessionUser}, expected ${device.user.email}`,
      )
    await compareDevice(view, device.name, snapshot, device.user, runMembers, problem)
  }
  await compareModel(view, model, queues, problem, clocks)
  return findings
}

type Problem = (kind: Exclude<keyof Findings, 'problems'>, text: string) => void

async function compareDevice(
  view: ServerView,
  name: string,
  snapshot: DeviceSnapshot,
  user: Member,
  runMembers: ReadonlySet<string>,
  problem: Problem,
) {
  const queued = new Set(snapshot.queue.map((e) => `${e.table}/${e.row_id}`))
  // A device holds its member's scopes, not all RLS shows them (staff: their caseload, not every member).
  const listed = await user.client.rpc('sync_my_scopes')
  if (listed.error) throw new Error(`sync_my_scopes as ${user.email}: ${listed.error.message}`)
  const scopes = (listed.data ?? []) as string[]
  const synced = (table: string, row: Record<string, unknown>) =>
    scopes.some((scope) => inScope(scope, table, row, user.id))
  for (const spec of TABLES) {
    const key = spec.primaryKey
    const owner = spec.owner
    const ours = (row: Record<string, unknown>) => owner === null || runMembers.has(String(row[owner]))
    const server = new Map((await rowsVisibleTo(user, spec.name)).map((row) => [String(row[key]), row]))
    const local = new Map((snapshot.tables[spec.name] ?? []).map((row) => [String(row[key]), row]))
    for (const [id, row] of local) {
      if (queued.has(`${spec.name}/${id}`)) continue
      const there = server.get(id)
      if (there) {
        if (ours(there) && !sameValue(there, row))
          problem(
            'diverged',
            `${name}: ${spec.name} ${id} differs: device ${JSON.stringify(row)} server ${JSON.stringify(there)}`,
          )
        continue
      }
      const exists = (await serverRows(view, spec.name, key, [id])).length > 0
      if (exists) problem('leaked', `${name}: holds ${spec.name} ${id}, which ${user.email} may not see`)
      else if (ours(row))
        problem('diverged', `${name}: still holds ${spec.name} ${id}, deleted on the server`)
    }
    for (const [id, row] of server)
      if (ours(row) && synced(spec.name, row) && !local.has(id) && !queued.has(`${spec.name}/${id}`))
        problem('diverged', `${name}: misses ${spec.name} ${id} of ${user.email}'s scopes`)
  }
}

async function compareModel(
  view: ServerView,
  model: Model,
  devices: DeviceSnapshot[],
  problem: Problem,
  clocks: EffectiveClocks | undefined,
) {
  const failed = new Set(
    devices.flatMap((d) => d.queue.filter((e) => e.status === 'failed').map((e) => `${e.table}/${e.row_id}`)),
  )
  const stillQueued = new Set(devices.flatMap((d) => d.queue.map((e) => `${e.table}/${e.row_id}`)))
  for (const row of model.rows.values()) {
    const spec = TABLES.find((t) => t.name === row.table)
    const key = spec?.primaryKey ?? 'id'
    const onServer = await serverRows(view, row.table, key, [row.id])
    const where = `${row.table} ${row.id} (${row.device})`
    if (row.deleted) {
      if (onServer.length > 0) problem('reverted', `${where} was deleted and is back on the server`)
      continue
    }
    if (row.mark) {
      const copies = (await rowsMarked(view, row.table, row.mark.column, row.mark.value)).filter((r) =>
        String(r[row.mark?.column ?? '']).startsWith(row.mark?.value ?? ''),
      )
      if (copies.length > 1) problem('duplicated', `${where}: ${copies.length} rows carry ${row.mark.value}`)
    }
    const last = latest(row, clocks)
    const there = onServer[0]
    if (!there) {
      if (row.mayBeRefused && failed.has(`${row.table}/${row.id}`)) continue
      const why = stillQueued.has(`${row.table}/${row.id}`) ? 'still queued' : 'and not on any device queue'
      problem('lost', `${where} acknowledged, not on the server, ${why}`)
      continue
    }
    if (!carries(there, last)) {
      // A field holding a value an earlier write gave it: a later write was undone.
      const undone = Object.keys(last).some(
        (column) =>
          !sameValue(there[column], last[column]) &&
          row.versions.some((v) => column in v.values && sameValue(there[column], v.values[column])),
      )
      problem(
        undone ? 'reverted' : 'diverged',
        `${where}: server ${JSON.stringify(there)}, its latest writes make ${JSON.stringify(last)} (${row.versions
          .map(
            (v) =>
              `${v.device} ${v.hlc} (counted as ${clocks?.of(v.hlc) ?? v.hlc}) ${JSON.stringify(v.values)}`,
          )
          .join('; ')})`,
      )
    }
    if (row.file && !(await storedObject(view, row.file.bucket, row.file.path)))
      problem('lost', `${where}: its file ${row.file.bucket}/${row.file.path} never reached storage`)
  }
}
