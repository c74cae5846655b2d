import { type FieldClocks, fieldClocksOf, formatHlc, parseHlc, SERVER_NODE } from '../../../../sync/hlc.ts'
import type { PushAnswer, PushEntry, PushResult, RowData } from '../../../../sync/protocol.ts'
import type { RemoteError } from '../../../../sync/push/classify.ts'
import { DELETE_NOT_APPLIED, UPDATE_NOT_APPLIED } from '../../../../sync/push/push-pass.ts'
import type {
  RealtimeHandlers,
  Remote,
  RemoteResult,
  ScopePullAnswer,
  ScopePullRequest,
  WakeUp,
} from '../../../../sync/remote.ts'
import { DIRECTION } from '../../../../sync/table-registry.ts'
import { isSyncedTable, tableSpec } from '../../../../sync/tables.ts'
import { type FakeTombstone, pullScopes, ROOMS, readersOf, removedReaders, wakeUpsOf } from './fake-scopes.ts'

/** What the next write request meets: an error, a lost acknowledgement, or a normal answer. */
export type Cue = RemoteError | 'lose-ack' | 'ok'

export type RequestLog = {
  op: 'push' | 'insert-anonymous' | 'pull' | 'tombstones' | 'upload' | 'probe' | 'scopes'
  table: string
  rows: number
  /** The user whose token the request carried (null: anon or unknown token; undefined: never set). */
  as?: string | null
}

export const NETWORK_ERROR: RemoteError = { status: 0, code: null, message: 'Failed to fetch' }
export const RLS_ERROR: RemoteError = {
  status: 403,
  code: '42501',
  message: 'new row violates row-level security policy for table "sparks"',
}
export const EXPIRED_TOKEN: RemoteError = { status: 401, code: 'PGRST303', message: 'JWT expired' }
/** A request cancelled by the engine (it stops, the member changes). */
export const CANCELLED: RemoteError = { status: 0, code: null, message: 'AbortError: Sync stopped' }
/** A plain INSERT meeting a row with its key (PostgREST answers 409). */
export const DUPLICATE_KEY: RemoteError = {
  status: 409,
  code: '23505',
  message: 'duplicate key value violates unique constraint "form_submissions_pkey"',
}

/** Tables every member reads, whoever wrote the row (writes stay owner-only). */
const SHARED_READS = new Set(['yel_room_messages'])

/** One device's ledger on the server, as `sync_push` keeps it. */
type Ledger = { user: string | null | undefined; last: number; results: PushResult[]; lastHlc: string | null }

/** `sync_effective_hlc`: a clock more than 15 minutes ahead is cut back; a device's changes count in order. */
const CLOCK_AHEAD_LIMIT_MS = 900_000

const TAKEN = 'A row with this id already exists and is not yours.'

/**
 * In-memory Supabase stand-in: server-set `updated_at`, tombstones, the replay rule for inserts,
 * identity (which user a token belongs to, owner-only rows), RLS refusals and silent RLS skips,
 * visibility rules (tier-gated rows), `sync_push` with its ledger, groups and field clocks, and cues
 * for offline, held, lost acknowledgements, 401/409/500 answers and failing pulls.
 */
export class FakeRemote implements Remote {
  readonly tables = new Map<string, Map<string, RowData>>()
  readonly tombstones: FakeTombstone[] = []
  readonly uploads = new Map<string, Blob>()
  readonly requests: RequestLog[] = []
  /** Requests sent with the anon key (the outbox), whatever their outcome. */
  anonymousWrites = 0
  offline = false
  /** token → user id; once a token is handed over, rows with another `user_id` are invisible. */
  readonly users = new Map<string, string>()
  /** Storage's answer for good to an upload (413, 415…); null: it takes the file. */
  uploadRefusal: ((bucket: string, path: string) => RemoteError | null) | null = null
  /** Readers who see every member's rows (staff); they still write only their own. */
  readonly readsAll = new Set<string>()
  /** Which rows a reader may see beyond ownership (e.g. rooms by tier); all when unset. */
  visible: ((table: string, row: RowData) => boolean) | null = null
  /** Server clock in ms; every write stamps `updated_at` from it. */
  clock = Date.parse('2026-11-21T10:00:00.000Z')
  /** The rooms a member's tier reads (`sync_readable_rooms`); every room when unset. */
  rooms: ((user: string) => readonly string[]) | null = null
  /** The newest version whose tombstones were compacted (`sync_compact_tombstones`). */
  compactedUpto = 0
  /** The last version (transaction id) given out, and those of transactions still open. */
  private lastXid = 0
  private readonly openXids = new Set<number>()
  /** The version of the push request being applied: one transaction per request. */
  private pushXid: number | null = null
  /** Wake-ups of the push request being applied, sent once it commits. */
  private pushWakeUps: WakeUp[] = []
  private identity: string | null | undefined = undefined
  private readonly cues: Cue[] = []
  private readonly pullFailures: Array<{ table: string; error: RemoteError }> = []
  private readonly holds: Array<Promise<void>> = []
  private readonly refusals: Array<{ test: (table: string, row: RowData) => boolean; error: RemoteError }> =
    []
  private readonly protections: Array<(table: string, row: RowData) => boolean> = []
  private handlers: RealtimeHandlers | null = null
  private tokenlessPuller: string | undefined = undefined
  /** The wake-up channels of the latest realtime subscription. */
  subscribed: readonly string[] = []
  /** Device id → its ledger (`sync_push`). */
  readonly ledgers = new Map<string, Ledger>()
  private readonly cancels = new Set<() => void>()

