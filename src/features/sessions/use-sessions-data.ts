import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useSyncClient } from '../../data/sync-context.ts'
import { timelineSessions } from '../../lib/session-workflow.ts'
import { SESSION_MESSAGES } from './messages.ts'

/**
 * The Sessions tab's rows from the local mirror: the 50 newest sessions the server let this device pull
 * (a member's own; staff see every member's, 001 §6 admin actions), the member's reports, minutes,
 * session notes and the drive configuration. Live: sync and realtime changes re-render it.
 */
export function useSessionsData(userId: string | null) {
  const client = useSyncClient()
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const data = useLiveQuery(async () => {
    if (!client || !userId) return undefined
    const db = client.db
    try {
      const [sessions, reports, minutes, notes, config] = await Promise.all([
        db.mirror('sessions').toArray(),
        db.mirror('session_reports').where('user_id').equals(userId).toArray(),
        db
          .mirror('meeting_minutes')
          .filter((row) => row.user_id === userId)
          .toArray(),
        db
          .mirror('session_notes')
          .filter((row) => row.user_id === userId)
          .toArray(),
        db
          .mirror('meeting_minutes_config')
          .filter((row) => row.user_id === userId && row.config_type === 'google_drive_integration')
          .first(),
      ])
      setFailed(false)
      return { sessions: timelineSessions(sessions), reports, minutes, notes, config }
    } catch (error) {
      console.error(SESSION_MESSAGES.fetchFailed, error)
      setFailed(true)
      return undefined
    }
  }, [client, userId, attempt])
  return { data, failed, retry: () => setAttempt((value) => value + 1) }
}

export type SessionsRows = NonNullable<ReturnType<typeof useSessionsData>['data']>
export type SessionRow = SessionsRows['sessions'][number]
export type ReportRow = SessionsRows['reports'][number]

/** 001 §3: auto_detect_recordings in the google_drive_integration settings (on unless switched off). */
export function autoDetectOf(config: SessionsRows['config']): boolean {
  const settings = config?.settings
  if (!settings || typeof settings !== 'object' || !('auto_detect_recordings' in settings)) return true
  return settings.auto_detect_recordings !== false
}
