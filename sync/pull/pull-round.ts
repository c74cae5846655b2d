import type { JulDatabase } from '../db/database.ts'
import { KV } from '../db/records.ts'
import { assertFence, type Fence, FencedError } from '../fence.ts'
import type { RowData, ScopeAfter, ScopeState } from '../protocol.ts'
import { classifyError, ERROR_CLASS, type RemoteError } from '../push/classify.ts'
import type { Remote, ScopePullAnswer, ScopeRequest, WakeUp } from '../remote.ts'
import { SYNC_XID } from '../table-registry.ts'
import { isSyncedTable, primaryKeyOf } from '../tables.ts'
import { applyRemovals, applyRows, dropRows } from './apply.ts'
import { heldRows } from './held.ts'
import { legacySince } from './legacy-cursors.ts'
import type { PullPlan } from './pull-plan.ts'
import {
  deleteScopeState,
  NEVER_READ,
  readScopeList,
  readScopeState,
  type ScopeList,
  writeScopeList,
  writeScopeState,
} from './scope-state.ts'
import { baseScopes, inScope, PULLED_TABLES, parseScope, roomLevel, scopeTables } from './scopes.ts'

/** Rows per request ("pages of 1,000"), across every scope and table of the request. */
export const PULL_PAGE_SIZE = 1_000
/** A round that keeps getting pages goes on in the next cycle after this many requests. */
const MAX_REQUESTS_PER_ROUND = 200

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
 * `error`: the round's download failure (status shows it), null when it read through. `retry`: worth
 * retrying (network, server, token): the engine backs off. `topicsChanged`: the member's scopes now
 * call for other wake-up channels (a tier or staff status changed).
 */
export type RoundOutcome =
  | { kind: 'done'; error: RemoteError | null; retry: boolean; topicsChanged: boolean }
  | { kind: 'stopped' }
  | { kind: 'signed-out' }

/**
 * Reads the due scopes through `sync_pull`, request after request until each is read through: one
 * request when nothing changed. Every answer lands in one transaction with the scopes' progress, so
 * an interrupted read goes on where it stopped. An expired token is refreshed once.
 */
export async function pullRound(deps: PullRoundDeps, plan: PullPlan): Promise<RoundOutcome> {
  let refreshed = false
  let topicsChanged = false
  for (let request = 0; request < MAX_REQUESTS_PER_ROUND; request++) {
    if (deps.fence.aborted()) return { kind: 'stopped' }
    const list = await readScopeList(deps.db)
    const wanted = await stillWanted(deps.db, plan, plan.wanted(list?.scopes ?? baseScopes(deps.userId)))
    if (wanted.length === 0) break
    const states = new Map<string, ScopeState>()
    const scopes: ScopeRequest[] = []
    for (const scope of wanted) {
      const state = await startingState(deps, plan, scope)
      states.set(scope, state)
      scopes.push(await requestFor(deps, scope, state))
    }
    const answer = await deps.remote.pullScopes({
      scopes,
      limit: PULL_PAGE_SIZE,
      ...(list ? { scopes_hash: list.hash } : {}),
    })
    if (!answer.ok) {
      if (classifyError(answer.error) === ERROR_CLASS.auth && !refreshed) {
        refreshed = true
        if (!(await deps.refreshSession())) return { kind: 'signed-out' }
        continue
      }
      if (classifyError(answer.error) === ERROR_CLASS.reject) {
        plan.refused()
        return { kind: 'done', error: answer.error, retry: false, topicsChanged }
      }
      return { kind: 'done', error: answer.error, retry: true, topicsChanged }
    }
    try {
      topicsChanged = (await applyAnswer(deps, plan, list, states, answer.value)) || topicsChanged
    } catch (error) {
      if (error instanceof FencedError || deps.fence.aborted()) return { kind: 'stopped' }
      throw error
    }
  }
  plan.roundEnded()
  return { kind: 'done', error: null, retry: false, topicsChanged }
}

/** Scopes due only for wake-ups naming rows the device already holds (its own writes) need no request. */
async function stillWanted(db: JulDatabase, plan: PullPlan, wanted: readonly string[]): Promise<string[]> {
  const left: string[] = []
  for (const scope of wanted) {
    const wakeUps = plan.wakeUpsOf(scope)
    if (wakeUps && (await allHeld(db, wakeUps))) plan.succeeded(scope)
    else left.push(scope)
  }
  return left
}

async function allHeld(db: JulDatabase, wakeUps: readonly WakeUp[]): Promise<boolean> {
  for (const { xid, rows } of wakeUps) {
    if (xid === null || rows === null) return false
    for (const [table, id, op] of rows) {
      if (!isSyncedTable(table)) return false
      const local = await db.table<RowData, string>(table).get(id)
      if (op === 'd' ? local !== undefined : local?.[SYNC_XID] !== xid) return false
    }
  }
  return true
}

/**
 * The scope's state as this request starts from. A scope never read on this device starts from the
 * pull before scopes where that is safe; a from-scratch pass whose rows seen were lost with a former
 * tab starts again, since it could not tell which local rows the server no longer has.
 */
