import { memberRange } from '../../../sync/public/member-range.ts'
import type { RowOf } from '../../../sync/public/types.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { latestRecaps, recentSessions, timelineSessions } from '../../lib/session-workflow.ts'

/**
 * The Sessions tab's rows from the local mirror: the 50 newest sessions the server let this device pull
 * (a member's own; staff see every member's, 001 §6 admin actions), the member's reports, minutes,
 * session notes and the drive configuration. Live: sync and realtime changes re-render it.
 */
export function useSessionsData(userId: string) {
  return useMirrorRead(
    async (db) => {
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
      return { sessions: timelineSessions(sessions), reports, minutes, notes, config }
    },
    [userId],
    { what: 'sessions', isEmpty: (rows) => rows.sessions.length === 0 },
  )
}

export interface SessionsRows {
  sessions: SessionRow[]
  reports: ReportRow[]
  minutes: RowOf<'meeting_minutes'>[]
  notes: RowOf<'session_notes'>[]
  config: RowOf<'meeting_minutes_config'> | undefined
}
export type SessionRow = RowOf<'sessions'>
export type ReportRow = RowOf<'session_reports'>

/** 001 §3: auto_detect_recordings in the google_drive_integration settings (on unless switched off). */
export function autoDetectOf(config: SessionsRows['config']): boolean {
  const settings = config?.settings
  if (!settings || typeof settings !== 'object' || !('auto_detect_recordings' in settings)) return true
  return settings.auto_detect_recordings !== false
}

export interface MobileSessionsRows {
  sessions: SessionRow[]
  recaps: RowOf<'session_recaps'>[]
}

/** The mobile Sessions sub-tab: sessions of the last 30 days (20 at most) and the latest 10 recaps (002 §4). */
export function useMobileSessions(userId: string) {
  return useMirrorRead(
    async (db) => {
      const [sessions, recaps] = await Promise.all([
        db.mirror('sessions').toArray(),
        db
          .mirror('session_recaps')
          .where('[user_id+session_date]')
          .between(...memberRange(userId))
          .toArray(),
      ])
      const rows: MobileSessionsRows = {
        sessions: recentSessions(sessions, Date.now()),
        recaps: latestRecaps(recaps),
      }
      return rows
    },
    [userId],
    { what: 'mobile sessions', isEmpty: (rows) => rows.sessions.length === 0 && rows.recaps.length === 0 },
  )
}

/** One session's recap page: the session (null when this device has none after the first pull), its recap, notes and links. */
export function useRecap(sessionId: string, userId: string) {
  return useMirrorRead(
    async (db) => {
      const [session, recaps, notes, links] = await Promise.all([
        db.mirror('sessions').get(sessionId),
        db.mirror('session_recaps').where('session_id').equals(sessionId).toArray(),
        db.mirror('session_notes').where('[user_id+session_id]').equals([userId, sessionId]).toArray(),
        db.mirror('board_assignments').where('user_id').equals(userId).toArray(),
      ])
      const linked = new Set(
        links.filter((link) => link.source_type === 'session_notes').map((link) => link.source_id),
      )
      return {
        session: session ?? null,
        recap: recaps.sort((a, b) => Date.parse(b.session_date) - Date.parse(a.session_date))[0] ?? null,
        notes: notes.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)),
        linked,
      }
    },
    [sessionId, userId],
    { what: 'session recap', isEmpty: (data) => data.session === null },
  )
}

/** The member's board cards for Link to Board, most recently updated first. */
export function useBoardCards(userId: string) {
  return useMirrorRead(
    (db) => db.mirror('julboard_tasks').where('user_id').equals(userId).reverse().sortBy('updated_at'),
    [userId],
    { what: 'board cards' },
  )
}
