import { useEffect, useState } from 'react'
import { memberRange } from '../../../sync/public/member-range.ts'
import type { RowOf } from '../../../sync/public/types.ts'
import { useStaffDirectory } from '../../data/staff-directory.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import {
  CONSOLE_SESSIONS_LIMIT,
  latestRecaps,
  recentSessions,
  staffTimelineSessions,
  timelineSessions,
} from '../../lib/session-workflow.ts'

export type StaffSessionsPage = { rows: readonly SessionRow[]; failed: boolean }

const NO_PAGE: StaffSessionsPage = { rows: [], failed: false }

/**
 * Staff's page of every member's newest sessions from the server (001 §6 admin view; their device
 * syncs only the members they work with). Read when the tab opens and after each sync, so a change
 * sent from here shows as the server took it; remembered for offline. Members read nothing here.
 */
export function useStaffSessionsPage(isStaff: boolean): StaffSessionsPage {
  const directory = useStaffDirectory()
  const { lastSyncTime } = useSyncStatus()
  const [page, setPage] = useState<StaffSessionsPage>(NO_PAGE)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each finished sync is the trigger itself.
  useEffect(() => {
    if (!isStaff || !directory) return
    let current = true
    directory
      .latestSessions(CONSOLE_SESSIONS_LIMIT)
      .then((rows) => current && setPage({ rows, failed: false }))
      .catch((error: unknown) => {
        console.error("Could not read members' sessions from the server", error)
        if (current) setPage((before) => ({ ...before, failed: true }))
      })
    return () => {
      current = false
    }
  }, [isStaff, directory, lastSyncTime])
  return page
}

/**
 * The Sessions tab's rows: the 50 newest sessions on this device (a member's own; for staff joined
 * with the server's page of every member's, `fromServer`), the member's minutes, session notes and the
 * drive configuration. Live: sync and realtime changes re-render it.
 */
export function useSessionsData(userId: string, fromServer: readonly SessionRow[]) {
  return useMirrorRead(
    async (db) => {
      const [sessions, deletedHere, minutes, notes, config] = await Promise.all([
        db.mirror('sessions').toArray(),
        fromServer.length === 0
          ? []
          : db.pending_sync_data
              .where('[table+row_id]')
              .anyOf(fromServer.map((row) => ['sessions', row.id]))
              .filter((entry) => entry.action === 'delete')
              .toArray(),
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
      const shown =
        fromServer.length === 0
          ? timelineSessions(sessions)
          : staffTimelineSessions(sessions, fromServer, new Set(deletedHere.map((entry) => entry.row_id)))
      return { sessions: shown, minutes, notes, config }
    },
    [userId, fromServer],
    { what: 'sessions', isEmpty: (rows) => rows.sessions.length === 0 },
  )
}

/**
 * 001 §7 "session_reports: select": the member's stored reports, a read of its own so a failure says
 * 'Failed to fetch reports' while the timeline stays.
 */
export function useSessionReports(userId: string) {
  return useMirrorRead(
    (db) => db.mirror('session_reports').where('user_id').equals(userId).toArray(),
    [userId],
    {
      what: 'session reports',
    },
  )
}

export interface SessionsRows {
  sessions: SessionRow[]
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

/** One session's recap page: the session (null when this device has none after the first pull) and its recap. */
export function useRecap(sessionId: string) {
  return useMirrorRead(
    async (db) => {
      const [session, recaps] = await Promise.all([
        db.mirror('sessions').get(sessionId),
        db.mirror('session_recaps').where('session_id').equals(sessionId).toArray(),
      ])
      return {
        session: session ?? null,
        recap: recaps.sort((a, b) => Date.parse(b.session_date) - Date.parse(a.session_date))[0] ?? null,
      }
    },
    [sessionId],
    { what: 'session recap', isEmpty: (data) => data.session === null },
  )
}

/**
 * 002 §7 "session_notes: read by user_id and session_id, newest first", and which of them are linked
 * to a board card; a read of its own, so a failure shows 'Failed to load session notes' in the Notes
 * tab while the rest of the recap stays.
 */
export function useSessionNotes(sessionId: string, userId: string) {
  return useMirrorRead(
    async (db) => {
      const [notes, links] = await Promise.all([
        db.mirror('session_notes').where('[user_id+session_id]').equals([userId, sessionId]).toArray(),
        db.mirror('board_assignments').where('user_id').equals(userId).toArray(),
      ])
      const linked = new Set(
        links.filter((link) => link.source_type === 'session_notes').map((link) => link.source_id),
      )
      return { notes: notes.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)), linked }
    },
    [sessionId, userId],
    { what: 'session notes', isEmpty: (data) => data.notes.length === 0 },
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
