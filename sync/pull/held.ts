import type { JulDatabase } from '../db/database.ts'
import type { RowData, ScopeState } from '../protocol.ts'
import { SYNC_XID, UPDATED_AT } from '../table-registry.ts'
import { primaryKeyOf } from '../tables.ts'
import { inScope, parseScope, scopeTables } from './scopes.ts'
import { compareVersions, isVersion } from './versions.ts'

/** At most this many rows are named per scope: beyond that, a few rows sent again cost less. */
export const MAX_HELD = 500
/** Rows stamped this long before the last pass began may still be at or above its horizon. */
const STAMP_SLACK_MS = 120_000

/**
 * The rows of a scope the device already holds at a version the next pull would send again: written
 * by this device (the push answer put the server's row in the mirror) or read by a pass that met a
 * concurrent transaction. Named as `<id>@<version>` so the server leaves them out. Found through the
 * `updated_at` index from shortly before the last pass began; a row missed here is only sent again.
 */
export async function heldRows(
  db: JulDatabase,
  scope: string,
  state: ScopeState,
  me: string,
): Promise<string[]> {
  const parsed = parseScope(scope)
  if (!parsed || state.since === null || state.sinceTime === null) return []
  const since = state.since
  const from = new Date(state.sinceTime - STAMP_SLACK_MS).toISOString()
  const held: string[] = []
  for (const table of scopeTables(parsed.kind)) {
    const recent = await db.table<RowData, string>(table).where(UPDATED_AT).aboveOrEqual(from).toArray()
    for (const row of recent) {
      const version = row[SYNC_XID]
      if (!isVersion(version) || compareVersions(version, since) < 0 || !inScope(scope, table, row, me))
        continue
      held.push(`${String(row[primaryKeyOf(table)])}@${version}`)
      if (held.length >= MAX_HELD) return held
    }
  }
  return held
}
