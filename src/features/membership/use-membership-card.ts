import { useMemo } from 'react'
import { useAuth } from '../../data/auth.ts'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { type CardHolder, cardFromPass, type MembershipCard, passOf, sampleCard } from './membership-rules.ts'
import { MEMBERSHIP_TEXTS } from './texts.ts'

export type MembershipCardState =
  | { status: 'loading' }
  | { status: 'missing'; message: string }
  | { status: 'ready'; card: MembershipCard; email: string }

/**
 * The signed-in member's card from the local mirror (jul_memberships pass row and profile), so it shows
 * offline; without a pass record, the on-device sample of 002 §3 (made once per tier, never saved).
 * Before the first pull a missing row means "not loaded yet": loading, never the sample.
 */
export function useMembershipCard(): MembershipCardState {
  const { user } = useAuth()
  const access = useMemberAccess()
  const userId = user?.id ?? ''
  const read = useMirrorRead(
    async (db) => {
      const [memberships, profile] = await Promise.all([
        db.mirror('jul_memberships').where('user_id').equals(userId).toArray(),
        db.mirror('profiles').get(userId),
      ])
      return { pass: passOf(memberships), profile }
    },
    [userId],
    { what: 'membership card', isEmpty: (rows) => rows.pass === null },
  )
  const rows = read.status === 'ready' ? read.data : undefined

  const mobileTier = access.status === 'ready' ? access.access.mobileTier : null
  const holder: CardHolder | null = useMemo(() => {
    if (!user || !rows) return null
    const profile = rows.profile
    const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ').trim()
    return {
      userId: user.id,
      email: user.email,
      displayName: name || user.displayName,
      company: profile?.company ?? null,
    }
  }, [user, rows])
  const sample = useMemo(
    () => (holder && mobileTier ? sampleCard(holder, mobileTier, Date.now(), Math.random) : null),
    [holder, mobileTier],
  )

  if (read.status === 'error') return { status: 'missing', message: MEMBERSHIP_TEXTS.loadFailed }
  if (!user) return { status: 'missing', message: MEMBERSHIP_TEXTS.loadingFailed }
  if (!holder || !rows) return { status: 'loading' }
  if (rows.pass) return { status: 'ready', card: cardFromPass(rows.pass, holder), email: user.email }
  // The read answers "no pass row" only after the first pull: then the on-device sample.
  if (!sample) return { status: 'loading' }
  return { status: 'ready', card: sample, email: user.email }
}
