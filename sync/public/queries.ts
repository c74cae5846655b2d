import Dexie from 'dexie'
import type { RowOf } from '../tables.ts'
import type { LocalDatabase } from './local-database.ts'

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