  /** What the adapter's `setAccessToken` does: later requests carry this user's identity. */
  actAs(token: string | null): void {
    this.identity = token === null ? null : (this.users.get(token) ?? null)
  }

  cue(...cues: Cue[]): void {
    this.cues.push(...cues)
  }

  /** The next pull of `table` ('*' for any table, 'sync_tombstones' for the tombstones) fails. */
  failPull(table: string, error: RemoteError): void {
    this.pullFailures.push({ table, error })
  }

  /** The next request waits, in flight, until `release()`: a slow server or a frozen tab. */
  holdNext(): { release: () => void } {
    let release = () => {}
    this.holds.push(
      new Promise<void>((resolve) => {
        release = resolve
      }),
    )
    return { release: () => release() }
  }

  refuse(test: (table: string, row: RowData) => boolean, error: RemoteError = RLS_ERROR): void {
    this.refusals.push({ test, error })
  }

  clearRefusals(): void {
    this.refusals.length = 0
  }

  /** Rows the caller may read but RLS keeps from being updated or deleted: skipped without an error. */
  protect(test: (table: string, row: RowData) => boolean): void {
    this.protections.push(test)
  }

  rows(table: string): RowData[] {
    return [...(this.tables.get(table)?.values() ?? [])]
  }

  /**
   * Another client writes a row (server side, no cue handling), stamping the fields it changes with
   * the server's clock as `sync_stamp_clock` does. `stampedAt` simulates a late commit.
   */
  serverWrite(table: string, row: RowData, stampedAt?: string): RowData {
    const before = this.table(table).get(String(row.id))
    const updatedAt = stampedAt ?? this.stamp()
    const hlc = this.serverHlc()
    const clocks: FieldClocks = before
      ? {
          ...fieldClocksOf(before.sync_clock),
          ...Object.fromEntries(
            Object.keys(row)
              .filter(
                (k) =>
                  k !== 'sync_clock' &&
                  k !== 'updated_at' &&
                  JSON.stringify(row[k]) !== JSON.stringify(before[k]),
              )
              .map((k) => [k, hlc]),
          ),
        }
      : { '*': hlc }
    const xid = ++this.lastXid
    const stored = { ...row, sync_clock: clocks, updated_at: updatedAt, sync_xid: String(xid) }
    this.table(table).set(String(row.id), stored)
    if (!before) this.clearTombstones(table, String(row.id))
    this.wake(this.recordScopes(table, String(row.id), xid, before, stored))
    return stored
  }

  /**
   * A transaction that took its version now and commits later: until then its rows are invisible and
   * the horizon stays below it (a late commit, as with concurrent PostgreSQL transactions).
   */
  beginTransaction(): { write: (table: string, row: RowData) => void; commit: () => void } {
    const xid = ++this.lastXid
    this.openXids.add(xid)
    const writes: Array<{ table: string; row: RowData }> = []
    return {
      write: (table, row) => writes.push({ table, row }),
      commit: () => {
        this.openXids.delete(xid)
        for (const { table, row } of writes) {
          const before = this.table(table).get(String(row.id))
          const stored = {
            ...row,
            sync_clock: { '*': this.serverHlc() },
            updated_at: this.stamp(),
            sync_xid: String(xid),
          }
          this.table(table).set(String(row.id), stored)
          this.wake(this.recordScopes(table, String(row.id), xid, before, stored))
        }
      },
    }
  }

