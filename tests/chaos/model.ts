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
  /** Room posts: the server may refuse them (tier), then a failed entry must stay visible instead. */
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

/** How far ahead of its own clock the server lets an edit's clock be (`sync_apply_entry`). */
export const CLOCK_AHEAD_LIMIT_MS = 300_000

/**
 * A write's clock as the server judged it: one made on a fast device is cut back to the server's time
 * plus `CLOCK_AHEAD_LIMIT_MS` when it first reached the server (`arrivedAt`, known from the proxy).
 */
export function effectiveClock(hlc: string, arrivedAt: number | undefined): string {
  if (arrivedAt === undefined) return hlc
  const cap = arrivedAt + CLOCK_AHEAD_LIMIT_MS
  const physical = Number(hlc.slice(0, 15))
  return physical > cap ? `${String(cap).padStart(15, '0')}${hlc.slice(15)}` : hlc
}

/**
 * The row as its writes make it: each field from the write made last (the largest clock, as the server
 * judged it when `arrivals` says when each clock first reached it).
 */
export function latest(row: ModelRow, arrivals: ReadonlyMap<string, number> = new Map()): RowData {
  const fields = new Map<string, { hlc: string; value: unknown }>()
  for (const { values, hlc: made } of row.versions) {
    const hlc = effectiveClock(made, arrivals.get(made))
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
