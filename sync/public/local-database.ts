import type { IndexableType, IndexableTypeArray, PromiseExtended } from 'dexie'
import type { JulDatabase } from '../db/database.ts'
import type { RowOf, TableName } from '../tables.ts'

/*
 * What `src/` may do with the local database: read. These are the read halves of Dexie's Table,
 * WhereClause and Collection (same signatures, so the real objects fit), without `put`, `add`,
 * `update`, `delete`, `modify`, `clear` or the `db` back door. Writes go through repositories, which
 * put the row and its queue entry in one transaction; a write here would never reach the server.
 */

export interface ReadCollection<T> {
  and(filter: (row: T) => boolean): ReadCollection<T>
  count(): PromiseExtended<number>
  distinct(): ReadCollection<T>
  each(
    callback: (row: T, cursor: { key: IndexableType; primaryKey: string }) => unknown,
  ): PromiseExtended<void>
  filter(filter: (row: T) => boolean): ReadCollection<T>
  first(): PromiseExtended<T | undefined>
  keys(): PromiseExtended<IndexableTypeArray>
  last(): PromiseExtended<T | undefined>
  limit(count: number): ReadCollection<T>
  offset(count: number): ReadCollection<T>
  or(index: string): ReadWhereClause<T>
  primaryKeys(): PromiseExtended<string[]>
  reverse(): ReadCollection<T>
  sortBy(keyPath: string): PromiseExtended<T[]>
  toArray(): PromiseExtended<T[]>
  until(filter: (row: T) => boolean, includeStopEntry?: boolean): ReadCollection<T>
}

export interface ReadWhereClause<T> {
  above(key: unknown): ReadCollection<T>
  aboveOrEqual(key: unknown): ReadCollection<T>
  anyOf(keys: ReadonlyArray<IndexableType>): ReadCollection<T>
  below(key: unknown): ReadCollection<T>
  belowOrEqual(key: unknown): ReadCollection<T>
  between(lower: unknown, upper: unknown, includeLower?: boolean, includeUpper?: boolean): ReadCollection<T>
  equals(key: IndexableType): ReadCollection<T>
  equalsIgnoreCase(key: string): ReadCollection<T>
  noneOf(keys: ReadonlyArray<IndexableType>): ReadCollection<T>
  notEqual(key: IndexableType): ReadCollection<T>
  startsWith(key: string): ReadCollection<T>
  startsWithIgnoreCase(key: string): ReadCollection<T>
}

export interface ReadTable<T> {
  readonly name: string
  get(key: string): PromiseExtended<T | undefined>
  bulkGet(keys: string[]): PromiseExtended<(T | undefined)[]>
  where(index: string | string[]): ReadWhereClause<T>
  filter(filter: (row: T) => boolean): ReadCollection<T>
  count(): PromiseExtended<number>
  limit(count: number): ReadCollection<T>
  offset(count: number): ReadCollection<T>
  orderBy(index: string | string[]): ReadCollection<T>
  reverse(): ReadCollection<T>
  toArray(): PromiseExtended<T[]>
  toCollection(): ReadCollection<T>
}

/** The local mirror as the app reads it (inside `useLiveQuery`): `db.mirror('sparks')`. */
export interface LocalDatabase {
  mirror<N extends TableName>(name: N): ReadTable<RowOf<N>>
}

/** The read-only face of the database the sync client hands to `src/`. */
export function readOnlyView(db: JulDatabase): LocalDatabase {
  return { mirror: (name) => db.mirror(name) }
}
