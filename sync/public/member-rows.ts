import { SYNC_COLUMNS } from '../table-registry.ts'

/** A mirrored row as the member's own data: without the bookkeeping columns only sync keeps. */
export function withoutSyncColumns<Row extends Record<string, unknown>>(row: Row): Partial<Row> {
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => !SYNC_COLUMNS.includes(key)),
  ) as Partial<Row>
}
