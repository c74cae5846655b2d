import type { JulDatabase } from '../db/database.ts'
import type { RemoteError } from '../push/classify.ts'
import type { Remote } from '../remote.ts'
import { isSyncedTable, primaryKeyOf } from '../tables.ts'

/** kv key listing rows whose local copy must be replaced by the server's (after a discard). */
export const REFETCH_KEY = 'refetch_rows'
export type RefetchRow = { table: string; rowId: string }

export async function requestRefetch(db: JulDatabase, rows: RefetchRow[]): Promise<void> {
  await db.transaction('rw', db.kv, async () => {
    const current = ((await db.kv.get(REFETCH_KEY))?.value as RefetchRow[] | undefined) ?? []
    await db.kv.put({ key: REFETCH_KEY, value: [...current, ...rows] })
  })
}

/** Puts back the server's version of discarded rows (or removes them when the server has none). */
export async function refetchRows(
  db: JulDatabase,
  remote: Remote,
): Promise<{ ok: true } | { ok: false; error: RemoteError }> {
  const wanted = ((await db.kv.get(REFETCH_KEY))?.value as RefetchRow[] | undefined) ?? []
  const tables = [...new Set(wanted.map((r) => r.table))].filter(isSyncedTable)
  for (const table of tables) {
    const ids = wanted.filter((r) => r.table === table).map((r) => r.rowId)
    const pk = primaryKeyOf(table)
    const result = await remote.fetchRows(table, pk, ids)
    if (!result.ok) return result
    await db.transaction('rw', [table, 'pending_sync_data'], async () => {
      const busy = new Set(
        (
          await db.pending_sync_data
            .where('[table+row_id]')
            .anyOf(ids.map((id) => [table, id]))
            .toArray()
        ).map((e) => e.row_id),
      )
      const found = new Map(result.value.map((row) => [String(row[pk]), row]))
      for (const id of ids.filter((i) => !busy.has(i))) {
        const row = found.get(id)
        await (row ? db.table(table).put(row) : db.table(table).delete(id))
      }
    })
  }
  await db.kv.delete(REFETCH_KEY)
  return { ok: true }
}
