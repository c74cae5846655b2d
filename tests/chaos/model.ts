import type { RowData } from '../../sync/protocol.ts'

/** One acknowledged write of a row: the fields it set and when it was made (its queue entry's clock). */
export type Version = { values: RowData; hlc: string; device: string }

/**
 * What the members did, as acknowledged by their devices (the repository call resolved): for every row,
 * each write's fields and when it was made. A member changes a row from any of their devices (a phone
 * and a desktop); the server must end with each field as the write made last left it (sync/CONTEXT.md,
 * "Conflicts"), whatever order the writes arrived in, or without the row once any device deleted it.
 */
export type ModelRow = {
  table: string
  id: string
  owner: string
  /** The device the row was made on. */
  device: string
  /** Every acknowledged write, in the order the members made them. */
  versions: Version[]
  deleted: boolean
  /**
   * Tier-gated inserts (room posts, board cards) and the rows sent with them: the server may refuse them
   * when the member's tier changed, then a failed entry must stay visible instead.
   */
  mayBeRefused: boolean
  /** A file the row points at, uploaded before the row is sent. */
  file: { bucket: string; path: string } | null
  /** A content mark unique to this row, to count duplicates made under other ids. */
  mark: { column: string; value: string } | null
}

export class Model {
  readonly rows = new Map<string, ModelRow>()

  insert(row: Omit<ModelRow, 'versions' | 'deleted'> & { values: RowData; hlc: string }): void {
    const { values, hlc, ...rest } = row
    this.rows.set(row.id, { ...rest, versions: [{ values, hlc, device: row.device }], deleted: false })
  }

  update(id: string, patch: RowData, hlc: string, device: string): void {
    this.need(id).versions.push({ values: patch, hlc, device })
  }

  remove(id: string): void {
    this.need(id).deleted = true
  }

  /**
   * Rows a member may still change, from any of their devices (the device must hold the row: one
   * that has not pulled it yet answers that it has no such row, and nothing is acknowledged).
   */
  editable(owner: string, table: string): ModelRow[] {
    return [...this.rows.values()].filter(
      (r) => r.owner === owner && r.table === table && !r.deleted && !r.mayBeRefused,
    )
  }

  /** Rows a member's new row may point at: also those the server may still refuse. */
  linkable(owner: string, table: string): ModelRow[] {
    return [...this.rows.values()].filter((r) => r.owner === owner && r.table === table && !r.deleted)
  }

  private need(id: string): ModelRow {
    const row = this.rows.get(id)
    if (!row) throw new Error(`model has no row ${id}`)
    return row
  }
}

/** Compares values as JSON, with timestamps compared as instants (the server writes `+00:00`). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b))
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/

function normalise(value: unknown): unknown {
  if (typeof value === 'string' && ISO.test(value)) return new Date(value).toISOString()
  if (Array.isArray(value)) return value.map(normalise)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, normalise(v)]),
    )
  return value
}

/** How far ahead of its own clock the server lets an edit's clock be (`sync_effective_hlc`). */
export const CLOCK_AHEAD_LIMIT_MS = 900_000

/**
 * The clocks the server gives each device's changes (`sync_effective_hlc`), worked out from the pushes
 * as they reach it: a clock more than 15 minutes ahead of the server's is cut back, and a device's
 * changes count in the order it sends them (never at or before the last clock given to that device).
 */
export class EffectiveClocks {
  private readonly devices = new Map<string, { seq: number; last: string | null }>()
  private readonly given = new Map<string, string>()

  /** A push request the server received at `at` (ms): its new entries take their clocks in order. */
  received(clientId: string, entries: ReadonlyArray<{ seq?: unknown; hlc?: unknown }>, at: number): void {
    const device = this.devices.get(clientId) ?? { seq: 0, last: null }
    for (const entry of entries) {
      if (typeof entry.seq !== 'number' || entry.seq <= device.seq || typeof entry.hlc !== 'string') continue
      device.seq = entry.seq
      let hlc = entry.hlc
      const cap = at + CLOCK_AHEAD_LIMIT_MS
      if (Number(hlc.slice(0, 15)) > cap) hlc = `${String(cap).padStart(15, '0')}:0000${hlc.slice(20)}`
      if (device.last !== null && hlc <= device.last) {
        const physical = Number(device.last.slice(0, 15))
        const counter = Number(device.last.slice(16, 20))
        hlc =
          counter < 9_999
            ? `${String(physical).padStart(15, '0')}:${String(counter + 1).padStart(4, '0')}${hlc.slice(20)}`
            : `${String(physical + 1).padStart(15, '0')}:0000${hlc.slice(20)}`
      }
      device.last = hlc
      if (!this.given.has(entry.hlc)) this.given.set(entry.hlc, hlc)
    }
    this.devices.set(clientId, device)
  }

  /** The clock the server gave the change made at `hlc` (that clock itself when it has not seen it). */
  of(hlc: string): string {
    return this.given.get(hlc) ?? hlc
  }
}

/** The row as its writes make it: each field from the write made last (by the clocks the server gave them). */
export function latest(row: ModelRow, clocks?: EffectiveClocks): RowData {
  const fields = new Map<string, { hlc: string; value: unknown }>()
  for (const { values, hlc: made } of row.versions) {
    const hlc = clocks?.of(made) ?? made
    for (const [column, value] of Object.entries(values)) {
      const known = fields.get(column)
      if (!known || hlc > known.hlc) fields.set(column, { hlc, value })
    }
  }
  return Object.fromEntries([...fields].map(([column, { value }]) => [column, value]))
}

/** Whether `row` carries every value of `expected` (the columns the members wrote). */
export function carries(row: RowData, expected: RowData): boolean {
  return Object.entries(expected).every(([column, value]) => sameValue(row[column], value))
}
