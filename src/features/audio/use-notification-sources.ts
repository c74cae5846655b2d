import { memberRange } from '../../../sync/public/member-range.ts'
import { useAuth } from '../../data/auth.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import type { NotificationSources } from './notifications.ts'

const ADVISOR_MESSAGES_READ = 20

/** The member's rows the notification list is made of, live from the mirror. */
export function useNotificationSources() {
  const userId = useAuth().user?.id ?? ''
  return useMirrorRead(
    async (db): Promise<NotificationSources> => {
      const own = memberRange(userId)
      const [sessions, messages, proposals, subscription] = await Promise.all([
        db
          .mirror('sessions')
          .where('[user_id+start_time]')
          .between(...own)
          .toArray(),
        db
          .mirror('yel_room_messages')
          .filter((message) => message.is_from_advisor)
          .reverse()
          .sortBy('created_at'),
        db
          .mirror('console_proposals')
          .where('[user_id+created_at]')
          .between(...own)
          .toArray(),
        db.mirror('mobile_subscriptions').where('user_id').equals(userId).first(),
      ])
      return { sessions, messages: messages.slice(0, ADVISOR_MESSAGES_READ), proposals, subscription }
    },
    [userId],
    { what: 'notifications', isEmpty: (sources) => sources.sessions.length === 0 },
  )
}
