import { useAuth } from '../../data/auth.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { type ContactDetails, contactFrom } from './contact-card.ts'

/** The signed-in staff member's contact details from their mirrored profile (undefined while loading). */
export function useStaffContact(): ContactDetails | undefined {
  const { user } = useAuth()
  const userId = user?.id ?? ''
  const read = useMirrorRead(async (db) => (await db.mirror('profiles').get(userId)) ?? null, [userId], {
    what: 'staff profile',
  })
  if (!user) return undefined
  // A profile that cannot be read still leaves the sign-in's own name and address to show.
  if (read.status === 'error') return contactFrom(undefined, user.email, user.displayName)
  if (read.status === 'loading') return undefined
  return contactFrom(read.data ?? undefined, user.email, user.displayName)
}
