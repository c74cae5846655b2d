/**
 * Session rules shared by the console's Sessions tab, its Home and the mobile Sessions sub-tab and recap
 * (001 §3-§4, §9; 002 §2.3, §2.5, §4, §9). Pure: the clock comes in as `now` (epoch milliseconds).
 */

/** 001 §9: a session without an end is 90 minutes long. */
export const DEFAULT_SESSION_MINUTES = 90
/** 001 §7: the console timeline reads the 50 newest sessions. */
export const CONSOLE_SESSIONS_LIMIT = 50
/** 002 §9: the mobile list shows sessions starting within the last 30 days, 20 at most. */
export const MOBILE_SESSIONS_WINDOW_DAYS = 30
export const MOBILE_SESSIONS_LIMIT = 20
/** 002 §9: recaps shown under the list. */
export const RECAPS_LIMIT = 10
/** 002 §9: description preview in the list. */
export const DESCRIPTION_PREVIEW_CHARS = 120
/** 001 §3: the notes marker written once a report exists. */
export const REPORT_MARKER = 'AI_REPORT_GENERATED'
/** 001 §9: recordings are checked every 5 minutes while the drive is connected. */
export const RECORDING_CHECK_INTERVAL_MS = 5 * 60 * 1000
/** 001 §9: the sessions page looks for new recordings every 10 minutes while it is open. */
export const SESSIONS_PAGE_RECORDING_CHECK_MS = 10 * 60 * 1000

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export const SESSION_STATUSES = ['scheduled', 'completed', 'cancelled'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]

export interface SessionLike {
  id: string
  title: string
  start_time: string
  end_time: string | null
  status: string
  notes: string | null
  meeting_url?: string | null
  recording_url?: string | null
}

export const WORKFLOW_STATUSES = [
  'scheduled',
  'completed',
  'recorded',
  'report_generated',
  'archived',
] as const
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number]

/** 001 §4 labels, verbatim. */
export const WORKFLOW_LABELS: Readonly<Record<WorkflowStatus, string>> = {
  scheduled: 'Scheduled',
  completed: 'Completed - No Recording',
  recorded: 'Recording Available',
  report_generated: 'Report Generated',
  archived: 'Archived',
}

export const RECORDING_LABELS = { found: 'Recording Found', none: 'No Recording' } as const
export const READY_FOR_REPORT = 'Ready for Report'

export function sessionStartMs(session: Pick<SessionLike, 'start_time'>): number {
  return Date.parse(session.start_time)
}

export function sessionEndMs(session: Pick<SessionLike, 'start_time' | 'end_time'>): number {
  const end = session.end_time ? Date.parse(session.end_time) : Number.NaN
  return Number.isNaN(end) ? sessionStartMs(session) + DEFAULT_SESSION_MINUTES * MINUTE : end
}

/** Duration in whole minutes (002 §4 "Duration is shown in minutes"). */
export function durationMinutes(session: Pick<SessionLike, 'start_time' | 'end_time'>): number {
  return Math.max(0, Math.round((sessionEndMs(session) - sessionStartMs(session)) / MINUTE))
}

export function hasReportMarker(session: Pick<SessionLike, 'notes'>): boolean {
  return (session.notes ?? '').includes(REPORT_MARKER)
}

/** The notes with the marker added once (the report itself lives in session_reports). */
export function notesWithReportMarker(notes: string | null): string {
  const current = notes ?? ''
  if (current.includes(REPORT_MARKER)) return current
  return current.trim() ? `${REPORT_MARKER} ${current.trim()}` : REPORT_MARKER
}

/**
 * 001 §4 workflow status: report_generated when the notes hold the marker (or a report is stored);
 * archived for a cancelled session; scheduled while the end is ahead; recorded once ended with a
 * recording (the stored link or a matching drive file); otherwise completed without a recording.
 */
