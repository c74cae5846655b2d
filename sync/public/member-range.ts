import Dexie from 'dexie'

/**
 * The bounds of every key of a compound index whose first part is `first` (a member's id, a room's
 * id): `where('[user_id+created_at]').between(...memberRange(userId))` reads that member's rows in
 * the index's order. `from` starts the range at a second part instead of the lowest one.
 */
export function memberRange(first: string, from?: string): [lower: unknown[], upper: unknown[]] {
  return [
    [first, from ?? Dexie.minKey],
    [first, Dexie.maxKey],
  ]
}
