import { describe, expect, it } from 'vitest'
import {
  matchScore,
  matchSessions,
  meetingCode,
  recordingsForSession,
} from '../../../src/lib/recording-match.ts'
import {
  canCancel,
  canMarkCompleted,
  durationMinutes,
  isReadyForReport,
  latestRecaps,
  notesWithReportMarker,
  previewText,
  recentSessions,
  SESSION_TOASTS,
  type SessionLike,
  staffTimelineSessions,
  timelineSessions,
  workflowLabel,
  workflowStatus,
} from '../../../src/lib/session-workflow.ts'

const NOW = Date.parse('2026-11-20T12:00:00Z')
const HOUR = 3600_000
const DAY = 24 * HOUR

function session(overrides: Partial<SessionLike> = {}): SessionLike {
  return {
    id: overrides.id ?? 's1',
    title: 'Fundraising plan review',
    start_time: new Date(NOW - 2 * DAY).toISOString(),
    end_time: new Date(NOW - 2 * DAY + 1.5 * HOUR).toISOString(),
    status: 'completed',
    notes: null,
    meeting_url: 'https://meet.google.com/abc-defg-hij',
    recording_url: null,
    ...overrides,
  }
}

describe('workflow status and label (001 §4)', () => {
  it('is Scheduled while the end is ahead', () => {
    const upcoming = session({
      status: 'scheduled',
      start_time: new Date(NOW + DAY).toISOString(),
      end_time: null,
    })
    expect(workflowLabel(workflowStatus(upcoming, NOW))).toBe('Scheduled')
  })

  it('is Completed - No Recording once ended without a recording', () => {
    expect(workflowLabel(workflowStatus(session(), NOW))).toBe('Completed - No Recording')
  })

  it('is Recording Available, ready for a report, when a recording exists or matches', () => {
    const stored = workflowStatus(session({ recording_url: 'https://drive.google.com/file/d/x/view' }), NOW)
    expect(workflowLabel(stored)).toBe('Recording Available')
    expect(isReadyForReport(stored)).toBe(true)
    expect(workflowStatus(session(), NOW, { hasRecording: true })).toBe('recorded')
  })

  it('is Report Generated when the notes hold the marker, whatever else is true', () => {
    const reported = session({ notes: 'AI_REPORT_GENERATED Summary', recording_url: 'https://x.example/r' })
    expect(workflowLabel(workflowStatus(reported, NOW))).toBe('Report Generated')
    expect(isReadyForReport(workflowStatus(reported, NOW))).toBe(false)
  })

  it('shows a cancelled session as Archived', () => {
    expect(workflowLabel(workflowStatus(session({ status: 'cancelled' }), NOW))).toBe('Archived')
  })

  it('adds the report marker to the notes once', () => {
    expect(notesWithReportMarker(null)).toBe('AI_REPORT_GENERATED')
    expect(notesWithReportMarker('Agreed the plan.')).toBe('AI_REPORT_GENERATED Agreed the plan.')
    expect(notesWithReportMarker('AI_REPORT_GENERATED x')).toBe('AI_REPORT_GENERATED x')
  })
})

describe('recording match score (001 §4)', () => {
  const base = session({ title: 'Fundraising plan review' })
  const start = Date.parse(base.start_time)

  it('adds 40 within 2 hours of the start or end and 30 during or up to 30 minutes after', () => {
    const during = {
      id: 'r',
      name: 'clip.mp4',
      mimeType: 'video/mp4',
      createdTime: new Date(start + 45 * 60_000).toISOString(),
    }
    expect(matchScore(during, base)).toBe(70)
    const beforeStart = { ...during, createdTime: new Date(start - 90 * 60_000).toISOString() }
    expect(matchScore(beforeStart, base)).toBe(40)
    const justAfter = { ...during, createdTime: new Date(start + 115 * 60_000).toISOString() }
    expect(matchScore(justAfter, base)).toBe(70)
    const longAfter = { ...during, createdTime: new Date(start + 5 * HOUR).toISOString() }
    expect(matchScore(longAfter, base)).toBe(0)
  })

  it('adds 25 for the meeting code in the file name and 15 for similar title words', () => {
    const far = new Date(start + 3 * DAY).toISOString()
    expect(
      matchScore(
        { id: 'r', name: 'abc-defg-hij (2026-11-18).mp4', mimeType: 'video/mp4', createdTime: far },
        base,
      ),
    ).toBe(25)
    expect(
      matchScore(
        { id: 'r', name: 'Fundraising recording.mp4', mimeType: 'video/mp4', createdTime: far },
        base,
      ),
    ).toBe(15)
    expect(meetingCode('https://meet.google.com/abc-defg-hij')).toBe('abc-defg-hij')
    expect(meetingCode(null)).toBeNull()
  })

  it('keeps candidates at 25 or more, best first', () => {
    const recording = {
      id: 'r',
      name: 'Meet recording abc-defg-hij',
      mimeType: 'video/mp4',
      createdTime: new Date(start + 30 * 60_000).toISOString(),
    }
    const other = session({
      id: 's2',
      title: 'Board preparation',
      start_time: new Date(start + 60 * 60_000).toISOString(),
      end_time: null,
      meeting_url: null,
    })
    const far = session({
      id: 's3',
      title: 'Unrelated',
      start_time: new Date(start - 10 * DAY).toISOString(),
      end_time: null,
      meeting_url: null,
    })
    const matches = matchSessions(recording, [far, other, base])
    expect(matches.map((match) => [match.session.id, match.score])).toEqual([
      ['s1', 95],
      ['s2', 40],
    ])
    const weak = { ...recording, name: 'x', createdTime: new Date(start - 10 * DAY + 5 * HOUR).toISOString() }
    expect(recordingsForSession(far, [weak])).toEqual([])
  })
})

