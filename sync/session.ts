import type { JulDatabase } from './db/database.ts'
import { ATTACHMENT_STATUS, KV } from './db/records.ts'
import type { HeldEntries } from './status.ts'
import { TABLES } from './tables.ts'

/** Shown while a signed-out account still has changes on this device that were never sent. */
export const HELD_ENTRIES_WARNING =
  'Some changes made on this device by a signed-out account have not been synced yet. Sign in with that account to send them.'

/** Every store a session change touches, so the change is one transaction. */
const SESSION_STORES = [...TABLES.map((t) => t.name), 'sync_state', 'kv', 'attachments', 'pending_sync_data']

/** What is known about the previous owner only: sync times (scopes and cursors live in sync_state). */
const OWNER_KEYS = [KV.lastSyncTime, KV.firstPullDoneFor]

/**
 * Entries belong to the user who made them. When someone else (or nobody) is signed in, the previous
 * owner's mirror is cleared — unless nobody signed in and their queue still holds entries: then it is
 * kept with a warning so those changes are not lost (DESIGN: sign-out). Another account never sees
 * the previous rows.
 *
 * One transaction, and `mirror_owner` is rewritten (null when signed out), never just deleted: a pull
 * of the previous user applies only while the marker names that user (`fence.ts`), so nothing of
 * theirs can land after the clear. The engine also stops that user's cycle before calling this.
 */
export async function applySessionChange(db: JulDatabase, userId: string | null): Promise<void> {
  await db.transaction('rw', SESSION_STORES, async () => {
    const marker = await db.kv.get(KV.mirrorOwner)
    const owner = (marker?.value as string | null | undefined) ?? null
    const held = (await db.kv.get(KV.heldForUser))?.value as HeldEntries | undefined
    if (marker && owner === userId) {
      if (held?.userId === userId) await db.kv.delete(KV.heldForUser)
      return
    }
    const unsent = owner ? await db.pending_sync_data.where('user_id').equals(owner).count() : 0
    if (owner && unsent > 0) {
      await db.kv.put({ key: KV.heldForUser, value: { userId: owner, count: unsent } satisfies HeldEntries })
      // Nobody signed in: keep the owner's rows next to their unsent changes.
      if (userId === null) return
    }
    await Promise.all(TABLES.map((t) => db.table(t.name).clear()))
    await db.sync_state.clear()
    await db.attachments.where('status').equals(ATTACHMENT_STATUS.uploaded).delete()
    await db.kv.bulkDelete(OWNER_KEYS)
    await db.kv.put({ key: KV.mirrorOwner, value: userId })
    if (held?.userId === userId) await db.kv.delete(KV.heldForUser)
  })
}

/** After a drain: if the signed-out owner's entries are all gone now, finish their sign-out. */
export async function finishHeldSignOut(db: JulDatabase, currentUserId: string | null): Promise<void> {
  const held = (await db.kv.get(KV.heldForUser))?.value as HeldEntries | undefined
  if (!held || held.userId === currentUserId) return
  const unsent = await db.pending_sync_data.where('user_id').equals(held.userId).count()
  if (unsent === 0) await db.kv.delete(KV.heldForUser)
  else if (unsent !== held.count) await db.kv.put({ key: KV.heldForUser, value: { ...held, count: unsent } })
}
