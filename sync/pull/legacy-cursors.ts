import type { JulDatabase } from '../db/database.ts'
import { parseScope, scopeTables } from './scopes.ts'

/** The `sync_state` key of the tombstone cursor of the pull before scopes. */
const LEGACY_TOMBSTONES_KEY = '#tombstones'
/**
 * The versions migration gave its own transaction id to rows written in the 30 days before it ran and
 * left older rows at 0 (supabase/migrations/*_sync_versions.sql). A day less, for clocks.
 */
const FRESH_FOR_MS = 29 * 24 * 60 * 60 * 1000
/** Every row at version 0 is on a device whose cursors are that fresh: it reads from version 1 on. */
const AFTER_UNVERSIONED = '1'

/**
 * Where a scope starts on a device that pulled table by table before scopes existed: from version 1
 * when every table of the scope (and the tombstones) was last read within 29 days, so the update does
 * not download the member's data again; null (from the beginning) otherwise. A member's rows in a
 * staff caseload were never a unit before: they are read whole.
 */
export async function legacySince(db: JulDatabase, scope: string, serverNow: number): Promise<string | null> {
  const parsed = parseScope(scope)
  if (!parsed || parsed.kind === 'member') return null
  for (const key of [...scopeTables(parsed.kind), LEGACY_TOMBSTONES_KEY]) {
    // When the table was last read through: every row written before then was on the device.
    const readAt = Date.parse((await db.sync_state.get(key))?.last_sync_time ?? '')
    if (Number.isNaN(readAt) || readAt < serverNow - FRESH_FOR_MS) return null
  }
  return AFTER_UNVERSIONED
}
