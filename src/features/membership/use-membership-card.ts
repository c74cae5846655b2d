import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo, useState } from 'react'
import { useAuth } from '../../data/auth.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { useHasSynced } from '../../data/use-has-synced.ts'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { type CardHolder, cardFromPass, type MembershipCard, passOf, sampleCard } from './membership-rules.ts'
import { MEMBERSHIP_MESSAGES } from './messages.ts'

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
  const client = useSyncClient()
  const access = useMemberAccess()
  const hasSynced = useHasSynced()
  const [failed, setFailed] = useState(false)
  const userId = user?.id
  const rows = useLiveQuery(async () => {
    if (!client || !userId) return null
    try {
      const [memberships, profile] = await Promise.all([
        client.db.mirror('jul_memberships').where('user_id').equals(userId).toArray(),
        client.db.mirror('profiles').get(userId),
      ])
      return { pass: passOf(memberships), profile }
    } catch (error) {
      console.error(MEMBERSHIP_MESSAGES.loadFailed, error)
      setFailed(true)
      return null
    }
  }, [client, userId])

  const mobileTier = access.status === 'ready' ? access.access.mobileTier : null
  const holder: CardHolder | null = useMemo(() => {
    if (!user || rows === undefined || rows === null) return null
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

  if (failed) return { status: 'missing', message: MEMBERSHIP_MESSAGES.loadFailed }
  if (!user) return { status: 'missing', message: MEMBERSHIP_MESSAGES.loadingFailed }
  if (!holder || rows === undefined || rows === null) return { status: 'loading' }
  if (rows.pass) return { status: 'ready', card: cardFromPass(rows.pass, holder), email: user.email }
  if (!hasSynced || !sample) return { status: 'loading' }
  return { status: 'ready', card: sample, email: user.email }
}