  /** Tombstones for the scopes a write took the row out of; answers the write's wake-ups. */
  private recordScopes(
    table: string,
    id: string,
    xid: number,
    before: RowData | undefined,
    after: RowData | null,
  ): WakeUp[] {
    const was = before ? readersOf(table, before) : []
    const now = after ? readersOf(table, after) : []
    for (const { scope, audience } of removedReaders(was, now))
      this.tombstones.push({
        table,
        rowId: id,
        updatedAt: this.stamp(),
        id: crypto.randomUUID(),
        xid,
        scope,
        audience,
      })
    return wakeUpsOf(table, id, xid, was, now)
  }

  private wake(wakeUps: readonly WakeUp[]): void {
    for (const wakeUp of wakeUps) this.handlers?.onChange(wakeUp)
  }

  /** `sync_my_scopes` for a member. */
  scopesOf(user: string): string[] {
    if (this.readsAll.has(user)) {
      const members = new Set([...this.users.values()].filter((u) => u !== user))
      return [
        'public',
        `user:${user}`,
        ...ROOMS.map((room) => `room:${room}:all`),
        ...[...members].sort().map((m) => `member:${m}`),
      ]
    }
    return ['public', `user:${user}`, ...(this.rooms?.(user) ?? ROOMS).map((room) => `room:${room}`)]
  }

  /** `sync_compact_tombstones`: tombstones up to the newest version go. */
  compactTombstones(): void {
    this.compactedUpto = Math.max(this.compactedUpto, ...this.tombstones.map((t) => t.xid))
    this.tombstones.length = 0
  }

  /** The server's own clock value (`sync_hlc_now`). */
  serverHlc(): string {
    return formatHlc({ physical: this.clock, counter: 0, node: SERVER_NODE })
  }

  serverDelete(table: string, id: string): void {
    const before = this.table(table).get(id)
    this.table(table).delete(id)
    const xid = this.pushXid ?? ++this.lastXid
    const wakeUps = before
      ? this.recordScopes(table, id, xid, before, null)
      : [
          {
            scope: `user:${String(this.identity ?? '')}`,
            xid: String(xid),
            rows: [[table, id, 'd']] as Array<[string, string, string]>,
          },
        ]
    if (this.pushXid === null) this.wake(wakeUps)
    else this.pushWakeUps.push(...wakeUps)
  }

  /** The realtime channel (re)joined, first join included. */
  emitJoin(): void {
    this.handlers?.onJoin()
  }

  private stamp(): string {
    this.clock += 1
    return new Date(this.clock).toISOString()
  }

  private table(name: string): Map<string, RowData> {
    let t = this.tables.get(name)
    if (!t) {
      t = new Map()
      this.tables.set(name, t)
    }
    return t
  }

  private protectedRow(table: string, row: RowData): boolean {
    return this.protections.some((test) => test(table, row)) || !this.mayWrite(row)
  }

  private mayWrite(row: RowData): boolean {
    return this.identity === undefined || !('user_id' in row) || row.user_id === this.identity
  }

  private mayRead(table: string, row: RowData): boolean {
    const owned =
      this.identity === undefined ||
      (this.identity !== null && this.readsAll.has(this.identity)) ||
      SHARED_READS.has(table) ||
      !('user_id' in row) ||
      row.user_id === this.identity
    return owned && (this.visible?.(table, row) ?? true)
  }

  /** The channel joined, or failed to join / dropped. */
  emitStatus(state: 'live' | 'failed') {
    this.handlers?.onStatus?.(state)
  }

  private async gate<T>(
    log: Omit<RequestLog, 'as'>,
    apply: () => RemoteResult<T>,
    write: boolean,
  ): Promise<RemoteResult<T>> {
    // The token travels with the request: a later token change does not alter one in flight.
    const as = this.identity
    this.requests.push({ ...log, ...(as === undefined ? {} : { as }) })
    const hold = this.holds.shift()
    if (hold) {
      // A cancelled request answers at once; the server still runs it when it is released.
      let cancel = () => {}
      const cancelled = new Promise<'cancelled'>((resolve) => {
        cancel = () => resolve('cancelled')
      })
      this.cancels.add(cancel)
      const run = hold.then(() => this.answer(log, apply, write, as))
      const first = await Promise.race([run, cancelled])
      this.cancels.delete(cancel)
      return first === 'cancelled' ? { ok: false, error: CANCELLED } : first
    }
    return this.answer(log, apply, write, as)
  }

