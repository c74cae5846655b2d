import { useAuth } from '../../data/auth.ts'
import { Badge } from '../../ui/badge.tsx'
import { Flame } from '../../ui/icons.ts'
import { unreadBadge } from './spark-rules.ts'
import { useUnreadSparks } from './use-sparks.ts'

/**
 * The unread counter on the JUL Sparks bottom tab (002 §2.10, §9): hidden at 0, '99+' above 99, a flame
 * at 50 or more. Same count as the feed: the server's unread_count, or every live spark before that
 * row first arrives.
 */
export function SparksTabBadge() {
  const unread = useUnreadSparks(useAuth().user?.id ?? '')
  const badge = unreadBadge(unread)
  if (!badge.visible) return null
  return (
    <Badge variant="count" aria-label={`${badge.label} unread sparks`} data-testid="sparks-tab-badge">
      {badge.flame && <Flame aria-hidden="true" />}
      {badge.label}
    </Badge>
  )
}
