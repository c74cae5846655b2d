import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { sparkNotifications } from '../../../sync/public/queries.ts'
import { useAuth } from '../../data/auth.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { showAppBadge } from '../../lib/app-badge.ts'
import { Badge } from '../../ui/badge.tsx'
import { Flame } from '../../ui/icons.ts'
import { unreadBadge } from './spark-feed.ts'

/**
 * The member's unread sparks, the feed's count: the server's unread_count, or every live spark before
 * that row first arrives. Undefined while it loads.
 */
function useUnreadSparks(): number | undefined {
  const client = useSyncClient()
  const userId = useAuth().user?.id
  return useLiveQuery(async () => {
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
}

/** The unread counter on the JUL Sparks bottom tab (002 §2.10, §9): hidden at 0, '99+' above 99, a flame at 50 or more. */
export function SparksTabBadge() {
  const badge = unreadBadge(useUnreadSparks() ?? 0)
  if (!badge.visible) return null
  return (
    <Badge variant="count" aria-label={`${badge.label} unread sparks`} data-testid="sparks-tab-badge">
      {badge.flame && <Flame aria-hidden="true" />}
      {badge.label}
    </Badge>
  )
}

/**
 * The same count on the installed app's icon (`navigator.setAppBadge`): it follows the feed, so opening
 * the feed (which marks every spark read) clears it, and it is cleared when the member leaves. Renders
 * nothing.
 */
export function SparksAppBadge() {
  const unread = useUnreadSparks()
  useEffect(() => {
    if (unread !== undefined) showAppBadge(unread)
  }, [unread])
  useEffect(() => () => showAppBadge(0), [])
  return null
}