async function startingState(deps: PullRoundDeps, plan: PullPlan, scope: string): Promise<ScopeState> {
  const stored = await readScopeState(deps.db, scope)
  if (!stored) {
    const offset = ((await deps.db.kv.get(KV.clockOffset))?.value as number | undefined) ?? 0
    return { ...NEVER_READ, since: await legacySince(deps.db, scope, deps.now() + offset) }
  }
  if (stored.pass?.fromScratch && stored.pass.after && !plan.seen.has(scope)) return { ...stored, pass: null }
  return stored
}

async function requestFor(deps: PullRoundDeps, scope: string, state: ScopeState): Promise<ScopeRequest> {
  const held = await heldRows(deps.db, scope, state, deps.userId)
  return {
    scope,
    since: state.since,
    ...(state.pass?.after ? { after: state.pass.after } : {}),
    ...(held.length > 0 ? { held } : {}),
  }
}

/**
 * One answer in one transaction: the scope list (a scope lost takes its rows off the device, a new one
 * is read from the beginning), the rows of every scope, then the removals (so a removal meets the rows
 * re-sent beside it), and each scope's progress. Answers whether the wake-up channels must change.
 */
async function applyAnswer(
  deps: PullRoundDeps,
  plan: PullPlan,
  list: ScopeList | null,
  states: ReadonlyMap<string, ScopeState>,
  answer: ScopePullAnswer,
): Promise<boolean> {
  const { db, userId } = deps
  const at = new Date(deps.now()).toISOString()
  return db.transaction('rw', [...PULLED_TABLES, 'pending_sync_data', 'kv', 'sync_state'], async () => {
    await assertFence(db, deps.fence)
    let scopes = list?.scopes ?? baseScopes(userId)
    let topicsChanged = false
    if (answer.scopes) {
      const before = list?.scopes ?? null
      scopes = answer.scopes
      await dropRows(
        db,
        PULLED_TABLES,
        userId,
        (table, row) => !scopes.some((s) => inScope(s, table, row, userId)),
      )
      for (const scope of before ?? []) if (!scopes.includes(scope)) await deleteScopeState(db, scope)
      for (const scope of before ?? []) if (!scopes.includes(scope)) plan.forget(scope)
      for (const scope of scopes) if (!before?.includes(scope)) plan.mark(scope)
      await writeScopeList(db, { scopes, hash: answer.scopesHash })
      topicsChanged = before === null || roomLevel(before) !== roomLevel(scopes)
    }
    const stillHeld = (table: string, row: RowData) => scopes.some((s) => inScope(s, table, row, userId))
    for (const result of answer.results) {
      if (result.kind !== 'rows') continue
      const state = states.get(result.scope) ?? NEVER_READ
      const fromScratch = state.pass ? state.pass.fromScratch : state.since === null
      if (fromScratch && !plan.seen.has(result.scope)) plan.seen.set(result.scope, new Set())
      for (const table of scopeTables(parseScope(result.scope)?.kind ?? 'public')) {
        const rows = result.rows[table] ?? []
        await applyRows(db, table, rows, userId)
        const seen = plan.seen.get(result.scope)
        for (const row of rows) seen?.add(`${table}/${String(row[primaryKeyOf(table)])}`)
      }
    }
    for (const result of answer.results) {
      if (result.kind === 'rows') await applyRemovals(db, result.removed, userId, stillHeld)
    }
    for (const result of answer.results) {
      const state = states.get(result.scope) ?? NEVER_READ
      if (result.kind === 'gone') {
        await deleteScopeState(db, result.scope)
        plan.forget(result.scope)
      } else if (result.kind === 'resync') {
        await writeScopeState(db, result.scope, NEVER_READ, at)
        plan.seen.delete(result.scope)
      } else {
        await progress(deps, plan, result.scope, state, answer, result.next, at)
      }
    }
    return topicsChanged
  })
}

/** Where the scope's pass stands after a page; read through, the rows it did not see may go. */
async function progress(
  deps: PullRoundDeps,
  plan: PullPlan,
  scope: string,
  state: ScopeState,
  answer: ScopePullAnswer,
  next: ScopeAfter | null,
  at: string,
): Promise<void> {
  const pass = state.pass ?? {
    after: null,
    horizon: answer.horizon,
    startedAt: answer.serverTime,
    fromScratch: state.since === null,
  }
  if (next) {
    await writeScopeState(deps.db, scope, { ...state, pass: { ...pass, after: next } }, at)
    return
  }
  if (pass.fromScratch) {
    const seen = plan.seen.get(scope) ?? new Set<string>()
    const kind = parseScope(scope)?.kind ?? 'public'
    await dropRows(
      deps.db,
      scopeTables(kind),
      deps.userId,
      (table, row) =>
        inScope(scope, table, row, deps.userId) && !seen.has(`${table}/${String(row[primaryKeyOf(table)])}`),
    )
  }
  await writeScopeState(deps.db, scope, { since: pass.horizon, sinceTime: pass.startedAt, pass: null }, at)
  plan.succeeded(scope)
}