  private answer<T>(
    log: Omit<RequestLog, 'as'>,
    apply: () => RemoteResult<T>,
    write: boolean,
    as: string | null | undefined,
  ): RemoteResult<T> {
    if (this.offline) return { ok: false, error: NETWORK_ERROR }
    if (!write) {
      const index = this.pullFailures.findIndex((f) => f.table === log.table || f.table === '*')
      const failure = index >= 0 ? this.pullFailures.splice(index, 1)[0] : undefined
      if (failure) return { ok: false, error: failure.error }
    }
    const cue = write ? this.cues.shift() : undefined
    if (cue && cue !== 'ok' && cue !== 'lose-ack') return { ok: false, error: cue }
    const current = this.identity
    this.identity = as
    try {
      const result = apply()
      return cue === 'lose-ack' ? { ok: false, error: NETWORK_ERROR } : result
    } finally {
      this.identity = current
    }
  }

  /**
   * `sync_push`: the device's ledger (resends answered from it, gaps refused), groups committed whole
   * (a refusal rolls the group back), per-field clocks (a change older than a field's last change
   * leaves that field alone), the replay rule (an insert whose row was deleted since is skipped) and
   * the delete winning over edits. A refusal cue of 4xx refuses the entry; of 5xx or 0, the request.
   */
  push(clientId: string, entries: PushEntry[]): Promise<RemoteResult<PushAnswer>> {
    const tables = [...new Set(entries.map((e) => e.table))].join(',')
    return this.gate(
      { op: 'push', table: tables, rows: entries.length },
      () => {
        const crash = this.serverCrash(entries)
        if (crash) return { ok: false, error: crash }
        this.pushXid = ++this.lastXid
        this.pushWakeUps = []
        try {
          const value = this.applyPush(clientId, entries)
          this.wake(this.pushWakeUps)
          return { ok: true, value }
        } finally {
          this.pushXid = null
        }
      },
      true,
    )
  }

  cancelRequests(): void {
    for (const cancel of this.cancels) cancel()
    this.cancels.clear()
  }

  /** A refusal cue of 5xx or 0 on an entry fails the whole request, as a statement timeout would. */
  private serverCrash(entries: PushEntry[]): RemoteError | null {
    for (const entry of entries) {
      const row = this.table(entry.table).get(entry.id)
      const hit = this.refusals.find((r) => r.test(entry.table, { ...row, ...entry.data }))
      if (hit && (hit.error.status === 0 || hit.error.status >= 500)) return hit.error
    }
    return null
  }

  private applyPush(clientId: string, entries: PushEntry[]): PushAnswer {
    const serverTime = this.clock
    const ledger = this.ledgers.get(clientId) ?? { user: this.identity, last: 0, results: [], lastHlc: null }
    if (ledger.user !== this.identity)
      return {
        last_seq: null,
        server_time: serverTime,
        results: entries.map((e) => ({
          seq: e.seq,
          entry_id: e.entry_id,
          status: 'refused',
          code: 'foreign_client',
          message: 'This device id belongs to another account.',
        })),
      }
    this.ledgers.set(clientId, ledger)
    const results: PushResult[] = []
    const fresh: PushResult[] = []
    let gap = false
    for (let i = 0; i < entries.length; ) {
      const group = entries[i]?.group
      let j = i + 1
      while (group !== undefined && j < entries.length && entries[j]?.group === group) j++
      const unit: PushEntry[] = []
      let expected = ledger.last
      for (const entry of entries.slice(i, j)) {
        if (gap) {
          results.push(this.refusedAnswer(entry, 'gap', 'This change was sent out of order.'))
        } else if (entry.seq <= ledger.last) {
          const known = ledger.results.find((r) => r.seq === entry.seq && r.entry_id === entry.entry_id)
          results.push(
            known
              ? { ...known, replayed: true }
              : { seq: entry.seq, entry_id: entry.entry_id, status: 'duplicate' },
          )
        } else if (entry.seq !== expected + 1) {
          gap = true
          results.push({
            ...this.refusedAnswer(entry, 'gap', 'This change was sent out of order.'),
            expected: expected + 1,
          })
        } else {
          expected = entry.seq
          unit.push(entry)
        }
      }
      if (unit.length > 0) {
        const answered = this.applyUnit(unit.map((entry) => this.effective(entry, ledger)))
        results.push(...answered)
        fresh.push(...answered)
        ledger.last = expected
      }
      i = j
    }
    if (fresh.length > 0) ledger.results = fresh.map(({ row: _row, ...rest }) => rest)
    return { last_seq: ledger.last, server_time: serverTime, results }
  }

