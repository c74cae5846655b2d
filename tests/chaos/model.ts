import type { RowData } from '../../sync/protocol.ts'

/**
 * What the members did, as acknowledged by their devices (the repository call resolved): for every row,
 * the values each write set, in order. The checker compares the server and every device against it.
 */
export type ModelRow = {
  table: string
  id: string
  owner: string
  /** The device whose queue orders this row's writes (rows are only changed where they were made). */
  device: string
  /** Every acknowledged write's values, oldest first; the last one is what must be on the server. */
  versions: RowData[]
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

  insert(row: Omit<ModelRow, 'versions' | 'deleted'> & { values: RowData }): void {
    const { values, ...rest } = row
    this.rows.set(row.id, { ...rest, versions: [values], deleted: false })
  }

  update(id: string, patch: RowData): void {
    const row = this.need(id)
    row.versions.push({ ...row.versions.at(-1), ...patch })
  }

  remove(id: string): void {
    this.need(id).deleted = true
  }

  /** Rows one device may still change: live, made on that device by its current member. */
  editable(device: string, owner: string, table: string): ModelRow[] {
    return [...this.rows.values()].filter(
      (r) => r.device === device && r.owner === owner && r.table === table && !r.deleted && !r.mayBeRefused,
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

/** Whether `row` carries every value of `expected` (the columns the members wrote). */
export function carries(row: RowData, expected: RowData): boolean {
  return Object.entries(expected).every(([column, value]) => sameValue(row[column], value))
}
