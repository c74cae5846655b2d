import { useLiveQuery } from 'dexie-react-hooks'
import { type MemberAccess, memberAccessFrom } from '../lib/access.ts'
import { useAdminTierOverride } from './admin-tier.ts'
import { useAuth } from './auth.ts'
import { useSyncClient } from './sync-context.ts'
import { useHasSynced } from './use-has-synced.ts'

export type MemberAccessState =
  | { status: 'signed-out' }
  /** Before the mirror answered, or before the first pull on this device: show a loading state. */
  | { status: 'loading' }
  | { status: 'ready'; access: MemberAccess }

/**
 * The signed-in member's tiers, role and user type, read from the local mirror (jul_memberships,
 * mobile_subscriptions, profiles) so every gate works offline and follows a tier change as soon as
 * sync brings it. The one place screens ask "may this member…?".
 */
export function useMemberAccess(): MemberAccessState {
  const { status, user, isStaff } = useAuth()
  const client = useSyncClient()
  const hasSynced = useHasSynced()
  const [adminOverride] = useAdminTierOverride()
  const userId = user?.id
  const rows = useLiveQuery(async () => {
    if (!client || !userId) return null
    const [memberships, subscription, profile] = await Promise.all([
      client.db.mirror('jul_memberships').where('user_id').equals(userId).toArray(),
      client.db.mirror('mobile_subscriptions').where('user_id').equals(userId).first(),
      client.db.mirror('profiles').get(userId),
    ])
    return { memberships, subscription, profile }
  }, [client, userId])

  if (status === 'signed-out') return { status: 'signed-out' }
  if (status === 'loading' || !user || !rows) return { status: 'loading' }
  // Before its first complete pull a device cannot tell "no row" from "not pulled yet", and tables
  // arrive one at a time: a missing subscription then would show a premium member as free.
  const allRows = rows.memberships.length > 0 && rows.subscription !== undefined && rows.profile !== undefined
  if (!allRows && !hasSynced) return { status: 'loading' }
  return {
    status: 'ready',
    access: memberAccessFrom({
      user,
      isStaff,
      memberships: rows.memberships,
      subscription: rows.subscription,
      profileUserType: rows.profile?.user_type,
      adminOverride,
      now: Date.now(),
    }),
  }
}
