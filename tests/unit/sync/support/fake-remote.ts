import type { Cursor, RowData } from '../../../../sync/protocol.ts'
import type { RemoteError } from '../../../../sync/push/classify.ts'
import type {
  PullPageRequest,
  RealtimeHandlers,
  Remote,
  RemoteResult,
  Tombstone,
} from '../../../../sync/remote.ts'

/** What the next write request meets: an error, a lost acknowledgement, or a normal answer. */
export type Cue = RemoteError | 'lose-ack' | 'ok'

export type RequestLog = {
  op: 'insert' | 'upsert' | 'update' | 'delete' | 'insert-anonymous' | 'pull' | 'tombstones' | 'upload'
  table: string
  rows: number
}

export const NETWORK_ERROR: RemoteError = { status: 0, code: null, message: 'Failed to fetch' }
export const RLS_ERROR: RemoteError = {
  status: 403,
  code: '42501',
  message: 'new row violates row-level security policy for table "sparks"',
}

/** A plain INSERT meeting a row with its key (PostgREST answers 409). */
export const DUPLICATE_KEY: RemoteError = {
  status: 409,
  code: '23505',
  message: 'duplicate key value violates unique constraint "form_submissions_pkey"',
}

const after = (row: RowData, cursor: Cursor | null): boolean => {
  if (!cursor) return true
  const u = String(row.updated_at)
  return u > cursor.updatedAt || (u === cursor.updatedAt && String(row.id) > cursor.id)
}

/**
 * In-memory Supabase stand-in: server-set `updated_at`, tombstones, RLS-like refusals, and cues for
 * offline, slow, lost acknowledgements and 401/409/500 answers.
 */
export class FakeRemote implements Remote {
  readonly tables = new Map<string, Map<string, RowData>>()
  readonly tombstones: Tombstone[] = []
  readonly uploads = new Map<string, Blob>()
  readonly requests: RequestLog[] = []
  /** Requests sent with the anon key (the outbox), whatever their outcome. */
  anonymousWrites = 0
  offline = false
  /** Milliseconds every request takes (runs on the test's fake timers). */
  latency = 0
  private readonly cues: Cue[] = []
  private readonly refusals: Array<{ test: (table: string, row: RowData) => boolean; error: RemoteError }> =
    []
  private readonly protections: Array<(table: string, row: RowData) => boolean> = []
  private handlers: RealtimeHandlers | null = null
  /** Server clock in ms; every write stamps `updated_at` from it. */
  clock = Date.parse('2026-11-21T10:00:00.000Z')

  cue(...cues: Cue[]): void {
    this.cues.push(...cues)
  }

  refuse(test: (table: string, row: RowData) => boolean, error: RemoteError = RLS_ERROR): void {
    this.refusals.push({ test, error })
  }

  /** Rows the caller may read but RLS keeps from being updated or deleted: skipped without an error. */
  protect(test: (table: string, row: RowData) => boolean): void {
    this.protections.push(test)
  }

  private protectedRow(table: string, row: RowData): boolean {
    return this.protections.some((test) => test(table, row))
  }

  rows(table: string): RowData[] {
    return [...(this.tables.get(table)?.values() ?? [])]
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

  emitReconnect(): void {
    this.handlers?.onReconnect()
  }

  private async gate<T>(
    log: RequestLog,
    apply: () => RemoteResult<T>,
    write: boolean,
  ): Promise<RemoteResult<T>> {
    this.requests.push(log)
    if (this.latency > 0) await new Promise((r) => setTimeout(r, this.latency))
    if (this.offline) return { ok: false, error: NETWORK_ERROR }
    const cue = write ? this.cues.shift() : undefined
    if (cue && cue !== 'ok' && cue !== 'lose-ack') return { ok: false, error: cue }
    const result = apply()
    return cue === 'lose-ack' ? { ok: false, error: NETWORK_ERROR } : result
  }

  private refusal(table: string, rows: RowData[]): RemoteError | null {
    for (const row of rows) {
      const hit = this.refusals.find((r) => r.test(table, row))
      if (hit) return hit.error
    }
    return null
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
        const error = this.refusal(table, rows)
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
          .filter((r) => after(r, cursor))
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

  fetchRows(table: string, _pk: string, ids: string[]): Promise<RemoteResult<RowData[]>> {
    return this.gate(
      { op: 'pull', table, rows: ids.length },
      () => ({
        ok: true,
        value: ids.map((id) => this.table(table).get(id)).filter((r): r is RowData => r !== undefined),
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

  subscribe(_tables: readonly string[], handlers: RealtimeHandlers): () => void {
    this.handlers = handlers
    return () => {
      this.handlers = null
    }
  }
}