describe('lists', () => {
  it('puts the 50 newest sessions on the console timeline', () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      session({ id: `s${index}`, start_time: new Date(NOW - index * DAY).toISOString() }),
    )
    const shown = timelineSessions(many)
    expect(shown).toHaveLength(50)
    expect(shown[0]?.id).toBe('s0')
    expect(shown[49]?.id).toBe('s49')
  })

  it("joins staff's synced sessions with the server's page: the device's copy wins, its deletes stay gone", () => {
    const at = (days: number) => new Date(NOW + days * DAY).toISOString()
    const device = [
      session({ id: 'caseload', start_time: at(-1), status: 'completed' }),
      session({ id: 'own', start_time: at(2), status: 'scheduled' }),
    ]
    const server = [
      session({ id: 'caseload', start_time: at(-1), status: 'scheduled' }),
      session({ id: 'other member', start_time: at(1), status: 'scheduled' }),
      session({ id: 'deleted here', start_time: at(3) }),
    ]
    const shown = staffTimelineSessions(device, server, new Set(['deleted here']))
    expect(shown.map((row) => [row.id, row.status])).toEqual([
      ['own', 'scheduled'],
      ['other member', 'scheduled'],
      ['caseload', 'completed'],
    ])
    const crowd = Array.from({ length: 60 }, (_, index) =>
      session({ id: `m${index}`, start_time: at(-index) }),
    )
    expect(staffTimelineSessions(device, crowd, new Set())).toHaveLength(50)
  })

  it('lists mobile sessions starting in the last 30 days, newest first, 20 at most (002 §2.3)', () => {
    const rows = [
      session({ id: 'old', start_time: new Date(NOW - 31 * DAY).toISOString() }),
      session({ id: 'edge', start_time: new Date(NOW - 30 * DAY).toISOString() }),
      session({ id: 'next', start_time: new Date(NOW + 3 * DAY).toISOString() }),
    ]
    expect(recentSessions(rows, NOW).map((row) => row.id)).toEqual(['next', 'edge'])
    const crowd = Array.from({ length: 25 }, (_, index) =>
      session({ id: `c${index}`, start_time: new Date(NOW - index * HOUR).toISOString() }),
    )
    expect(recentSessions(crowd, NOW)).toHaveLength(20)
  })

  it('keeps the 10 latest recaps by session date', () => {
    const recaps = Array.from({ length: 12 }, (_, index) => ({
      id: index,
      session_date: new Date(NOW - index * DAY).toISOString(),
    }))
    expect(latestRecaps(recaps).map((recap) => recap.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
})

describe('the Session Manager rules (002 §4)', () => {
  it('marks completed only a scheduled session whose start has passed', () => {
    expect(
      canMarkCompleted(session({ status: 'scheduled', start_time: new Date(NOW - HOUR).toISOString() }), NOW),
    ).toBe(true)
    expect(
      canMarkCompleted(session({ status: 'scheduled', start_time: new Date(NOW + HOUR).toISOString() }), NOW),
    ).toBe(false)
    expect(
      canMarkCompleted(session({ status: 'cancelled', start_time: new Date(NOW - HOUR).toISOString() }), NOW),
    ).toBe(false)
  })

  it('cancels only while scheduled', () => {
    expect(canCancel(session({ status: 'scheduled' }))).toBe(true)
    expect(canCancel(session({ status: 'completed' }))).toBe(false)
  })

  it("says 'Session marked as {status}'", () => {
    expect(SESSION_TOASTS.markedAs('completed')).toBe('Session marked as completed')
    expect(SESSION_TOASTS.markedAs('cancelled')).toBe('Session marked as cancelled')
  })

  it('shows durations in minutes, 90 without an end, and previews descriptions at 120 characters', () => {
    expect(durationMinutes(session())).toBe(90)
    expect(durationMinutes(session({ end_time: null }))).toBe(90)
    const long = 'x'.repeat(130)
    expect(previewText(long)).toBe(`${'x'.repeat(120)}…`)
    expect(previewText('short')).toBe('short')
  })
})
