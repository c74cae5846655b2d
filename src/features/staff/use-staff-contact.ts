import { useLiveQuery } from 'dexie-react-hooks'
import { useAuth } from '../../data/auth.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { useHasSynced } from '../../data/use-has-synced.ts'
import { type ContactDetails, contactFrom } from './contact-card.ts'

/** The signed-in staff member's contact details from their mirrored profile (undefined while loading). */
export function useStaffContact(): ContactDetails | undefined {
  const { user } = useAuth()
  const client = useSyncClient()
  const hasSynced = useHasSynced()
  const userId = user?.id
  const profile = useLiveQuery(
    async () => (client && userId ? ((await client.db.mirror('profiles').get(userId)) ?? null) : null),
    [client, userId],
  )
  if (!user || profile === undefined) return undefined
  // Before the first pull a missing profile may only be "not here yet".
  if (profile === null && client && !hasSynced) return undefined
  return contactFrom(profile ?? undefined, user.email, user.displayName)
}
