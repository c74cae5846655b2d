import { ENTRY_STATUS, type QueueEntry } from '../../protocol.ts'
import { v3 } from './v3.ts'
import type { DexieVersion } from './version.ts'

/**
 * Builds before the server ledger parked an entry as failed after five unanswered or 5xx sends, so an
 * outage could leave changes in "refused" waiting for a click. Those go back to waiting: sent again
 * through `sync_push`, they land, or come back refused for a reason of their own. Real refusals were
 * marked on their first answer, so fewer than five attempts.
 */
export const PARKED_BY_OLD_BUILDS_AFTER = 5

export const v4: DexieVersion = {
  version: 4,
  stores: v3.stores,
  async upgrade(tx) {
    await tx
      .table<QueueEntry, number>('pending_sync_data')
      .filter((entry) => entry.status === ENTRY_STATUS.failed && entry.attempts >= PARKED_BY_OLD_BUILDS_AFTER)
      .modify({ status: ENTRY_STATUS.pending, error: null, attempts: 0 })
  },
}
