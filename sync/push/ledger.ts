import type { JulDatabase } from '../db/database.ts'
import { KV } from '../db/records.ts'
import { type Fence, fenceHolds } from '../fence.ts'
import { legacyHlc } from '../hlc.ts'
import { ENTRY_STATUS, type PushEntry, type QueueEntry } from '../protocol.ts'
import type { PlannedEntry } from './plan.ts'

/**
 * This device's side of the server's ledger, per member (kv `ledger_clients`): the device id the
 * server knows it by, the last change number the server has answered for, and the next number to give.
 * Entries sent and not yet answered hold the numbers in between.
 */
export type LedgerClient = { clientId: string; acked: number; next: number }
type Clients = Record<string, LedgerClient>

async function readClients(db: JulDatabase): Promise<Clients> {
  const value = (await db.kv.get(KV.ledgerClients))?.value
  return typeof value === 'object' && value !== null ? (value as Clients) : {}
}

async function saveClient(db: JulDatabase, userId: string, client: LedgerClient): Promise<void> {
  await db.kv.put({ key: KV.ledgerClients, value: { ...(await readClients(db)), [userId]: client } })
}

const fresh = (): LedgerClient => ({ clientId: crypto.randomUUID(), acked: 0, next: 1 })

/**
 * The member's ledger client, made on first use. Entries numbered before the record was lost (a reset
 * keeps the queue, not kv) keep their device id, so their resend is still recognised.
 */
export function ledgerClient(db: JulDatabase, userId: string): Promise<LedgerClient> {
  return db.transaction('rw', [db.kv, db.pending_sync_data], async () => {
    const known = (await readClients(db))[userId]
    if (known) return known
    const numbered = (await db.pending_sync_data.where('user_id').equals(userId).toArray())
      .filter((e) => e.client_seq !== undefined && e.client_id !== undefined)
      .sort((a, b) => (a.client_seq ?? 0) - (b.client_seq ?? 0))
    const [first] = numbered
    const client =
      first?.client_id && first.client_seq !== undefined
        ? {
            clientId: first.client_id,
            acked: first.client_seq - 1,
            next: (numbered.at(-1)?.client_seq ?? 0) + 1,
          }
        : fresh()
    await saveClient(db, userId, client)
    return client
  })
}

/** What the server gets for one planned entry. */
function toPushEntry(planned: PlannedEntry, seq: number): PushEntry {
  const { entry, group } = planned
  return {
    seq,
    entry_id: entry.id,
    table: entry.table,
    action: entry.action,
    id: entry.row_id,
    ...(entry.action === 'delete' ? {} : { data: entry.data }),
    hlc: entry.hlc ?? legacyHlc(entry.timestamp),
    ...(group ? { group } : {}),
  }
}

const localSeq = (entry: QueueEntry): number => {
  if (entry.seq === undefined) throw new Error('Queue entry read from the database has no seq')
  return entry.seq
}

/**
 * Numbers the batch's new entries (resends keep theirs), in one transaction with the checks that the
 * cycle may still send and that the batch is still what was planned; null when either fails.
 */
export function numberBatch(
  db: JulDatabase,
  fence: Fence | undefined,
  userId: string,
  batch: readonly PlannedEntry[],
): Promise<{ client: LedgerClient; entries: PushEntry[] } | null> {
  return db.transaction('rw', [db.kv, db.pending_sync_data], async () => {
    if (fence && !(await fenceHolds(db, fence))) return null
    const client = (await readClients(db))[userId]
    if (!client) return null
    const now = await db.pending_sync_data.bulkGet(batch.map((p) => localSeq(p.entry)))
    const unchanged = now.every(
      (entry, i) =>
        entry?.status === ENTRY_STATUS.pending &&
        entry.client_seq === batch[i]?.entry.client_seq &&
        (entry.client_seq === undefined || entry.client_id === client.clientId),
    )
    if (!unchanged) return null
    let next = Math.max(client.next, client.acked + 1)
    const entries: PushEntry[] = []
    for (const planned of batch) {
      const given = planned.entry.client_seq
      const seq = given ?? next++
      if (given === undefined)
        await db.pending_sync_data.update(localSeq(planned.entry), {
          client_id: client.clientId,
          client_seq: seq,
        })
      entries.push(toPushEntry(planned, seq))
    }
    const numbered = { ...client, next }
    await saveClient(db, userId, numbered)
    return { client: numbered, entries }
  })
}

/**
 * After an answer, inside the settling transaction: what the server has answered for, and — when it
 * expected another number (a gap) or knows this device id as another member's — numbers given again.
 */
export async function moveLedger(
  db: JulDatabase,
  userId: string,
  client: LedgerClient,
  answered: { lastSeq: number | null; renumber: boolean; foreign: boolean },
): Promise<void> {
  const numbered = async () =>
    (await db.pending_sync_data.where('user_id').equals(userId).toArray()).filter(
      (e) => e.client_seq !== undefined && e.status === ENTRY_STATUS.pending,
    )
  const forget = (entries: QueueEntry[]) =>
    Promise.all(
      entries.map((e) =>
        db.pending_sync_data.update(localSeq(e), { client_id: undefined, client_seq: undefined }),
      ),
    )
  if (answered.foreign) {
    await forget(await numbered())
    await saveClient(db, userId, fresh())
    return
  }
  const acked = answered.lastSeq ?? client.acked
  if (answered.renumber) {
    // The server has seen nothing past `acked`: the numbers above it were never applied.
    await forget((await numbered()).filter((e) => (e.client_seq ?? 0) > acked))
    await saveClient(db, userId, { clientId: client.clientId, acked, next: acked + 1 })
    return
  }
  await saveClient(db, userId, { clientId: client.clientId, acked, next: Math.max(client.next, acked + 1) })
}