  private effective(entry: PushEntry, ledger: Ledger): PushEntry {
    const parts = parseHlc(entry.hlc)
    if (!parts) return entry
    const cap = this.clock + CLOCK_AHEAD_LIMIT_MS
    let hlc = parts.physical > cap ? formatHlc({ physical: cap, counter: 0, node: parts.node }) : entry.hlc
    const floor = parseHlc(ledger.lastHlc)
    if (floor && hlc <= (ledger.lastHlc ?? ''))
      hlc = formatHlc(
        floor.counter < 9_999
          ? { physical: floor.physical, counter: floor.counter + 1, node: parts.node }
          : { physical: floor.physical + 1, counter: 0, node: parts.node },
      )
    ledger.lastHlc = hlc
    return { ...entry, hlc }
  }

  private refusedAnswer(entry: PushEntry, code: string, message: string): PushResult {
    return { seq: entry.seq, entry_id: entry.entry_id, status: 'refused', code, message }
  }

  /** Applies the entries of one group; the first refusal undoes the others and refuses them all. */
  private applyUnit(unit: PushEntry[]): PushResult[] {
    const saved = new Map([...this.tables].map(([name, rows]) => [name, new Map(rows)]))
    const tombstones = this.tombstones.length
    const wakeUps = this.pushWakeUps.length
    const clock = this.clock
    const answers: PushResult[] = []
    for (const [index, entry] of unit.entries()) {
      const outcome = this.applyEntry(entry)
      if (outcome.status === 'refused') {
        this.tables.clear()
        for (const [name, rows] of saved) this.tables.set(name, rows)
        this.tombstones.length = tombstones
        this.pushWakeUps.length = wakeUps
        this.clock = clock
        return unit.map((e, k) =>
          k === index
            ? this.refusedAnswer(e, outcome.code ?? '42501', outcome.message ?? 'refused')
            : this.refusedAnswer(e, 'group', 'Not applied: a change sent with it was refused.'),
        )
      }
      answers.push({ seq: entry.seq, entry_id: entry.entry_id, ...outcome })
    }
    return answers
  }

  private applyEntry(entry: PushEntry): Omit<PushResult, 'seq' | 'entry_id'> {
    const refused = (code: string, message: string) => ({ status: 'refused' as const, code, message })
    if (entry.action === 'skip') return { status: 'skipped' }
    if (!isSyncedTable(entry.table) || tableSpec(entry.table).direction !== DIRECTION.push)
      return refused('42501', `Changes to ${entry.table} are not accepted from devices`)
    const rows = this.table(entry.table)
    const current = rows.get(entry.id)
    const deletedSince = this.tombstones.some((t) => t.table === entry.table && t.rowId === entry.id)
    if (entry.action === 'delete') {
      if (!current || !this.mayRead(entry.table, current))
        return { status: 'applied', row: null, deleted: true }
      if (this.protectedRow(entry.table, current)) return refused('42501', DELETE_NOT_APPLIED)
      this.serverDelete(entry.table, entry.id)
      return { status: 'applied', row: null, deleted: true }
    }
    const data = entry.data ?? {}
    const hit = this.refusals.find((r) => r.test(entry.table, { ...current, ...data }))
    if (hit) return refused(hit.error.code ?? String(hit.error.status), hit.error.message)
    if (!current && entry.action === 'insert') {
      if (deletedSince && !tableSpec(entry.table).conflictKey)
        return { status: 'applied', row: null, deleted: true }
      if (!this.mayWrite(data)) return refused(RLS_ERROR.code ?? '42501', RLS_ERROR.message)
      const row = {
        ...data,
        id: entry.id,
        sync_clock: { '*': entry.hlc },
        updated_at: this.stamp(),
        sync_xid: String(this.pushXid ?? ++this.lastXid),
      }
      rows.set(entry.id, row)
      this.clearTombstones(entry.table, entry.id)
      this.pushWakeUps.push(...this.recordScopes(entry.table, entry.id, Number(row.sync_xid), undefined, row))
      return { status: 'applied', row, deleted: false }
    }
    if (!current || !this.mayRead(entry.table, current)) {
      if (entry.action === 'insert') return refused('23505', TAKEN)
      if (deletedSince) return { status: 'applied', row: null, deleted: true }
      return refused('P0002', UPDATE_NOT_APPLIED)
    }
    if (this.protectedRow(entry.table, current)) return refused('P0002', UPDATE_NOT_APPLIED)
    const clocks = fieldClocksOf(current.sync_clock)
    const winners = Object.keys(data).filter(
      (k) => k !== 'id' && k !== 'created_at' && entry.hlc > (clocks[k] ?? clocks['*'] ?? ''),
    )
    if (winners.length === 0) return { status: 'applied', row: current, deleted: false }
    const next = {
      ...current,
      ...Object.fromEntries(winners.map((k) => [k, data[k]])),
      sync_clock: { ...clocks, ...Object.fromEntries(winners.map((k) => [k, entry.hlc])) },
      updated_at: this.stamp(),
      sync_xid: String(this.pushXid ?? ++this.lastXid),
    }
    if (!this.mayWrite(next)) return refused(RLS_ERROR.code ?? '42501', RLS_ERROR.message)
    rows.set(entry.id, next)
    this.pushWakeUps.push(...this.recordScopes(entry.table, entry.id, Number(next.sync_xid), current, next))
    return { status: 'applied', row: next, deleted: false }
  }

