import { rowKey } from '../../sync/push/plan.ts'
import type { DeviceSnapshot } from './browser/ops.ts'
import type { Device } from './device.ts'
import type { Member } from './server-view.ts'

const SETTLE_TIMEOUT_MS = 150_000
/** Reading every device's queue and leader state costs a few milliseconds: poll often, not sleep long. */
const POLL_MS = 200
/** Consecutive calm polls that count as settled (a cycle the last write queued has 1 s to start). */
const CALM_POLLS = 3
/**
 * After a full pull the screens may still write on their own (the sparks feed marks itself viewed 1 s
 * after a newer spark shows): a pull round counts as calm only after this many polls, 1.6 s.
 */
const PULL_CALM_POLLS = 8
/** Full-pull rounds before giving up on a server that keeps changing. */
const MAX_PULL_ROUNDS = 4

type LeaderState = { syncing?: boolean } | null

/**
 * Nothing of the signed-in member is waiting: no pending entry, no blob to upload, no cycle running.
 * An entry for a row whose earlier entry failed is not waiting for the network: it stays behind the
 * failure until the member acts (the planner's per-row order), so it counts as settled.
 */
function settled(snapshot: DeviceSnapshot, userId: string): boolean {
  const failed = new Set(
    snapshot.queue.filter((e) => e.status === 'failed').map((e) => rowKey(e.table, e.row_id)),
  )
  const pending = snapshot.queue.filter(
    (e) => e.user_id === userId && e.status === 'pending' && !failed.has(rowKey(e.table, e.row_id)),
  ).length
  const uploads = snapshot.attachments.filter((a) => a.user_id === userId && a.status === 'waiting').length
  return pending === 0 && uploads === 0 && !(snapshot.leaderState as LeaderState)?.syncing
}

/** What a stuck device is printed with: its queue, and who the page, the mirror and the leader think is signed in. */
const stuckView = (s: DeviceSnapshot) => ({
  sessionUser: s.sessionUser,
  mirrorOwner: s.mirrorOwner,
  heldFor: s.heldFor,
  lastSyncTime: s.lastSyncTime,
  leader: s.leaderState,
  leaderEpoch: s.leaderEpoch,
  locks: s.locks,
  queue: s.queue,
  attachments: s.attachments,
})

/** A device that did not settle, printed with where each of its tabs' sync engines stands. */
async function stuckLine(device: Device, snapshot: DeviceSnapshot | null): Promise<string> {
  const engines = await Promise.all(device.liveTabs().map(async (tab) => [tab.name, await tab.engines()]))
  const view = snapshot ? stuckView(snapshot) : { snapshot: 'unreadable' }
  return `${device.name}: ${JSON.stringify({ ...view, engines })}`
}

async function waitUntil(
  devices: Device[],
  done: (device: Device, snapshot: DeviceSnapshot) => boolean,
  calmPolls = CALM_POLLS,
) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS
  let calm = 0
  let stuck: Array<[Device, DeviceSnapshot | null]> = []
  while (Date.now() < deadline) {
    stuck = []
    for (const device of devices) {
      const tab = device.liveTabs()[0]
      if (!tab || !device.user) continue
      const snapshot = await tab.snapshot(false).catch(() => null)
      if (!snapshot || !done(device, snapshot)) stuck.push([device, snapshot])
    }
    calm = stuck.length === 0 ? calm + 1 : 0
    if (calm >= calmPolls) return null
    await new Promise((resume) => setTimeout(resume, POLL_MS))
  }
  const lines = await Promise.all(stuck.map(([device, snapshot]) => stuckLine(device, snapshot)))
  return lines.join('; ')
}

/**
 * Heals the run and waits until every device has sent everything of its member and pulled once more in
 * full: a shared device with other members' unsent changes gets each of them back in turn (as the
 * product asks: "Sign in with that account to send them"), a device the server signed out gets its member back,
 * then every device goes offline and online again —
 * until a whole round of full pulls passes with no write reaching the server (`writes()`, the proxy's
 * count), so no device's last pull can predate another device's last write.
 */
