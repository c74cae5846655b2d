import type { RowData } from '../../../../sync/protocol.ts'
import { inScope, parseScope, scopeTables } from '../../../../sync/pull/scopes.ts'
import type {
  Removal,
  ScopePullAnswer,
  ScopePullRequest,
  ScopeResult,
  WakeUp,
} from '../../../../sync/remote.ts'
import { primaryKeyOf, tableSpec } from '../../../../sync/tables.ts'

/**
 * The fake server's side of scopes, as supabase/migrations/*_sync_scopes.sql, *_sync_removals_and_
 * wake_ups.sql and *_sync_pull.sql define them: which scopes a row is in, which scopes a caller holds,
 * and `sync_pull` over versions (a counter standing in for transaction ids).
 */

/** A removal record: the row left `scope` (for `audience` only, when set) at version `xid`. */
export type FakeTombstone = {
  table: string
  rowId: string
  updatedAt: string
  id: string
  xid: number
  scope: string
  audience: string[] | null
}

export type Reader = { scope: string; reader: string | null }

const STAFF_TABLES = new Set(['profiles', 'sessions', 'julboard_tasks'])
export const ROOMS = ['julius', 'peer', 'cross-group'] as const

/** `sync_row_readers`: the scopes a row is in. */
export function readersOf(table: string, row: RowData): Reader[] {
  if (table === 'feature_flags' || table === 'app_versions') return [{ scope: 'public', reader: null }]
  if (table === 'service_cards') return row.is_active === false ? [] : [{ scope: 'public', reader: null }]
  if (tableSpec(table).pushOnly) return []
  const owner = table === 'profiles' ? row.id : row.user_id
  const readers: Reader[] = []
  if (typeof owner === 'string') {
    readers.push({ scope: `user:${owner}`, reader: null })
    if (STAFF_TABLES.has(table)) readers.push({ scope: `member:${owner}`, reader: null })
  }
  if (table === 'yel_room_messages') {
    const room = String(row.room_type)
    const targets = Array.isArray(row.target_user_ids) ? (row.target_user_ids as string[]) : []
    readers.push({ scope: `room:${room}:all`, reader: null })
    if (targets.length === 0) readers.push({ scope: `room:${room}`, reader: null })
    for (const target of targets) readers.push({ scope: `room:${room}`, reader: target })
  }
  return readers
}

const key = (r: Reader) => `${r.scope}\u0000${r.reader ?? ''}`

/** Readers a change took the row away from (`before` minus `after`), grouped per scope. */
export function removedReaders(
  before: readonly Reader[],
  after: readonly Reader[],
): Array<{ scope: string; audience: string[] | null }> {
  const still = new Set(after.map(key))
  const gone = new Map<string, string[] | null>()
  for (const r of before) {
    if (still.has(key(r))) continue
    const current = gone.get(r.scope)
    if (r.reader === null || current === null) gone.set(r.scope, null)
    else gone.set(r.scope, [...(current ?? []), r.reader])
  }
  return [...gone].map(([scope, audience]) => ({ scope, audience }))
}

/** The wake-ups of one write (in the real server: one per topic and scope, at commit). */
export function wakeUpsOf(
  table: string,
  id: string,
  xid: number,
  before: Reader[],
  after: Reader[],
): WakeUp[] {
  const scopes = new Set([...before, ...after].map((r) => r.scope))
  const removed = new Set(removedReaders(before, after).map((r) => r.scope))
  return [...scopes].map((scope) => ({
    scope,
    xid: String(xid),
    rows: [[table, id, removed.has(scope) && !after.some((r) => r.scope === scope) ? 'd' : 'u']],
  }))
}

export type ScopeServer = {
  /** The caller's scopes (`sync_my_scopes`). */
  scopes: string[]
  caller: string
  /** Every committed row of a table the caller may read (RLS). */
  readable: (table: string) => RowData[]
  tombstones: readonly FakeTombstone[]
  /** Versions below this belong to ended transactions. */
  horizon: number
  compactedUpto: number
  serverTime: number
}

const hashOf = (scopes: readonly string[]) => scopes.join(',')
const versionOf = (row: RowData) => Number(row.sync_xid ?? 0)

/** `sync_pull` over the fake's rows. */
export function pullScopes(server: ScopeServer, request: ScopePullRequest): ScopePullAnswer {
  let budget = Math.min(Math.max(request.limit, 1), 1000)
  const results: ScopeResult[] = []
  for (const item of request.scopes) {
    if (budget <= 0) break
    const parsed = parseScope(item.scope)
    if (!parsed) throw new Error(`Unknown scope ${item.scope}`)
    if (!server.scopes.includes(item.scope)) {
      results.push({ scope: item.scope, kind: 'gone' })
      continue
    }
    const since = Number(item.since ?? 0)
    if (item.since !== null && since <= server.compactedUpto) {
      results.push({ scope: item.scope, kind: 'resync' })
      continue
    }
    const held = new Set(item.held ?? [])
    const tables = [...scopeTables(parsed.kind), 'sync_tombstones']
    let start = item.after ? tables.indexOf(item.after.table) : 0
    if (start < 0) start = 0
    const rows: Record<string, RowData[]> = {}
    const removed: Removal[] = []
    let next: { table: string; xid: string; id: string } | null = null
    for (const [index, table] of tables.entries()) {
      if (index < start) continue
      const from =
        item.after && index === start
          ? { xid: Number(item.after.xid), id: item.after.id }
          : { xid: since, id: '' }
      const after = (xid: number, id: string) => xid > from.xid || (xid === from.xid && id > from.id)
      if (table === 'sync_tombstones') {
        const page = server.tombstones
          .filter(
            (t) =>
              t.scope === item.scope &&
              after(t.xid, t.id) &&
              (t.audience === null || t.audience.includes(server.caller)),
          )
          .sort((a, b) => a.xid - b.xid || a.id.localeCompare(b.id))
          .slice(0, budget)
        removed.push(...page.map((t) => ({ table: t.table, id: t.rowId, xid: String(t.xid) })))
        budget -= page.length
        const last = page.at(-1)
        if (budget <= 0 && last) next = { table, xid: String(last.xid), id: last.id }
        continue
      }
      const pk = primaryKeyOf(table)
      const page = server
        .readable(table)
        .filter(
          (row) =>
            inScope(item.scope, table, row, server.caller) &&
            after(versionOf(row), String(row[pk])) &&
            !held.has(`${String(row[pk])}@${versionOf(row)}`),
        )
        .sort((a, b) => versionOf(a) - versionOf(b) || String(a[pk]).localeCompare(String(b[pk])))
        .slice(0, budget)
      if (page.length > 0) rows[table] = page
      budget -= page.length
      const last = page.at(-1)
      if (budget <= 0 && last) {
        next = { table, xid: String(versionOf(last)), id: String(last[pk]) }
        break
      }
    }
    results.push({ scope: item.scope, kind: 'rows', rows, removed, next })
  }
  const hash = hashOf(server.scopes)
  return {
    horizon: String(server.horizon),
    serverTime: server.serverTime,
    scopesHash: hash,
    scopes: request.scopes_hash === hash ? null : [...server.scopes],
    results,
  }
}