  /** `clear_tombstones`: a row created again is alive. */
  private clearTombstones(table: string, id: string): void {
    for (let i = this.tombstones.length - 1; i >= 0; i--) {
      const t = this.tombstones[i]
      if (t?.table === table && t.rowId === id) this.tombstones.splice(i, 1)
    }
  }

  insertAnonymous(table: string, rows: RowData[]): Promise<RemoteResult<null>> {
    this.anonymousWrites++
    return this.gate(
      { op: 'insert-anonymous', table, rows: rows.length },
      () => {
        const error = this.refusals.find((r) => rows.some((row) => r.test(table, row)))?.error
        if (error) return { ok: false, error }
        if (rows.some((row) => this.table(table).has(String(row.id))))
          return { ok: false, error: DUPLICATE_KEY }
        for (const row of rows)
          this.table(table).set(String(row.id), { user_id: null, ...row, updated_at: this.stamp() })
        return { ok: true, value: null }
      },
      true,
    )
  }

  /** `sync_pull`: the caller's scopes, read over versions below and above the horizon. */
  pullScopes(request: ScopePullRequest): Promise<RemoteResult<ScopePullAnswer>> {
    return this.gate(
      { op: 'scopes', table: request.scopes.map((s) => s.scope).join(','), rows: 0 },
      () => {
        // Tests that never hand a token over pull as the member whose scope they asked for first.
        const caller =
          this.identity ??
          request.scopes
            .map((s) => s.scope)
            .find((s) => s.startsWith('user:'))
            ?.slice(5) ??
          this.tokenlessPuller
        if (!caller) return { ok: false, error: { status: 401, code: '42501', message: 'Sign in to sync' } }
        if (this.identity === undefined) this.tokenlessPuller = caller
        const value = pullScopes(
          {
            scopes: this.scopesOf(caller),
            caller,
            readable: (table) => this.rows(table).filter((row) => this.mayRead(table, row)),
            tombstones: this.tombstones,
            horizon: this.openXids.size > 0 ? Math.min(...this.openXids) : this.lastXid + 1,
            compactedUpto: this.compactedUpto,
            serverTime: this.clock,
          },
          request,
        )
        const rows = value.results.reduce(
          (n, r) => n + (r.kind === 'rows' ? Object.values(r.rows).flat().length + r.removed.length : 0),
          0,
        )
        const log = this.requests.at(-1)
        if (log) log.rows = rows
        return { ok: true, value }
      },
      false,
    )
  }

  fetchRows(table: string, _pk: string, ids: string[]): Promise<RemoteResult<RowData[]>> {
    return this.gate(
      { op: 'pull', table, rows: ids.length },
      () => ({
        ok: true,
        value: ids
          .map((id) => this.table(table).get(id))
          .filter((r): r is RowData => r !== undefined && this.mayRead(table, r)),
      }),
      false,
    )
  }

  subscribe(topics: readonly string[], handlers: RealtimeHandlers): () => void {
    this.subscribed = topics
    this.handlers = handlers
    return () => {
      if (this.handlers === handlers) this.handlers = null
    }
  }
}
