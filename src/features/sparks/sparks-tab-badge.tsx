import { useEffect } from 'react'
import { useAuth } from '../../data/auth.ts'
import { showAppBadge } from '../../lib/app-badge.ts'
import { Badge } from '../../ui/badge.tsx'
import { Flame } from '../../ui/icons.ts'
import { unreadBadge } from './spark-rules.ts'
import { useUnreadSparks } from './use-sparks.ts'

/** The unread counter on the JUL Sparks bottom tab (002 §2.10, §9): hidden at 0, '99+' above 99, a flame at 50 or more. */
export function SparksTabBadge() {
  const badge = unreadBadge(useUnreadSparks(useAuth().user?.id ?? '') ?? 0)
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
  const unread = useUnreadSparks(useAuth().user?.id ?? '')
  useEffect(() => {
    if (unread !== undefined) showAppBadge(unread)
  }, [unread])
  useEffect(() => () => showAppBadge(0), [])
  return null
}
