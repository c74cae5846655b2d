import { type SessionLike, sessionEndMs, sessionStartMs } from './session-workflow.ts'

/**
 * Recording-to-session matching of 001 §4: a cloud-drive recording is scored against each session and
 * the candidates at 25 or more are kept, best first.
 */

/** 001 §3: a cloud-drive recording as the drive lists it. */
export interface DriveRecording {
  id: string
  name: string
  mimeType: string
  createdTime: string
  webViewLink?: string | null
  size?: string | number | null
}

export const MATCH_POINTS = {
  nearStartOrEnd: 40,
  duringOrJustAfter: 30,
  meetingCode: 25,
  similarTitle: 15,
} as const
export const MATCH_THRESHOLD = 25

const MINUTE = 60_000
const NEAR_WINDOW_MS = 120 * MINUTE
const AFTER_END_MS = 30 * MINUTE

/** Words too common to say two titles are alike. */
const STOP_WORDS = new Set([
  'with',
  'from',
  'into',
  'your',
  'this',
  'that',
  'session',
  'meeting',
  'recording',
  'call',
  'review',
])

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4 && !STOP_WORDS.has(word))
}

/**
 * The meeting code of a meeting link: its last path segment (Google Meet 'abc-defg-hij', Zoom's
 * number), lower-cased; null without a usable link.
 */
export function meetingCode(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const segment = new URL(url).pathname.split('/').filter(Boolean).pop()
    return segment && segment.length >= 3 ? segment.toLowerCase() : null
  } catch {
    return null
  }
}

/** True when the recording's name shares a meaningful word with the session's title. */
export function similarTitles(recordingName: string, sessionTitle: string): boolean {
  const name = new Set(words(recordingName))
  return words(sessionTitle).some((word) => name.has(word))
}

export function matchScore(recording: DriveRecording, session: SessionLike): number {
  const created = Date.parse(recording.createdTime)
  if (Number.isNaN(created)) return 0
  const start = sessionStartMs(session)
  const end = sessionEndMs(session)
  let score = 0
  if (Math.abs(created - start) <= NEAR_WINDOW_MS || Math.abs(created - end) <= NEAR_WINDOW_MS) {
    score += MATCH_POINTS.nearStartOrEnd
  }
  if (created >= start && created <= end + AFTER_END_MS) score += MATCH_POINTS.duringOrJustAfter
  const code = meetingCode(session.meeting_url)
  if (code && recording.name.toLowerCase().includes(code)) score += MATCH_POINTS.meetingCode
  if (similarTitles(recording.name, session.title)) score += MATCH_POINTS.similarTitle
  return score
}

export interface SessionMatch<S extends SessionLike> {
  session: S
  score: number
}

/** Sessions scoring 25 or more for this recording, best first (ties: the nearer start first). */
export function matchSessions<S extends SessionLike>(
  recording: DriveRecording,
  sessions: readonly S[],
): SessionMatch<S>[] {
  const created = Date.parse(recording.createdTime)
  return sessions
    .map((session) => ({ session, score: matchScore(recording, session) }))
    .filter((match) => match.score >= MATCH_THRESHOLD)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Math.abs(created - sessionStartMs(a.session)) - Math.abs(created - sessionStartMs(b.session)),
    )
}

/** Recordings scoring 25 or more for this session, best first (the session's "Recording Found"). */
export function recordingsForSession<R extends DriveRecording>(
  session: SessionLike,
  recordings: readonly R[],
): { recording: R; score: number }[] {
  return recordings
    .map((recording) => ({ recording, score: matchScore(recording, session) }))
    .filter((match) => match.score >= MATCH_THRESHOLD)
    .sort((a, b) => b.score - a.score)
}
