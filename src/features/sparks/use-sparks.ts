import { useEffect } from 'react'
import type { LocalDatabase } from '../../../sync/public/local-database.ts'
import { memberRange } from '../../../sync/public/member-range.ts'
import { latestSparks, sparkNotifications } from '../../../sync/public/queries.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { useInlineWrite } from '../../data/write.ts'
import type { FeedSpark } from './spark-rules.ts'
import { SPARK_TEXTS } from './texts.ts'

/**
 * The server counts unread sparks into user_spark_notifications; before that row first arrives, every
 * live spark on this device counts as unread.
 */
async function unreadSparks(db: LocalDatabase, userId: string): Promise<number> {
  const row = await sparkNotifications(db, userId)
  if (row) return row.unread_count
  return db
    .mirror('sparks')
    .where('[user_id+created_at]')
    .between(...memberRange(userId))
    .filter((spark) => !spark.is_archived)
    .count()
}

/**
 * The unread count the feed, the bottom tab's badge and the app icon's badge show; undefined until it is
 * read, so the icon keeps its count until then.
 */
export function useUnreadSparks(userId: string): number | undefined {
  const read = useMirrorRead((db) => unreadSparks(db, userId), [userId], {
    what: 'unread sparks',
    isEmpty: () => false,
  })
  return read.status === 'ready' ? read.data : undefined
}

/**
 * The feed read from the local mirror, plus the writes it makes; every write is queued for sync. A
 * write that fails is shown inline (002: 'Shown inline'), with the device's reason.
 */
export function useSparks(userId: string) {
  const sparks = useMirrorRead((db) => latestSparks(db, userId), [userId], { what: 'sparks' })
  const unread = useUnreadSparks(userId) ?? 0
  const { write, failure } = useInlineWrite()
  const insertSpark = (content: string) =>
    write({ failure: SPARK_TEXTS.createFailed }, (client) =>
      client.repository('sparks').insert({
        spark_type: 'manual',
        content: content.trim(),
        source_type: 'manual',
        source_id: null,
        metadata: {},
        is_favorited: false,
        is_archived: false,
      }),
    )
  return {
    sparks,
    unread,
    failure,
    add: insertSpark,
    toggleFavourite: (spark: FeedSpark) =>
      write({ failure: SPARK_TEXTS.updateFailed }, (client) =>
        client.repository('sparks').update(spark.id, { is_favorited: !spark.is_favorited }),
      ),
    archive: (spark: FeedSpark) =>
      write({ failure: SPARK_TEXTS.archiveFailed }, (client) =>
        client.repository('sparks').update(spark.id, { is_archived: true }),
      ),
    /** 002 §7: upsert {user_id, last_viewed_spark_id, unread_count 0}; one row per user. */
    markViewed: (newest: FeedSpark) =>
      write({ failure: SPARK_TEXTS.updateFailed }, async (client) => {
        const patch = { last_viewed_spark_id: newest.id, unread_count: 0 }
        const current = await sparkNotifications(client.db, userId)
        const notifications = client.repository('user_spark_notifications')
        if (current) await notifications.update(current.id, patch)
        else await notifications.insert(patch)
      }),
  }
}

/** Marks the feed viewed about a second after it is shown (002 §2.10), and again when newer sparks arrive. */
export function useMarkViewedAfter(
  delayMs: number,
  newest: FeedSpark | undefined,
  mark: (spark: FeedSpark) => void,
) {
  const newestId = newest?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-arm only when the newest spark changes
  useEffect(() => {
    if (!newest) return
    const timer = setTimeout(() => mark(newest), delayMs)
    return () => clearTimeout(timer)
  }, [newestId, delayMs])
}
