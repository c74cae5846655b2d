import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useSyncClient } from '../../data/sync-context.ts'
import { newestFirst } from '../../lib/agreements.ts'
import { AGREEMENT_MESSAGES } from './messages.ts'

/** The member's proposals (newest first) and meeting minutes from the local mirror, live and offline. */
export function useAgreementsData(userId: string | null) {
  const client = useSyncClient()
  const [failed, setFailed] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const data = useLiveQuery(async () => {
    if (!client || !userId) return undefined
    const lo = [userId, Dexie.minKey]
    const hi = [userId, Dexie.maxKey]
    const proposals = await client.db
      .mirror('console_proposals')
      .where('[user_id+created_at]')
      .between(lo, hi)
      .toArray()
      .catch((error: unknown) => {
        console.error(AGREEMENT_MESSAGES.loadFailed, error)
        setFailed(AGREEMENT_MESSAGES.loadFailed)
        return null
      })
    const minutes = await client.db
      .mirror('meeting_minutes')
      .where('[user_id+meeting_date]')
      .between(lo, hi)
      .toArray()
      .catch((error: unknown) => {
        console.error(AGREEMENT_MESSAGES.minutesFailed, error)
        setFailed(AGREEMENT_MESSAGES.minutesFailed)
        return null
      })
    if (!proposals || !minutes) return undefined
    setFailed(null)
    return { proposals: newestFirst(proposals), minutes }
  }, [client, userId, attempt])
  return { data, failed, retry: () => setAttempt((value) => value + 1) }
}

export type AgreementsRows = NonNullable<ReturnType<typeof useAgreementsData>['data']>
export type ProposalRow = AgreementsRows['proposals'][number]
export type MinutesRow = AgreementsRows['minutes'][number]
