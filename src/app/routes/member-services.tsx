import { ArrivalCues } from '../../features/audio/arrival-cues.tsx'
import { PushSubscriptionCheck } from '../../features/push/push-check.tsx'
import { SparksAppBadge } from '../../features/sparks/sparks-tab-badge.tsx'
import { StorageGuard } from '../pwa/storage-guard.tsx'

/**
 * What runs for a signed-in member in either shell and shows nothing of its own: durable storage asked
 * for (and its refusal or an eviction told), the push subscription kept current on this device, the
 * unread count on the installed app's icon, and the sounds of new messages and sparks (with a desktop
 * notification in the console when it is in the background, and the advisor's chirps alerted at once on
 * a Pro phone).
 */
export function MemberServices({ shell }: { shell: 'console' | 'mobile' }) {
  return (
    <>
      <StorageGuard />
      <PushSubscriptionCheck />
      <SparksAppBadge />
      <ArrivalCues shell={shell} />
    </>
  )
}