export async function quiesce(
  devices: Device[],
  members: Map<string, Member>,
  writes: () => number,
  /** Told each step as it starts: what a run stopped by its time limit was waiting for. */
  step: (doing: string) => void = () => {},
): Promise<string> {
  const started = Date.now()
  for (const device of devices) {
    step(`${device.name}: resuming frozen tabs`)
    for (const tab of device.tabs) if (tab.frozen) await tab.resume()
    step(`${device.name}: back online`)
    if (device.offline) await device.setOffline(false)
    const tab = device.liveTabs()[0]
    step(`${device.name}: reading who is signed in`)
    const snapshot = tab ? await tab.snapshot(false).catch(() => null) : null
    const held = (snapshot?.heldFor ?? null) as { userId?: string } | null
    const owner = held?.userId ? members.get(held.userId) : undefined
    // The member whose changes wait here; also the device's own member when the server ended its
    // session (a refresh refused for good signs the page out, and a person signs in again).
    const wanted = owner ?? device.user
    let signedIn = snapshot?.sessionUser ?? null
    // A shared device keeps every signed-out member's unsent changes, though it names only the last
    // one: each of the others signs in there once, as they would in person, and their changes go.
    const keptFor = new Set(
      (snapshot?.queue ?? []).flatMap((e) => (e.status === 'pending' && e.user_id ? [e.user_id] : [])),
    )
    for (const userId of keptFor) {
      const member = members.get(userId)
      if (!tab || !member || member.id === wanted?.id) continue
      if (member.id !== signedIn) {
        step(`${device.name}: signing ${member.email} in to send the changes kept for them`)
        if (signedIn) await device.signOut(tab)
        await device.signInWithForm(tab, member)
        signedIn = member.id
      }
      const unsent = await waitUntil([device], (_, s) => settled(s, member.id))
      if (unsent) return `quiescence: the changes kept for ${member.email} NOT sent: ${unsent}`
    }
    if (tab && snapshot && wanted && wanted.id !== signedIn) {
      step(`${device.name}: signing ${wanted.email} in again`)
      if (signedIn) await device.signOut(tab)
      await device.signInWithForm(tab, wanted)
    }
  }
  step('waiting for every queue to drain')
  const drained = await waitUntil(devices, (device, s) => settled(s, device.user?.id ?? ''))
  if (drained) return `quiescence: NOT drained after ${SETTLE_TIMEOUT_MS / 1000} s: ${drained}`
  const drainedAt = ((Date.now() - started) / 1000).toFixed(1)
  for (let round = 1; ; round++) {
    const writesBefore = writes()
    const marks = new Map<Device, string | null>()
    for (const device of devices) {
      const tab = device.liveTabs()[0]
      step(`pull round ${round}: ${device.name} offline and online`)
      marks.set(device, tab ? ((await tab.snapshot(false)).lastSyncTime ?? null) : null)
      await device.setOffline(true)
      await device.setOffline(false)
    }
    step(`pull round ${round}: waiting for a full pull everywhere`)
    const pulled = await waitUntil(
      devices,
      (device, s) =>
        settled(s, device.user?.id ?? '') && s.lastSyncTime !== null && s.lastSyncTime !== marks.get(device),
      PULL_CALM_POLLS,
    )
    const took = ((Date.now() - started) / 1000).toFixed(1)
    if (pulled) return `quiescence: no full pull after ${took} s: ${pulled}`
    const changed = writes() - writesBefore
    if (changed === 0)
      return `quiescence reached in ${took} s (queues drained at ${drainedAt} s, ${round} pull round${round > 1 ? 's' : ''})`
    if (round >= MAX_PULL_ROUNDS)
      return `quiescence: the server still changed (${changed} writes) during pull round ${round}, after ${took} s`
  }
}
