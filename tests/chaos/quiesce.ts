import type { DeviceSnapshot } from './browser/ops.ts'
import type { Device } from './device.ts'
import type { Member } from './server-view.ts'

const SETTLE_TIMEOUT_MS = 150_000
/** Reading every device's queue and leader state costs a few milliseconds: poll often, not sleep long. */
const POLL_MS = 200
/** Consecutive calm polls that count as settled (a cycle the last write queued has 1 s to start). */
const CALM_POLLS = 3

type LeaderState = { syncing?: boolean } | null

/** Nothing of the signed-in member is waiting: no pending entry, no blob to upload, no cycle running. */
function settled(snapshot: DeviceSnapshot, userId: string): boolean {
  const pending = snapshot.queue.filter((e) => e.user_id === userId && e.status === 'pending').length
  const uploads = snapshot.attachments.filter((a) => a.user_id === userId && a.status === 'waiting').length
  return pending === 0 && uploads === 0 && !(snapshot.leaderState as LeaderState)?.syncing
}

async function waitUntil(devices: Device[], done: (device: Device, snapshot: DeviceSnapshot) => boolean) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS
  let calm = 0
  const stuck: string[] = []
  while (Date.now() < deadline) {
    stuck.length = 0
    for (const device of devices) {
      const tab = device.liveTabs()[0]
      if (!tab || !device.user) continue
      const snapshot = await tab.snapshot(false).catch(() => null)
      if (!snapshot || !done(device, snapshot))
        stuck.push(
          `${device.name}: ${snapshot ? JSON.stringify({ queue: snapshot.queue, attachments: snapshot.attachments, leader: snapshot.leaderState, locks: snapshot.locks }) : 'unreadable'}`,
        )
    }
    calm = stuck.length === 0 ? calm + 1 : 0
    if (calm >= CALM_POLLS) return null
    await new Promise((resume) => setTimeout(resume, POLL_MS))
  }
  return stuck.join('; ')
}

/**
 * Heals the run and waits until every device has sent everything of its member and pulled once more in
 * full: a shared device with another member's unsent changes gets that member back (as the product
 * asks: "Sign in with that account to send them"), then every device goes offline and online again.
 */
export async function quiesce(devices: Device[], members: Map<string, Member>): Promise<string> {
  const started = Date.now()
  for (const device of devices) {
    for (const tab of device.tabs) if (tab.frozen) await tab.resume()
    if (device.offline) await device.setOffline(false)
    const tab = device.liveTabs()[0]
    const snapshot = tab ? await tab.snapshot(false).catch(() => null) : null
    const held = (snapshot?.heldFor ?? null) as { userId?: string } | null
    const owner = held?.userId ? members.get(held.userId) : undefined
    if (tab && owner && owner.id !== device.user?.id) {
      if (device.user) await device.signOut(tab)
      await device.signInWithForm(tab, owner)
    }
  }
  const drained = await waitUntil(devices, (device, s) => settled(s, device.user?.id ?? ''))
  if (drained) return `quiescence: NOT drained after ${SETTLE_TIMEOUT_MS / 1000} s: ${drained}`
  const drainedAt = ((Date.now() - started) / 1000).toFixed(1)
  const marks = new Map<Device, string | null>()
  for (const device of devices) {
    const tab = device.liveTabs()[0]
    marks.set(device, tab ? ((await tab.snapshot(false)).lastSyncTime ?? null) : null)
    await device.setOffline(true)
    await device.setOffline(false)
  }
  const pulled = await waitUntil(
    devices,
    (device, s) =>
      settled(s, device.user?.id ?? '') && s.lastSyncTime !== null && s.lastSyncTime !== marks.get(device),
  )
  const took = ((Date.now() - started) / 1000).toFixed(1)
  return pulled
    ? `quiescence: no full pull after ${took} s: ${pulled}`
    : `quiescence reached in ${took} s (queues drained at ${drainedAt} s)`
}
