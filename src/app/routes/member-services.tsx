import { PushSubscriptionCheck } from '../../features/push/push-check.tsx'
import { SparksAppBadge } from '../../features/sparks/sparks-tab-badge.tsx'
import { StorageGuard } from '../pwa/storage-guard.tsx'

/**
 * What runs for a signed-in member in either shell and shows nothing of its own: durable storage asked
 * for (and its refusal or an eviction told), the push subscription kept current on this device, and the
 * unread count on the installed app's icon.
 */
export function MemberServices() {
  return (
    <>
      <StorageGuard />
      <PushSubscriptionCheck />
      <SparksAppBadge />
    </>
  )
}
