import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useEffect, useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import { NotSignedInError, StorageFullError } from '../../../sync/public/errors.ts'
import { latestSparks, sparkNotifications } from '../../../sync/public/queries.ts'
import { type FeedSpark, SPARK_MESSAGES } from './spark-feed.ts'

export type SparkError = (typeof SPARK_MESSAGES)[Exclude<keyof typeof SPARK_MESSAGES, 'showingLatest'>]

/** The spec's message, plus the reason when the device itself refused (full storage, signed out). */
export interface SparkFailure {
  message: SparkError
  reason: string | null
}

function reasonOf(cause: unknown): string | null {
  return cause instanceof StorageFullError || cause instanceof NotSignedInError ? cause.message : null
}

/** The feed read from the local mirror, plus the writes it makes; every write is queued for sync. */
export function useSparks(client: SyncClient, userId: string) {
  const [error, setError] = useState<SparkFailure | null>(null)
  const sparks = useLiveQuery(
    () =>
      latestSparks(client.db, userId).catch((cause: unknown) => {
        console.error(SPARK_MESSAGES.fetchFailed, cause)
        setError({ message: SPARK_MESSAGES.fetchFailed, reason: null })
        return []
      }),
    [client, userId],
  )
  const notifications = useLiveQuery(() => sparkNotifications(client.db, userId), [client, userId])
  // The server counts unread sparks into user_spark_notifications; before that row first arrives,
  // every live spark on this device counts as unread.
  const liveCount = useLiveQuery(
    () =>
      client.db
        .mirror('sparks')
        .where('[user_id+created_at]')
        .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
        .filter((spark) => !spark.is_archived)
        .count(),
    [client, userId],
  )
  const unread = notifications ? notifications.unread_count : (liveCount ?? 0)

  const run = useCallback(async (failure: SparkError, write: () => Promise<unknown>): Promise<boolean> => {
    try {
      await write()
      setError(null)
      return true
    } catch (cause) {
      console.error(failure, cause)
      setError({ message: failure, reason: reasonOf(cause) })
      return false
    }
  }, [])

  const sparksRepo = client.repository('sparks')
  const notificationsRepo = client.repository('user_spark_notifications')

  return {
    sparks,
    unread,
    error,
    add: (content: string) =>
      run(SPARK_MESSAGES.createFailed, () =>
        sparksRepo.insert({
          spark_type: 'manual',
          content: content.trim(),
          source_type: 'manual',
          source_id: null,
          metadata: {},
          is_favorited: false,
          is_archived: false,
        }),
      ),
    toggleFavourite: (spark: FeedSpark) =>
      run(SPARK_MESSAGES.updateFailed, () =>
        sparksRepo.update(spark.id, { is_favorited: !spark.is_favorited }),
      ),
    archive: (spark: FeedSpark) =>
      run(SPARK_MESSAGES.archiveFailed, () => sparksRepo.update(spark.id, { is_archived: true })),
    /** 002 §7: upsert {user_id, last_viewed_spark_id, unread_count 0}; one row per user. */
    markViewed: (newest: FeedSpark) =>
      run(SPARK_MESSAGES.updateFailed, async () => {
        const patch = { last_viewed_spark_id: newest.id, unread_count: 0 }
        const current = await sparkNotifications(client.db, userId)
        if (current) await notificationsRepo.update(current.id, patch)
        else await notificationsRepo.insert(patch)
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
