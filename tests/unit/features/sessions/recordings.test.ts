import { describe, expect, it, vi } from 'vitest'
import { FunctionCallError } from '../../../../src/data/functions.ts'
import {
  driveBlocker,
  driveStateFromAnswer,
  driveStateFromError,
} from '../../../../src/features/sessions/drive-state.ts'
import {
  type GeneratedReport,
  minutesFromReport,
  type ProcessingSteps,
  processedIds,
  processNewRecordings,
  rememberProcessed,
} from '../../../../src/features/sessions/recording-processing.ts'
import {
  reportErrorMessage,
  reportRequest,
  transcriptFromWritten,
} from '../../../../src/features/sessions/session-report.ts'
import type { SessionLike } from '../../../../src/lib/session-workflow.ts'
import { createMemoryStorage } from '../../../../src/lib/storage.ts'

const START = Date.parse('2026-11-10T10:00:00Z')
const SESSION: SessionLike = {
  id: 's1',
  title: 'Fundraising plan review',
  start_time: new Date(START).toISOString(),
  end_time: new Date(START + 90 * 60_000).toISOString(),
  status: 'completed',
  notes: null,
  meeting_url: 'https://meet.google.com/abc-defg-hij',
  recording_url: null,
}
const REPORT: GeneratedReport = {
  title: 'Report',
  executive_summary: 'Seed extension first.',
  key_insights: ['Traction ahead'],
  action_items: ['Draft the story'],
  recommendations: ['Hire a finance lead'],
  next_steps: ['Rehearse'],
  attendees: ['Priya Pro', 'Julia Advisor'],
  decisions: ['Extension before the A'],
}

describe('the Google Drive connection state (001 §2, §8)', () => {
  it("says 'not configured' in the spec's words when get-google-keys has no keys", () => {
    expect(
      driveStateFromAnswer({
        configured: false,
        message: 'Google Drive integration not configured. Please contact support.',
      }),
    ).toEqual({
      status: 'error',
      message: 'Google Drive integration not configured. Please contact support.',
    })
    expect(
      driveStateFromAnswer({
        configured: false,
        message: 'Google Drive credentials are missing. Please contact support.',
      }),
    ).toEqual({
      status: 'error',
      message: 'Google Drive credentials are missing. Please contact support.',
    })
    expect(driveStateFromAnswer('nonsense')).toEqual({
      status: 'error',
      message: 'Google Drive not configured properly',
    })
  })

  it('is ready, not yet signed in, with both keys', () => {
    expect(driveStateFromAnswer({ configured: true, apiKey: 'k', clientId: 'c' })).toEqual({
      status: 'ready',
      signedIn: false,
      keys: { apiKey: 'k', clientId: 'c' },
    })
  })

  it('tells no network apart from a failed call', () => {
    expect(driveStateFromError(new FunctionCallError('get-google-keys', 'x', null, true), true)).toEqual({
      status: 'error',
      message: 'Google Drive connection unavailable',
    })
    expect(driveStateFromError(new Error('boom'), true)).toEqual({
      status: 'error',
      message: 'Failed to connect to Google Drive. Please try again.',
    })
  })

  it("answers 'Check for new recordings' with what is missing", () => {
    expect(driveBlocker({ status: 'checking' })).toBe('Please wait, still initializing...')
    expect(driveBlocker({ status: 'ready', signedIn: false, keys: { apiKey: 'k', clientId: 'c' } })).toBe(
      'Please connect to Google Drive first',
    )
    expect(driveBlocker({ status: 'ready', signedIn: true, keys: { apiKey: 'k', clientId: 'c' } })).toBeNull()
  })
})

function steps(overrides: Partial<ProcessingSteps<SessionLike>> = {}): ProcessingSteps<SessionLike> {
  return {
    listRecordings: async () => [
      {
        id: 'match',
        name: 'Meet recording abc-defg-hij',
        mimeType: 'video/mp4',
        createdTime: new Date(START + 30 * 60_000).toISOString(),
        webViewLink: 'https://drive.google.com/file/d/match/view',
      },
      {
        id: 'stray',
        name: 'holiday.mp4',
        mimeType: 'video/mp4',
        createdTime: new Date(START - 20 * 86_400_000).toISOString(),
      },
    ],
    download: async () => new Blob(['audio']),
    transcribe: async () => 'We agreed the extension.',
    generateReport: async () => REPORT,
    saveMinutes: vi.fn(async () => {}),
    ...overrides,
  }
}

