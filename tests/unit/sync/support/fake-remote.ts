import type { Cursor, RowData } from '../../../../sync/protocol.ts'
import type { RemoteError } from '../../../../sync/push/classify.ts'
import type {
  PullPageRequest,
  RealtimeHandlers,
  RealtimeTable,
  Remote,
  RemoteResult,
  Tombstone,
} from '../../../../sync/remote.ts'

/** What the next write request meets: an error, a lost acknowledgement, or a normal answer. */
export type Cue = RemoteError | 'lose-ack' | 'ok'

export type RequestLog = {
  op:
    | 'insert'
    | 'upsert'
    | 'update'
    | 'delete'
    | 'insert-anonymous'
    | 'pull'
    | 'tombstones'
    | 'upload'
    | 'probe'
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
/** A plain INSERT meeting a row with its key (PostgREST answers 409). */
export const DUPLICATE_KEY: RemoteError = {
  status: 409,
  code: '23505',
  message: 'duplicate key value violates unique constraint "form_submissions_pkey"',
}

/** Tables every member reads, whoever wrote the row (writes stay owner-only). */
const SHARED_READS = new Set(['yel_room_messages'])

const after = (row: RowData, cursor: Cursor | null): boolean => {
  if (!cursor) return true
  const u = String(row.updated_at)
  return u > cursor.updatedAt || (u === cursor.updatedAt && String(row.id) > cursor.id)
}

/**
 * In-memory Supabase stand-in: server-set `updated_at`, tombstones, the replay rule for inserts,
 * identity (which user a token belongs to, owner-only rows), RLS refusals and silent RLS skips,
 * visibility rules (tier-gated rows), and cues for offline, held, lost acknowledgements, 401/409/500
 * answers and failing pulls.
 */
export class FakeRemote implements Remote {
  readonly tables = new Map<string, Map<string, RowData>>()
  readonly tombstones: Tombstone[] = []
  readonly uploads = new Map<string, Blob>()
  readonly requests: RequestLog[] = []
  /** Requests sent with the anon key (the outbox), whatever their outcome. */
  anonymousWrites = 0
  offline = false
  /** token → user id; once a token is handed over, rows with another `user_id` are invisible. */
  readonly users = new Map<string, string>()
  /** Which rows a reader may see beyond ownership (e.g. rooms by tier); all when unset. */
  visible: ((table: string, row: RowData) => boolean) | null = null
  /** Server clock in ms; every write stamps `updated_at` from it. */
  clock = Date.parse('2026-11-21T10:00:00.000Z')
  private identity: string | null | undefined = undefined
  private readonly cues: Cue[] = []
  private readonly pullFailures: Array<{ table: string; error: RemoteError }> = []
  private readonly holds: Array<Promise<void>> = []
  private readonly refusals: Array<{ test: (table: string, row: RowData) => boolean; error: RemoteError }> =
    []
  private readonly protections: Array<(table: string, row: RowData) => boolean> = []
  private handlers: RealtimeHandlers | null = null
  /** The tables (and their filters) of the latest realtime subscription. */
  subscribed: readonly RealtimeTable[] = []

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

  /** Rows the caller may read but RLS keeps from being updated or deleted: skipped without an error. */
  protect(test: (table: string, row: RowData) => boolean): void {
    this.protections.push(test)
  }

  rows(table: string): RowData[] {
    return [...(this.tables.get(table)?.values() ?? [])]
  }

  /** Another client writes a row (server side, no cue handling). `stampedAt` simulates a late commit. */
  serverWrite(table: string, row: RowData, stampedAt?: string): RowData {
    const stored = { ...row, updated_at: stampedAt ?? this.stamp() }
    this.table(table).set(String(row.id), stored)
    this.handlers?.onChange(table)
    return stored
  }

  serverDelete(table: string, id: string): void {
    this.table(table).delete(id)
    this.tombstones.push({ table, rowId: id, updatedAt: this.stamp(), id: crypto.randomUUID() })
    this.handlers?.onChange(table)
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
    if (hold) await hold
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

  private refusal(table: string, rows: RowData[]): RemoteError | null {
    for (const row of rows) {
      const hit = this.refusals.find((r) => r.test(table, row))
      if (hit) return hit.error
      if (!this.mayWrite(row)) return RLS_ERROR
    }
    return null
  }

  /**
   * INSERT … ON CONFLICT (id) DO NOTHING, with the server's replay rule: a member's insert whose id has
   * a tombstone is skipped (the delete wins). Answers the ids really inserted.
   */
  insert(table: string, _pk: string, rows: RowData[]): Promise<RemoteResult<string[]>> {
    return this.gate(
      { op: 'insert', table, rows: rows.length },
      () => {
        const error = this.refusal(table, rows)
        if (error) return { ok: false, error }
        const inserted: string[] = []
        for (const row of rows) {
          const id = String(row.id)
          const deleted = this.tombstones.some((t) => t.table === table && t.rowId === id)
          if (this.table(table).has(id) || deleted) continue
          this.table(table).set(id, { ...row, updated_at: this.stamp() })
          inserted.push(id)
        }
        return { ok: true, value: inserted }
      },
      true,
    )
  }

  upsert(table: string, onConflict: string, rows: RowData[]): Promise<RemoteResult<null>> {
    return this.gate(
      { op: 'upsert', table, rows: rows.length },
      () => {
        const error = this.refusal(table, rows)
        if (error) return { ok: false, error }
        const keys = onConflict.split(',')
        for (const row of rows) {
          const existing = this.rows(table).find((r) => keys.every((k) => r[k] === row[k]))
          if (existing) this.table(table).delete(String(existing.id))
          this.table(table).set(String(row.id), { ...existing, ...row, updated_at: this.stamp() })
        }
        return { ok: true, value: null }
      },
      true,
    )
  }

  update(table: string, _pk: string, ids: string[], patch: RowData): Promise<RemoteResult<string[]>> {
    return this.gate(
      { op: 'update', table, rows: ids.length },
      () => {
        const targets = ids
          .map((id) => this.table(table).get(id))
          .filter((r): r is RowData => r !== undefined && !this.protectedRow(table, r))
        const error = this.refusal(
          table,
          targets.map((r) => ({ ...r, ...patch })),
        )
        if (error) return { ok: false, error }
        for (const row of targets)
          this.table(table).set(String(row.id), { ...row, ...patch, updated_at: this.stamp() })
        return { ok: true, value: targets.map((r) => String(r.id)) }
      },
      true,
    )
  }

  delete(table: string, _pk: string, ids: string[]): Promise<RemoteResult<string[]>> {
    return this.gate(
      { op: 'delete', table, rows: ids.length },
      () => {
        const deleted: string[] = []
        for (const id of ids) {
          const row = this.table(table).get(id)
          if (!row || this.protectedRow(table, row)) continue
          this.serverDelete(table, id)
          deleted.push(id)
        }
        return { ok: true, value: deleted }
      },
      true,
    )
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

  pullPage({ table, after: cursor, limit }: PullPageRequest): Promise<RemoteResult<RowData[]>> {
    return this.gate(
      { op: 'pull', table, rows: 0 },
      () => {
        const page = this.rows(table)
          .filter((r) => this.mayRead(table, r) && after(r, cursor))
          .sort(
            (a, b) =>
              String(a.updated_at).localeCompare(String(b.updated_at)) ||
              String(a.id).localeCompare(String(b.id)),
          )
          .slice(0, limit)
        return { ok: true, value: page }
      },
      false,
    )
  }

  pullTombstones(cursor: Cursor | null, limit: number): Promise<RemoteResult<Tombstone[]>> {
    return this.gate(
      { op: 'tombstones', table: 'sync_tombstones', rows: 0 },
      () => {
        const page = this.tombstones
          .filter((t) => after({ updated_at: t.updatedAt, id: t.id }, cursor))
          .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id.localeCompare(b.id))
          .slice(0, limit)
        return { ok: true, value: page }
      },
      false,
    )
  }

  changedTables(since: Readonly<Record<string, string>>): Promise<RemoteResult<string[]>> {
    return this.gate(
      { op: 'probe', table: '*', rows: Object.keys(since).length },
      () => {
        const changed = Object.entries(since).filter(([table, stamp]) =>
          table === 'sync_tombstones'
            ? this.tombstones.some((t) => t.updatedAt > stamp)
            : this.rows(table).some((r) => this.mayRead(table, r) && String(r.updated_at) > stamp),
        )
        return { ok: true, value: changed.map(([table]) => table) }
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

  upload(bucket: string, path: string, blob: Blob): Promise<RemoteResult<null>> {
    return this.gate(
      { op: 'upload', table: bucket, rows: 1 },
      () => {
        this.uploads.set(`${bucket}/${path}`, blob)
        return { ok: true, value: null }
      },
      true,
    )
  }

  subscribe(tables: readonly RealtimeTable[], handlers: RealtimeHandlers): () => void {
    this.subscribed = tables
    this.handlers = handlers
    return () => {
      if (this.handlers === handlers) this.handlers = null
    }
  }
}
