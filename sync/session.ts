import type { JulDatabase } from './db/database.ts'
import { KV } from './db/records.ts'
import type { HeldEntries } from './status.ts'
import { TABLES } from './tables.ts'

/** Shown while a signed-out account still has changes on this device that were never sent. */
export const HELD_ENTRIES_WARNING =
  'Some changes made on this device by a signed-out account have not been synced yet. Sign in with that account to send them.'

const kvGet = async <T>(db: JulDatabase, key: string): Promise<T | undefined> =>
  (await db.kv.get(key))?.value as T | undefined

/** Removes every mirrored row and cursor; queue entries (and blobs they still need) stay. */
export async function clearMirror(db: JulDatabase): Promise<void> {
  const stores = [...TABLES.map((t) => t.name), 'sync_state', 'kv', 'attachments']
  await db.transaction('rw', stores, async () => {
    await Promise.all(TABLES.map((t) => db.table(t.name).clear()))
    await db.sync_state.clear()
    await db.attachments.where('status').equals('uploaded').delete()
    await db.kv.bulkDelete([KV.mirrorOwner, KV.lastSyncTime, KV.firstPullDoneFor])
  })
}

/**
 * Entries belong to the user who made them. When nobody (or someone else) is signed in, the previous
 * owner's mirror is cleared once their queue is empty; while it is not, it is kept with a warning so
 * those changes are not lost (DESIGN: sign-out). Another account never sees the previous rows.
 */
export async function applySessionChange(db: JulDatabase, userId: string | null): Promise<void> {
  const owner = await kvGet<string>(db, KV.mirrorOwner)
  if (owner && owner !== userId) {
    const unsent = await db.pending_sync_data.where('user_id').equals(owner).count()
    if (unsent > 0 && userId === null) {
      await db.kv.put({ key: KV.heldForUser, value: { userId: owner, count: unsent } satisfies HeldEntries })
      return
    }
    await clearMirror(db)
    if (unsent > 0)
      await db.kv.put({ key: KV.heldForUser, value: { userId: owner, count: unsent } satisfies HeldEntries })
  }
  const held = await kvGet<HeldEntries>(db, KV.heldForUser)
  if (held && held.userId === userId) await db.kv.delete(KV.heldForUser)
  if (userId && owner !== userId) await db.kv.put({ key: KV.mirrorOwner, value: userId })
}

/** After a drain: if the signed-out owner's entries are all gone now, finish their sign-out. */
export async function finishHeldSignOut(db: JulDatabase, currentUserId: string | null): Promise<void> {
  const held = await kvGet<HeldEntries>(db, KV.heldForUser)
  if (!held || held.userId === currentUserId) return
  const unsent = await db.pending_sync_data.where('user_id').equals(held.userId).count()
  if (unsent === 0) await db.kv.delete(KV.heldForUser)
  else if (unsent !== held.count) await db.kv.put({ key: KV.heldForUser, value: { ...held, count: unsent } })
}
