import Dexie, { liveQuery } from 'dexie'
import type { RowOf } from '../tables.ts'
import type { LocalDatabase } from './local-database.ts'

/**
 * Runs `query` now and again whenever a table it read changes (in any tab or the worker): Dexie's
 * `liveQuery` behind the sync client, for a screen that must not load Dexie itself before it knows
 * there is a mirror to read. Returns the unsubscribe.
 */
export function watchQuery<T>(
  query: () => Promise<T>,
  onValue: (value: T) => void,
  onError: (error: unknown) => void,
): () => void {
  const subscription = liveQuery(query).subscribe({ next: onValue, error: onError })
  return () => subscription.unsubscribe()
}

/** 002 §2.10: "the latest 50 non-archived sparks, newest first". */
export const SPARKS_FEED_LIMIT = 50

/** Run inside useLiveQuery: the user's latest non-archived sparks, newest first. */
export function latestSparks(
  db: LocalDatabase,
  userId: string,
  limit = SPARKS_FEED_LIMIT,
): Promise<RowOf<'sparks'>[]> {
  return db
    .mirror('sparks')
    .where('[user_id+created_at]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .reverse()
    .filter((spark) => !spark.is_archived)
    .limit(limit)
    .toArray()
}

/** The user's single user_spark_notifications row, if any (002 §3). */
export function sparkNotifications(
  db: LocalDatabase,
  userId: string,
): Promise<RowOf<'user_spark_notifications'> | undefined> {
  return db.mirror('user_spark_notifications').where('user_id').equals(userId).first()
}