describe('automatic recording processing (001 §4)', () => {
  it('processes a matching recording once, skips one without a session silently', async () => {
    const storage = createMemoryStorage()
    const memory = {
      has: (id: string) => processedIds(storage, 'u').has(id),
      add: (id: string) => rememberProcessed(storage, 'u', id),
    }
    const run = steps()
    expect(await processNewRecordings([SESSION], run, memory)).toEqual({
      processed: ['match'],
      skipped: ['stray'],
      failures: [],
    })
    expect(run.saveMinutes).toHaveBeenCalledTimes(1)
    expect(await processNewRecordings([SESSION], run, memory)).toEqual({
      processed: [],
      skipped: ['stray'],
      failures: [],
    })
    expect(run.saveMinutes).toHaveBeenCalledTimes(1)
  })

  it("reports 'Failed to process recording: {name}' and tries again next time", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const memory = new Set<string>()
    const failing = steps({ download: async () => Promise.reject(new Error('403')) })
    const outcome = await processNewRecordings([SESSION], failing, memory)
    expect(outcome.failures).toEqual(['Failed to process recording: Meet recording abc-defg-hij'])
    expect(memory.has('match')).toBe(false)
  })

  it("reports 'Failed to create meeting minutes' when the minutes cannot be written", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const memory = new Set<string>()
    const failing = steps({ saveMinutes: async () => Promise.reject(new Error('QuotaExceededError')) })
    const outcome = await processNewRecordings([SESSION], failing, memory)
    expect(outcome.failures).toEqual(['Failed to create meeting minutes'])
    expect(memory.has('match')).toBe(false)
  })

  it('creates approved minutes titled after the session', () => {
    const recording = {
      id: 'r',
      name: 'n',
      mimeType: 'video/mp4',
      createdTime: SESSION.start_time,
      webViewLink: 'https://drive.google.com/r',
    }
    expect(minutesFromReport(SESSION, REPORT, recording)).toEqual({
      session_id: 's1',
      title: 'Auto-generated meeting minutes for Fundraising plan review',
      meeting_date: SESSION.start_time,
      duration_minutes: 90,
      attendees: REPORT.attendees,
      key_topics: REPORT.key_insights,
      decisions_made: ['Extension before the A'],
      action_items: REPORT.action_items,
      deliverables_promised: REPORT.recommendations,
      next_steps: REPORT.next_steps,
      client_value_summary: 'Seed extension first.',
      recording_url: 'https://drive.google.com/r',
      status: 'approved',
    })
  })
})

describe("'Generate report' (001 §2, §7, §9)", () => {
  it('writes a transcript from what was written when no recording is heard, nothing when nothing was', () => {
    const written = transcriptFromWritten(
      {
        ...SESSION,
        description: 'Round size and timing.',
        notes: 'AI_REPORT_GENERATED Agreed the extension.',
      },
      {
        notes: [
          { content: 'Target 12 investors.', content_type: 'text' },
          { content: '[Voice note]', content_type: 'voice' },
        ],
        minutes: [
          {
            key_topics: ['Round timing'],
            decisions_made: [],
            action_items: ['Draft the story'],
            next_steps: [],
            client_value_summary: null,
          },
        ],
      },
    )
    expect(written).toBe(
      'Session: Fundraising plan review.\nRound size and timing.\nAgreed the extension.\nTarget 12 investors.\nTopics: Round timing.\nAction items: Draft the story.',
    )
    expect(transcriptFromWritten(SESSION, { notes: [], minutes: [] })).toBe('')
  })

  it('sends the session metadata with the defaults of 90 minutes and Strategic Advisory', () => {
    expect(reportRequest({ ...SESSION, end_time: null }, 'text').sessionMetadata).toEqual({
      clientName: undefined,
      sessionType: 'Strategic Advisory',
      date: SESSION.start_time,
      duration: 90,
      sessionId: 's1',
    })
  })

  it("shows the function's words when they are the spec's, else 'Failed to generate report'", () => {
    expect(
      reportErrorMessage(
        new FunctionCallError('generate-session-report', 'Failed to save report', 502, false),
      ),
    ).toBe('Failed to save report')
    expect(reportErrorMessage(new FunctionCallError('generate-session-report', 'Internal', 500, false))).toBe(
      'Failed to generate report',
    )
  })
})
