import type { JulDatabase } from '../db/database.ts'
import { KV } from '../db/records.ts'
import { type Fence, FencedError } from '../fence.ts'
import { classifyError, ERROR_CLASS, type RemoteError } from '../push/classify.ts'
import type { Remote } from '../remote.ts'
import { TABLES } from '../tables.ts'
import { ALL_PULLS, type PullPlan } from './pull-plan.ts'
import { type PullOutcome, pullTable, pullTombstones, readState, TOMBSTONES_KEY } from './pull-table.ts'

export type PullRoundDeps = {
  db: JulDatabase
  remote: Remote
  now: () => number
  userId: string
  fence: Fence
  /** The auth module refreshes the session for this cycle's user; false when that is not possible. */
  refreshSession: () => Promise<boolean>
}

/**
 * `error`: the last download failure of the round (status shows it), null when every pull worked.
 * `retry`: something worth retrying failed (network, server, token): the engine backs off.
 * `signed-out`: the token was refused and the auth module had no fresh session for this user.
 */
export type RoundOutcome =
  | { kind: 'done'; error: RemoteError | null; retry: boolean }
  | { kind: 'stopped' }
  | { kind: 'signed-out' }

/** Tables whose rows decide the member's tiers (RLS of tier-gated tables follows them). */
const TIER_TABLES = new Set(['mobile_subscriptions', 'jul_memberships', 'profiles'])
const TIER_GATED: readonly string[] = TABLES.filter((t) => t.tierGated).map((t) => t.name)

/** Before any row was pulled the probe must treat every row as new. */
const EPOCH = '1970-01-01T00:00:00.000Z'

async function pullOne(deps: PullRoundDeps, table: string): Promise<PullOutcome | 'fenced'> {
  try {
    return table === TOMBSTONES_KEY ? await pullTombstones(deps) : await pullTable(deps, table)
  } catch (error) {
    if (error instanceof FencedError || deps.fence.aborted()) return 'fenced'
    throw error
  }
}

/**
 * One pass over the tables the plan still needs, each on its own: a failing table stays in the plan
 * and the others go on (only "offline" stops the pass, since every other request would fail alike).
 * An expired token is refreshed once and the table pulled again. When the member's tiers changed, the
 * tier-gated tables are read again from scratch in the same round (or, interrupted, in a later one);
 * the tiers are compared before the first gated table is read, so a first sync reads it once.
 */
export async function pullRound(deps: PullRoundDeps, plan: PullPlan): Promise<RoundOutcome> {
  let refreshed = false
  let error: RemoteError | null = null
  let retry = false
  for (let pass = 0; pass < 2; pass++) {
    let tiersTouched = false
    const tried = new Set<string>()
    for (const table of plan.pending()) {
      if (deps.fence.aborted()) return { kind: 'stopped' }
      // Tier tables come first in the registry: a change is known before a gated table is read.
      if (tiersTouched && TIER_GATED.includes(table)) {
        tiersTouched = false
        if (await tiersChanged(deps.db, deps.userId)) for (const gated of TIER_GATED) plan.mark(gated)
      }
      tried.add(table)
      let result = await pullOne(deps, table)
      if (
        result !== 'fenced' &&
        !result.ok &&
        classifyError(result.error) === ERROR_CLASS.auth &&
        !refreshed
      ) {
        refreshed = true
        if (!(await deps.refreshSession())) return { kind: 'signed-out' }
        result = await pullOne(deps, table)
      }
      if (result === 'fenced') return { kind: 'stopped' }
      if (result.ok) {
        plan.succeeded(table)
        tiersTouched ||= TIER_TABLES.has(table) && result.rows > 0
        continue
      }
      error = result.error
      if (classifyError(result.error) === ERROR_CLASS.reject) plan.refused(table)
      else retry = true
      if (result.error.status === 0) return { kind: 'done', error, retry }
    }
    if (tiersTouched && (await tiersChanged(deps.db, deps.userId)))
      for (const gated of TIER_GATED) plan.mark(gated)
    if (!plan.pending().some((table) => TIER_GATED.includes(table) && !tried.has(table))) break
  }
  return { kind: 'done', error, retry }
}

/**
 * Whether the member's tiers differ from the ones the mirror was last read under. The new fingerprint
 * and the tier-gated tables' `from_scratch` marks are stored in one transaction: a fingerprint saved
 * without the marks would let a tab killed before the re-read keep rows its member may no longer see
 * (room messages of a room the downgrade closed). A first fingerprint counts as a
 * change when a gated table was read already (its tier tables' pulls had all failed): nobody knows
 * which tiers that read was answered under.
 */
async function tiersChanged(db: JulDatabase, userId: string): Promise<boolean> {
  const [subscriptions, memberships, profile] = await Promise.all([
    db.mirror('mobile_subscriptions').where('user_id').equals(userId).toArray(),
    db.mirror('jul_memberships').where('user_id').equals(userId).toArray(),
    db.mirror('profiles').get(userId),
  ])
  const fingerprint = JSON.stringify([
    subscriptions.map((s) => [s.id, s.tier, s.active, s.expires_at]).sort(),
    memberships.map((m) => [m.id, m.membership_tier, m.membership_kind, m.status, m.expiry_date]).sort(),
    profile?.access_level ?? null,
    profile?.user_type ?? null,
  ])
  return db.transaction('rw', db.kv, db.sync_state, async () => {
    const before = (await db.kv.get(KV.entitlements))?.value
    await db.kv.put({ key: KV.entitlements, value: fingerprint })
    const states = await Promise.all(TIER_GATED.map((table) => readState(db, table)))
    const gatedRead = states.some((state) => state.last_sync_time !== null)
    const changed = before === undefined ? gatedRead : before !== fingerprint
    if (changed) await db.sync_state.bulkPut(states.map((state) => ({ ...state, from_scratch: true })))
    return changed
  })
}

/**
 * The catch-up (realtime join, tab visible, every few minutes): one request asks which tables have
 * rows newer than what this device last pulled, and only those go into the plan. A table never
 * pulled goes in directly. Late commits older than a cursor are left to change events and the pull
 * overlap. Answers the probe's error, if any; a server without the probe gets every table pulled.
 */
export async function probeChanges(
  deps: Pick<PullRoundDeps, 'db' | 'remote'>,
  plan: PullPlan,
): Promise<RemoteError | null> {
  const since: Record<string, string> = {}
  for (const table of ALL_PULLS) {
    const state = await deps.db.sync_state.get(table)
    if (!state) plan.mark(table)
    else since[table === TOMBSTONES_KEY ? 'sync_tombstones' : table] = state.cursor?.updatedAt ?? EPOCH
  }
  if (Object.keys(since).length === 0) return null
  const answer = await deps.remote.changedTables(since)
  if (!answer.ok) {
    if (answer.error.status !== 0) for (const table of ALL_PULLS) plan.mark(table)
    return answer.error
  }
  for (const name of answer.value) plan.mark(name === 'sync_tombstones' ? TOMBSTONES_KEY : name)
  return null
}
