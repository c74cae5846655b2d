import type { JulDatabase } from '../db/database.ts'
import type { RemoteError } from '../push/classify.ts'
import type { Remote } from '../remote.ts'
import { isSyncedTable, primaryKeyOf } from '../tables.ts'

/** kv key listing rows whose local copy must be replaced by the server's (a discard, a lost answer). */
export const REFETCH_KEY = 'refetch_rows'
export type RefetchRow = { table: string; rowId: string }

/** Ids per request: a GET's address stays far below what gateways accept (~100 × 37 characters). */
export const REFETCH_CHUNK = 100

const sameRow = (a: RefetchRow, b: RefetchRow) => a.table === b.table && a.rowId === b.rowId

async function wantedRows(db: JulDatabase): Promise<RefetchRow[]> {
  return ((await db.kv.get(REFETCH_KEY))?.value as RefetchRow[] | undefined) ?? []
}

export async function requestRefetch(db: JulDatabase, rows: RefetchRow[]): Promise<void> {
  await db.transaction('rw', db.kv, async () => {
    const current = await wantedRows(db)
    const added = rows.filter(
      (row, i) => !current.some((c) => sameRow(c, row)) && rows.findIndex((r) => sameRow(r, row)) === i,
    )
    await db.kv.put({ key: REFETCH_KEY, value: [...current, ...added] })
  })
}

/**
 * Puts back the server's version of the rows asked for (or removes them when the server has none),
 * except rows with changes still waiting on this device. Each chunk's rows leave the list in the same
 * transaction that writes them, and only those: a row asked for again meanwhile (a Discard during the
 * request) stays listed for the next time.
 */
export async function refetchRows(
  db: JulDatabase,
  remote: Remote,
): Promise<{ ok: true } | { ok: false; error: RemoteError }> {
  const wanted = await wantedRows(db)
  const unknown = wanted.filter((r) => !isSyncedTable(r.table))
  if (unknown.length > 0) await settleRows(db, null, unknown, async () => undefined)
  for (const table of [...new Set(wanted.map((r) => r.table))].filter(isSyncedTable)) {
    const rows = wanted.filter((r) => r.table === table)
    for (let start = 0; start < rows.length; start += REFETCH_CHUNK) {
      const chunk = rows.slice(start, start + REFETCH_CHUNK)
      const ids = chunk.map((r) => r.rowId)
      const pk = primaryKeyOf(table)
      const result = await remote.fetchRows(table, pk, ids)
      if (!result.ok) return result
      const found = new Map(result.value.map((row) => [String(row[pk]), row]))
      await settleRows(db, table, chunk, async (busy) => {
        for (const id of ids.filter((i) => !busy.has(i))) {
          const row = found.get(id)
          await (row ? db.table(table).put(row) : db.table(table).delete(id))
        }
      })
    }
  }
  return { ok: true }
}

/**
 * In one transaction: `write` (told which rows have waiting changes), then the handled rows leave
 * the list — the list as it is now, not as it was read before the request.
 */
async function settleRows(
  db: JulDatabase,
  table: string | null,
  handled: readonly RefetchRow[],
  write: (busy: ReadonlySet<string>) => Promise<void>,
): Promise<void> {
  const stores = table ? [table, 'pending_sync_data', 'kv'] : ['kv']
  await db.transaction('rw', stores, async () => {
    const busy = new Set(
      table
        ? (
            await db.pending_sync_data
              .where('[table+row_id]')
              .anyOf(handled.map((r) => [table, r.rowId]))
              .toArray()
          ).map((e) => e.row_id)
        : [],
    )
    await write(busy)
    const now = await wantedRows(db)
    const remaining = now.filter((row) => !handled.some((h) => sameRow(h, row)))
    await (remaining.length > 0
      ? db.kv.put({ key: REFETCH_KEY, value: remaining })
      : db.kv.delete(REFETCH_KEY))
  })
}
