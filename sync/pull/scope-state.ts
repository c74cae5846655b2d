import type { JulDatabase } from '../db/database.ts'
import type { ScopeState } from '../protocol.ts'

/** `sync_state` key of the member's scope list (not a table or scope name, so it cannot clash). */
export const SCOPE_LIST_KEY = '#scopes'
export const scopeStateKey = (scope: string): string => `scope:${scope}`

export const NEVER_READ: ScopeState = { since: null, sinceTime: null, pass: null }

export type ScopeList = { scopes: string[]; hash: string }

/** The scopes the server last listed for this member, null before its first answer. */
export async function readScopeList(db: JulDatabase): Promise<ScopeList | null> {
  return (await db.sync_state.get(SCOPE_LIST_KEY))?.scopeList ?? null
}

export async function readScopeState(db: JulDatabase, scope: string): Promise<ScopeState | null> {
  return (await db.sync_state.get(scopeStateKey(scope)))?.scope ?? null
}

/** Inside the caller's transaction. */
export function writeScopeList(db: JulDatabase, list: ScopeList): Promise<unknown> {
  return db.sync_state.put({ table: SCOPE_LIST_KEY, cursor: null, last_sync_time: null, scopeList: list })
}

/** Inside the caller's transaction; `at` is when the pull that wrote it ran (ISO). */
export function writeScopeState(
  db: JulDatabase,
  scope: string,
  state: ScopeState,
  at: string,
): Promise<unknown> {
  return db.sync_state.put({ table: scopeStateKey(scope), cursor: null, last_sync_time: at, scope: state })
}

export function deleteScopeState(db: JulDatabase, scope: string): Promise<unknown> {
  return db.sync_state.delete(scopeStateKey(scope))
}