export function workflowStatus(
  session: SessionLike,
  now: number,
  evidence: { hasRecording?: boolean; hasReport?: boolean } = {},
): WorkflowStatus {
  if (session.status === 'cancelled') return 'archived'
  if (hasReportMarker(session) || evidence.hasReport) return 'report_generated'
  if (sessionEndMs(session) > now) return 'scheduled'
  if (session.recording_url || evidence.hasRecording) return 'recorded'
  return 'completed'
}

export function workflowLabel(status: WorkflowStatus): string {
  return WORKFLOW_LABELS[status]
}

/** 'Ready for Report' shows on a recorded session. */
export function isReadyForReport(status: WorkflowStatus): boolean {
  return status === 'recorded'
}

/** The console timeline: newest start first, 50 at most. */
export function timelineSessions<S extends SessionLike>(sessions: readonly S[]): S[] {
  return [...sessions]
    .sort((a, b) => sessionStartMs(b) - sessionStartMs(a) || a.id.localeCompare(b.id))
    .slice(0, CONSOLE_SESSIONS_LIMIT)
}

/**
 * 001 §6 admin view: staff see every member's sessions, but their device syncs only the members they
 * work with. The timeline joins the device's sessions (with its unsent edits, so they win) and the
 * server's newest page; a session deleted here and not yet sent stays gone.
 */
export function staffTimelineSessions<S extends SessionLike>(
  onDevice: readonly S[],
  fromServer: readonly S[],
  deletedHere: ReadonlySet<string>,
): S[] {
  const byId = new Map(fromServer.filter((row) => !deletedHere.has(row.id)).map((row) => [row.id, row]))
  for (const row of onDevice) byId.set(row.id, row)
  return timelineSessions([...byId.values()])
}

/**
 * The mobile list (002 §7): start within the last 30 days (upcoming ones included, so a session can be
 * marked completed once it starts), newest start first, 20 at most.
 */
export function recentSessions<S extends SessionLike>(sessions: readonly S[], now: number): S[] {
  const from = now - MOBILE_SESSIONS_WINDOW_DAYS * DAY
  return [...sessions]
    .filter((session) => sessionStartMs(session) >= from)
    .sort((a, b) => sessionStartMs(b) - sessionStartMs(a) || a.id.localeCompare(b.id))
    .slice(0, MOBILE_SESSIONS_LIMIT)
}

/** Upcoming or running sessions, soonest first (Home's live sessions). */
export function liveSessions<S extends SessionLike>(sessions: readonly S[], now: number, limit = 3): S[] {
  return sessions
    .filter((session) => session.status === 'scheduled' && sessionEndMs(session) > now)
    .sort((a, b) => sessionStartMs(a) - sessionStartMs(b))
    .slice(0, limit)
}

export function isInProgress(session: SessionLike, now: number): boolean {
  return session.status === 'scheduled' && sessionStartMs(session) <= now && sessionEndMs(session) > now
}

/** 002 §4: only a scheduled session whose start has passed may be marked completed. */
export function canMarkCompleted(session: SessionLike, now: number): boolean {
  return session.status === 'scheduled' && sessionStartMs(session) <= now
}

/** 001 §4 / 002 §4: cancelling (and the staff's Mark Complete) only while scheduled. */
export function canCancel(session: SessionLike): boolean {
  return session.status === 'scheduled'
}

export function previewText(text: string | null | undefined, max = DESCRIPTION_PREVIEW_CHARS): string {
  const value = (text ?? '').trim()
  return value.length > max ? `${value.slice(0, max).trimEnd()}…` : value
}

export interface RecapLike {
  session_date: string
}

/** 002 §7: recaps by session_date descending, 10 at most. */
export function latestRecaps<R extends RecapLike>(recaps: readonly R[]): R[] {
  return [...recaps]
    .sort((a, b) => Date.parse(b.session_date) - Date.parse(a.session_date))
    .slice(0, RECAPS_LIMIT)
}

export const SESSION_TOASTS = {
  markedAs: (status: SessionStatus) => `Session marked as ${status}`,
} as const
