import type { JulDatabase } from './db/database.ts'
import { KV } from './db/records.ts'

/**
 * What one cycle may write under: the leader epoch it started with and the user it syncs for. A cycle
 * writes (sends a batch, applies a pulled page, moves a cursor) only while both still hold and it was
 * not aborted (session change, stop). Checked inside the write's own transaction where it can be.
 */
export type Fence = {
  readonly epoch: number
  /** The user whose rows this cycle pulls and whose entries it sends; null: signed out (outbox only). */
  readonly userId: string | null
  aborted(): boolean
}

export class FencedError extends Error {
  override readonly name = 'FencedError'
  constructor() {
    super('This cycle was superseded (another leader, another user, or the engine stopped)')
  }
}

/** Inside a transaction over `kv`: may this cycle still write? */
export async function fenceHolds(db: JulDatabase, fence: Fence): Promise<boolean> {
  if (fence.aborted()) return false
  const [epoch, owner] = await Promise.all([db.kv.get(KV.leaderEpoch), db.kv.get(KV.mirrorOwner)])
  if (epoch?.value !== fence.epoch) return false
  return fence.userId === null || owner?.value === fence.userId
}

/** Throws `FencedError` (aborting the surrounding transaction) when the fence no longer holds. */
export async function assertFence(db: JulDatabase, fence: Fence): Promise<void> {
  if (!(await fenceHolds(db, fence))) throw new FencedError()
}

/** Takes the lead: raises the shared epoch and answers this leader's value. */
export function raiseEpoch(db: JulDatabase): Promise<number> {
  return db.transaction('rw', db.kv, async () => {
    const next = Number((await db.kv.get(KV.leaderEpoch))?.value ?? 0) + 1
    await db.kv.put({ key: KV.leaderEpoch, value: next })
    return next
  })
}
