import type { z } from 'zod'
import type { TableSpec } from './table-registry.ts'
import * as consoleTables from './tables/console-tables.ts'
import * as mobileTables from './tables/mobile-tables.ts'
import * as sharedTables from './tables/shared-tables.ts'

/**
 * The single list of synced tables (DESIGN.md "One registry of tables"). The Dexie schema is
 * derived from it; tests/unit/sync/registry-drift.test.ts fails when it and supabase/migrations
 * disagree on tables or columns.
 */
export const TABLES = [
  ...Object.values(sharedTables),
  ...Object.values(consoleTables),
  ...Object.values(mobileTables),
] as const

/** Server tables deliberately not mirrored, with the reason (the drift test requires one or the other). */
export const NOT_MIRRORED: Readonly<Record<string, string>> = {
  staff_rules: 'server-side staff recognition; read only through is_staff()',
  sync_tombstones: 'read by the puller itself, never mirrored as rows',
  sync_ledger: "the server's record of each device's last applied change (sync_push), never read by the app",
  staff_caseload: 'the members each staff member works with: the server derives scopes and wake-ups from it',
  sync_horizon: "the newest compacted tombstone's version, read by sync_pull",
  audit_events: 'written by the audit-log function, never read by the app',
  form_submissions: 'push-only: public forms travel through the outbox (sync/outbox-tables.ts), never pulled',
  public_proposals: 'public pages read them online by slug',
  capital_readiness_mail_outbox:
    "the server's e-mail queue: the database fills it, a function drains it; the screen shows a workflow's last_sent_at",
}

export type SyncedTable = (typeof TABLES)[number]
export type TableName = SyncedTable['name']
export type RowOf<N extends TableName> = z.infer<Extract<SyncedTable, { name: N }>['schema']>

const byName = new Map<string, TableSpec>(TABLES.map((t) => [t.name, t]))

export function tableSpec(name: string): TableSpec {
  const spec = byName.get(name)
  if (!spec) throw new Error(`Unknown synced table: ${name}`)
  return spec
}

export const isSyncedTable = (name: string): name is TableName => byName.has(name)

export const primaryKeyOf = (table: string): string => tableSpec(table).primaryKey

/** Whether a queued entry is telemetry (a push-only table), which need not go at once. */
export const isTelemetry = (entry: { table: string } | null): boolean =>
  entry !== null && isSyncedTable(entry.table) && tableSpec(entry.table).pushOnly === true
