import type { z } from 'zod'

export const DIRECTION = {
  /** The server is the only writer (shared catalogues, server-computed rows). */
  pull: 'pull',
  /** The device may insert/update/delete through the queue; changes are also pulled. */
  push: 'push',
} as const
export type Direction = (typeof DIRECTION)[keyof typeof DIRECTION]

export type TableSpec<Name extends string = string, Schema extends z.ZodObject = z.ZodObject> = {
  name: Name
  primaryKey: string
  /** Dexie secondary indexes (Dexie syntax, e.g. `[user_id+created_at]`). */
  indexes: readonly string[]
  /** Column holding the owning user's id, or null for shared tables. */
  owner: string | null
  direction: Direction
  /**
   * Telemetry: rows go to the server and are never pulled (no version, no tombstones, in no scope), so
   * devices do not download every other device's logs.
   */
  pushOnly?: true
  /** Columns of the upsert's ON CONFLICT when a unique key other than the primary key decides (spec upserts). */
  conflictKey?: string
  /** Columns the server computes (generated columns): never sent. `updated_at` is always left out. */
  readOnly?: readonly string[]
  /**
   * RLS shows rows by the member's tier (rooms by mobile tier): a tier change opens or closes a scope
   * (`room:<room>`), whose older rows then arrive or leave the device.
   */
  tierGated?: true
  /** Every column of the server table; the drift test compares these keys with the migrations. */
  schema: Schema
}

export function defineTable<const Name extends string, Schema extends z.ZodObject>(
  spec: TableSpec<Name, Schema>,
): TableSpec<Name, Schema> {
  return spec
}

/** The server sets `updated_at`; the pull cursor and overlap window rely on it. */
export const UPDATED_AT = 'updated_at'
/**
 * Each pushed table's field clocks (`sync/hlc.ts`): the server keeps them; the device keeps its copy
 * up to date for its own edits, so its next edit of the row is stamped after every one it has seen.
 */
export const SYNC_CLOCK = 'sync_clock'
/**
 * The row's version: the id of the transaction that last wrote it (`sync_version` trigger). Pulls page
 * by it; the server sets it, so it is never sent.
 */
export const SYNC_XID = 'sync_xid'

/** Columns only sync keeps: never shown to, or exported for, the member. */
export const SYNC_COLUMNS: readonly string[] = [SYNC_CLOCK]

/** The part of a row the server accepts on insert: server-computed columns are dropped. */
export function writableRow(spec: TableSpec, row: Record<string, unknown>): Record<string, unknown> {
  const skip = new Set([UPDATED_AT, SYNC_CLOCK, SYNC_XID, ...(spec.readOnly ?? [])])
  return Object.fromEntries(Object.entries(row).filter(([key]) => !skip.has(key)))
}

/** Dexie store definition of a mirrored table: key first, then the cursor column and indexes. */
export function dexieStoreOf(spec: TableSpec): string {
  return [spec.primaryKey, UPDATED_AT, ...spec.indexes].join(', ')
}
