import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useSyncClient } from '../../data/sync-context.ts'
import type { HomeData } from './home-digest.ts'
import { HOME_MESSAGES } from './messages.ts'

/** Everything Home shows, read from the local mirror for the signed-in member (live, offline). */
export function useHomeData(userId: string | null) {
  const client = useSyncClient()
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const data = useLiveQuery(async () => {
    if (!client || !userId) return undefined
    const db = client.db
    const lo = [userId, Dexie.minKey]
    const hi = [userId, Dexie.maxKey]
    try {
      const [
        sessions,
        proposals,
        tasks,
        milestones,
        minutes,
        reports,
        captures,
        sparks,
        profile,
        memberships,
      ] = await Promise.all([
        db.mirror('sessions').where('[user_id+start_time]').between(lo, hi).toArray(),
        db.mirror('console_proposals').where('[user_id+created_at]').between(lo, hi).toArray(),
        db.mirror('julboard_tasks').where('user_id').equals(userId).toArray(),
        db
          .mirror('milestones')
          .filter((row) => row.user_id === userId)
          .toArray(),
        db.mirror('meeting_minutes').where('[user_id+meeting_date]').between(lo, hi).toArray(),
        db.mirror('session_reports').where('user_id').equals(userId).toArray(),
        db.mirror('capture_inbox').where('[user_id+status]').between(lo, hi).toArray(),
        db.mirror('sparks').where('[user_id+created_at]').between(lo, hi).toArray(),
        db.mirror('profiles').get(userId),
        db.mirror('jul_memberships').where('user_id').equals(userId).toArray(),
      ])
      setFailed(false)
      return {
        sessions,
        proposals,
        tasks,
        milestones,
        minutes,
        reports,
        captures,
        sparks,
        profile,
        memberships,
      }
    } catch (error) {
      console.error(HOME_MESSAGES.loadFailed, error)
      setFailed(true)
      return undefined
    }
  }, [client, userId, attempt])
  return { data, failed, retry: () => setAttempt((value) => value + 1) }
}

export type HomeRows = NonNullable<ReturnType<typeof useHomeData>['data']>

/** The rows in the shape the pure summaries take (captures and sparks titled by their content). */
export function toHomeData(rows: HomeRows): HomeData {
  return {
    ...rows,
    captures: rows.captures.map((row) => ({
      title: row.content ?? row.content_type,
      created_at: row.created_at,
    })),
    sparks: rows.sparks.map((row) => ({ title: row.content, created_at: row.created_at })),
  }
}
