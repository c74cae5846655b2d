import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useAuth } from '../../data/auth.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import type { NotificationSources } from './notifications.ts'

const ADVISOR_MESSAGES_READ = 20

/** The member's rows the notification list is made of, live from the mirror; undefined while loading. */
export function useNotificationSources(): NotificationSources | undefined {
  const client = useSyncClient()
  const userId = useAuth().user?.id
  return useLiveQuery(async () => {
    if (!client || !userId) return undefined
    const mine = [
      [userId, Dexie.minKey],
      [userId, Dexie.maxKey],
    ] as const
    const [sessions, messages, proposals, subscription] = await Promise.all([
      client.db
        .mirror('sessions')
        .where('[user_id+start_time]')
        .between(...mine)
        .toArray(),
      client.db
        .mirror('yel_room_messages')
        .filter((message) => message.is_from_advisor)
        .reverse()
        .sortBy('created_at'),
      client.db
        .mirror('console_proposals')
        .where('[user_id+created_at]')
        .between(...mine)
        .toArray(),
      client.db.mirror('mobile_subscriptions').where('user_id').equals(userId).first(),
    ])
    return { sessions, messages: messages.slice(0, ADVISOR_MESSAGES_READ), proposals, subscription }
  }, [client, userId])
}
