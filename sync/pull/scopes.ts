/*
 * Scopes: what a device syncs (the server's `sync_my_scopes()`, supabase/migrations/*_sync_scopes.sql).
 *
 *   public            the reference tables              every device
 *   user:<id>         the member's own rows             their devices
 *   room:<room>       a room their tier reads           members (broadcasts and messages aimed at them)
 *   room:<room>:all   every message of a room           staff
 *   member:<id>       profile, sessions, board cards    staff, for a member of their caseload
 *
 * Pure: which tables a scope reads, whether a row is in a scope (so a scope that is lost or read again
 * from scratch takes exactly its rows off the device), and the wake-up channels that go with a list of
 * scopes. The server's SQL and these rules are kept equal by tests/backend/sync/scopes.test.ts.
 */
import type { RowData } from '../protocol.ts'
import { TABLES } from '../tables.ts'

export type ScopeKind = 'public' | 'user' | 'member' | 'room' | 'room-all'
export type Scope = { kind: ScopeKind; key: string }

const ROOMS = ['julius', 'peer', 'cross-group'] as const
const UUID = /^[0-9a-f-]{36}$/

const REFERENCE_TABLES = ['service_cards', 'feature_flags', 'app_versions'] as const
/** What staff sync of a member in their caseload (RLS lets staff read these three). */
const STAFF_TABLES = ['profiles', 'sessions', 'julboard_tasks'] as const
/** Tables whose rows decide the member's tiers come first: a scope change is known early. */
const TIER_TABLES = ['profiles', 'jul_memberships', 'mobile_subscriptions'] as const

/** Every owned table that is pulled (telemetry is push-only), tier tables first. */
const USER_TABLES: readonly string[] = [
  ...TIER_TABLES,
  ...TABLES.filter(
    (t) => t.owner !== null && !t.pushOnly && !(TIER_TABLES as readonly string[]).includes(t.name),
  ).map((t) => t.name),
]

export function parseScope(scope: string): Scope | null {
  if (scope === 'public') return { kind: 'public', key: '' }
  const [prefix, key = '', rest] = scope.split(':')
  if ((prefix === 'user' || prefix === 'member') && UUID.test(key) && rest === undefined)
    return { kind: prefix, key }
  if (prefix === 'room' && (ROOMS as readonly string[]).includes(key)) {
    if (rest === undefined) return { kind: 'room', key }
    if (rest === 'all' && scope.split(':').length === 3) return { kind: 'room-all', key }
  }
  return null
}

/** The tables a scope reads, in the server's order. */
export function scopeTables(kind: ScopeKind): readonly string[] {
  switch (kind) {
    case 'public':
      return REFERENCE_TABLES
    case 'user':
      return USER_TABLES
    case 'member':
      return STAFF_TABLES
    case 'room':
    case 'room-all':
      return ['yel_room_messages']
  }
}

/** Every table any scope reads. */
export const PULLED_TABLES: readonly string[] = [...REFERENCE_TABLES, ...USER_TABLES]

const ownerOf = (table: string, row: RowData): unknown => (table === 'profiles' ? row.id : row.user_id)

/** Whether `row` of `table` belongs to the scope, as the server's scope query for `me` would return it. */
export function inScope(scope: string, table: string, row: RowData, me: string): boolean {
  const parsed = parseScope(scope)
  if (!parsed || !scopeTables(parsed.kind).includes(table)) return false
  switch (parsed.kind) {
    case 'public':
      return true
    case 'user':
    case 'member':
      return ownerOf(table, row) === parsed.key
    case 'room-all':
      return row.room_type === parsed.key
    case 'room': {
      const targets = Array.isArray(row.target_user_ids) ? row.target_user_ids : []
      return row.room_type === parsed.key && (targets.length === 0 || targets.includes(me))
    }
  }
}

/** The level of the rooms channel a list of scopes joins (`sync_my_topics()`). */
export function roomLevel(scopes: readonly string[]): 'member' | 'pro' | 'staff' {
  if (scopes.some((s) => parseScope(s)?.kind === 'room-all')) return 'staff'
  if (scopes.includes('room:cross-group')) return 'pro'
  return 'member'
}

/**
 * The private Broadcast channels of a member: their own, and their tier's rooms. Two at most, whatever
 * the number of tables, rooms or members in a staff caseload.
 */
export function wakeUpTopics(userId: string, scopes: readonly string[]): string[] {
  return [`sync:${userId}`, `sync:rooms:${roomLevel(scopes)}`]
}

/** The scopes every signed-in member holds: asked for before the server has listed the others. */
export const baseScopes = (userId: string): string[] => ['public', `user:${userId}`]
