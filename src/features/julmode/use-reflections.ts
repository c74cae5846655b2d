import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import type { SyncClient } from '../../../sync/client.ts'
import type { DailyPrompt } from '../../lib/daily-prompt.ts'

/** The member's reflections, newest first; null when reading the mirror failed. */
export function useReflections(client: SyncClient, userId: string, attempt = 0) {
  return useLiveQuery(
    () =>
      client.db
        .mirror('jul_reflections')
        .where('[user_id+created_at]')
        .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
        .reverse()
        .toArray()
        .catch((error: unknown) => {
          console.error('Failed to load reflections', error)
          return null
        }),
    [client, userId, attempt],
  )
}

/** A reflection on `prompt` for the member's `day`, written through the queue. */
export function addReflection(client: SyncClient, prompt: DailyPrompt, text: string, day: string) {
  return client.repository('jul_reflections').insert({
    category: prompt.category,
    prompt: prompt.text,
    content: text.trim(),
    reflection_date: day,
  })
}

/** The board rows the mobile insights are drawn from. */
export function useInsightRows(client: SyncClient, userId: string) {
  return useLiveQuery(async () => {
    const [milestones, tasks, sessions] = await Promise.all([
      client.db
        .mirror('milestones')
        .filter((row) => row.user_id === userId)
        .toArray(),
      client.db.mirror('julboard_tasks').where('user_id').equals(userId).toArray(),
      client.db
        .mirror('sessions')
        .where('[user_id+start_time]')
        .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
        .toArray(),
    ])
    return { milestones, tasks, sessions }
  }, [client, userId])
}
