import type { IndexableType, IndexableTypeArray, PromiseExtended } from 'dexie'
import type { JulDatabase } from '../db/database.ts'
import type { AttachmentRecord } from '../db/records.ts'
import type { QueueEntry } from '../protocol.ts'
import type { RowOf, TableName } from '../tables.ts'

/*
 * What `src/` may do with the local database: read. These are the read halves of Dexie's Table,
 * WhereClause and Collection (same signatures, so the real objects fit), without `put`, `add`,
 * `update`, `delete`, `modify`, `clear` or the `db` back door. Writes go through repositories, which
 * put the row and its queue entry in one transaction; a write here would never reach the server.
 */

export interface ReadCollection<T, K = string> {
  and(filter: (row: T) => boolean): ReadCollection<T, K>
  count(): PromiseExtended<number>
  distinct(): ReadCollection<T, K>
  each(callback: (row: T, cursor: { key: IndexableType; primaryKey: K }) => unknown): PromiseExtended<void>
  filter(filter: (row: T) => boolean): ReadCollection<T, K>
  first(): PromiseExtended<T | undefined>
  keys(): PromiseExtended<IndexableTypeArray>
  last(): PromiseExtended<T | undefined>
  limit(count: number): ReadCollection<T, K>
  offset(count: number): ReadCollection<T, K>
  or(index: string): ReadWhereClause<T, K>
  primaryKeys(): PromiseExtended<K[]>
  reverse(): ReadCollection<T, K>
  sortBy(keyPath: string): PromiseExtended<T[]>
  toArray(): PromiseExtended<T[]>
  until(filter: (row: T) => boolean, includeStopEntry?: boolean): ReadCollection<T, K>
}

export interface ReadWhereClause<T, K = string> {
  above(key: unknown): ReadCollection<T, K>
  aboveOrEqual(key: unknown): ReadCollection<T, K>
  anyOf(keys: ReadonlyArray<IndexableType>): ReadCollection<T, K>
  below(key: unknown): ReadCollection<T, K>
  belowOrEqual(key: unknown): ReadCollection<T, K>
  between(
    lower: unknown,
    upper: unknown,
    includeLower?: boolean,
    includeUpper?: boolean,
  ): ReadCollection<T, K>
  equals(key: IndexableType): ReadCollection<T, K>
  equalsIgnoreCase(key: string): ReadCollection<T, K>
  noneOf(keys: ReadonlyArray<IndexableType>): ReadCollection<T, K>
  notEqual(key: IndexableType): ReadCollection<T, K>
  startsWith(key: string): ReadCollection<T, K>
  startsWithIgnoreCase(key: string): ReadCollection<T, K>
}

export interface ReadTable<T, K = string> {
  readonly name: string
  get(key: K): PromiseExtended<T | undefined>
  bulkGet(keys: K[]): PromiseExtended<(T | undefined)[]>
  where(index: string | string[]): ReadWhereClause<T, K>
  filter(filter: (row: T) => boolean): ReadCollection<T, K>
  count(): PromiseExtended<number>
  limit(count: number): ReadCollection<T, K>
  offset(count: number): ReadCollection<T, K>
  orderBy(index: string | string[]): ReadCollection<T, K>
  reverse(): ReadCollection<T, K>
  toArray(): PromiseExtended<T[]>
  toCollection(): ReadCollection<T, K>
}

/** The local mirror as the app reads it (inside `useLiveQuery`): `db.mirror('sparks')`. */
export interface LocalDatabase {
  mirror<N extends TableName>(name: N): ReadTable<RowOf<N>>
  /** The queue, to show a row as "Sending…" or failed; only the repositories add, retry or discard. */
  readonly pending_sync_data: ReadTable<QueueEntry, number>
  /** Files captured on this device and their uploads; only the repositories and the engine change them. */
  readonly attachments: ReadTable<AttachmentRecord>
}

/** The read-only face of the database the sync client hands to `src/`. */
export function readOnlyView(db: JulDatabase): LocalDatabase {
  return {
    mirror: (name) => db.mirror(name),
    pending_sync_data: db.pending_sync_data,
    attachments: db.attachments,
  }
}
