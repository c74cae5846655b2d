import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { sparkNotifications } from '../../../sync/public/queries.ts'
import { useAuth } from '../../data/auth.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { Badge } from '../../ui/badge.tsx'
import { Flame } from '../../ui/icons.ts'
import { unreadBadge } from './spark-feed.ts'

/**
 * The unread counter on the JUL Sparks bottom tab (002 §2.10, §9): hidden at 0, '99+' above 99, a flame
 * at 50 or more. Same count as the feed: the server's unread_count, or every live spark before that
 * row first arrives.
 */
export function SparksTabBadge() {
  const client = useSyncClient()
  const userId = useAuth().user?.id
  const unread = useLiveQuery(async () => {
    if (!client || !userId) return 0
    const row = await sparkNotifications(client.db, userId)
    if (row) return row.unread_count
    return client.db
      .mirror('sparks')
      .where('[user_id+created_at]')
      .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
      .filter((spark) => !spark.is_archived)
      .count()
  }, [client, userId])
  const badge = unreadBadge(unread ?? 0)
  if (!badge.visible) return null
  return (
    <Badge variant="count" aria-label={`${badge.label} unread sparks`} data-testid="sparks-tab-badge">
      {badge.flame && <Flame aria-hidden="true" />}
      {badge.label}
    </Badge>
  )
}
