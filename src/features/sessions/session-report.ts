import { FunctionCallError, type InvokeFunction } from '../../data/functions.ts'
import {
  DEFAULT_SESSION_MINUTES,
  durationMinutes,
  REPORT_MARKER,
  type SessionLike,
} from '../../lib/session-workflow.ts'
import type { GeneratedReport } from './recording-processing.ts'
import { SESSION_TEXTS } from './texts.ts'

/**
 * 'Generate report' (001 §2, §7): generate-session-report with { transcript, sessionMetadata }. The
 * transcript is the recording's when the drive gives one; otherwise what was written during and after
 * the session (its description and notes, the member's session notes, the minutes), so a report never
 * pretends to come from audio that was not heard.
 */

export const REPORT_FUNCTION = 'generate-session-report'
export const TRANSCRIBE_FUNCTION = 'transcribe-audio'
/** 001 §9: the report's default session type. */
export const DEFAULT_REPORT_TYPE = 'Strategic Advisory'

export interface WrittenMaterial {
  notes: readonly { content: string | null; content_type: string }[]
  minutes: readonly {
    key_topics: string[]
    decisions_made: string[]
    action_items: string[]
    next_steps: string[]
    client_value_summary: string | null
  }[]
}

interface ReportSession extends SessionLike {
  description?: string | null
  session_type?: string | null
  attendee_name?: string | null
}

function lines(label: string, items: readonly string[]): string[] {
  return items.length > 0 ? [`${label}: ${items.join('; ')}.`] : []
}

/** The session's written record as one text, or '' when nothing was written. */
export function transcriptFromWritten(session: ReportSession, material: WrittenMaterial): string {
  const notes = (session.notes ?? '').replace(REPORT_MARKER, '').trim()
  const parts = [
    session.description?.trim() ?? '',
    notes,
    ...material.notes
      .filter((note) => note.content_type === 'text' && note.content?.trim())
      .map((note) => note.content?.trim() ?? ''),
    ...material.minutes.flatMap((entry) => [
      ...lines('Topics', entry.key_topics),
      ...lines('Decisions', entry.decisions_made),
      ...lines('Action items', entry.action_items),
      ...lines('Next steps', entry.next_steps),
      entry.client_value_summary ?? '',
    ]),
  ].filter((part) => part.length > 0)
  return parts.length === 0 ? '' : [`Session: ${session.title}.`, ...parts].join('\n')
}

export function reportRequest(session: ReportSession, transcript: string) {
  return {
    transcript,
    sessionMetadata: {
      clientName: session.attendee_name ?? undefined,
      sessionType: session.session_type ?? DEFAULT_REPORT_TYPE,
      date: session.start_time,
      duration: durationMinutes(session) || DEFAULT_SESSION_MINUTES,
      sessionId: session.id,
    },
  }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/** The function's { report }, checked; null when the answer holds none. */
export function reportFromAnswer(answer: unknown): GeneratedReport | null {
  if (!answer || typeof answer !== 'object' || !('report' in answer)) return null
  const report: unknown = answer.report
  if (!report || typeof report !== 'object') return null
  const record = report as Record<string, unknown>
  return {
    title: typeof record.title === 'string' ? record.title : 'Session report',
    executive_summary: typeof record.executive_summary === 'string' ? record.executive_summary : null,
    key_insights: stringList(record.key_insights),
    action_items: stringList(record.action_items),
    recommendations: stringList(record.recommendations),
    next_steps: stringList(record.next_steps),
    attendees: stringList(record.attendees),
    decisions: stringList(record.decisions),
  }
}

const SPEC_REPORT_ERRORS: readonly string[] = [
  SESSION_TEXTS.sessionReportFailed,
  SESSION_TEXTS.reportSaveFailed,
  SESSION_TEXTS.noRecording,
]

/** The message a failed report shows: the function's own words when they are the spec's, else the spec's default. */
export function reportErrorMessage(error: unknown): string {
  if (error instanceof FunctionCallError && SPEC_REPORT_ERRORS.includes(error.message)) return error.message
  if (error instanceof Error && SPEC_REPORT_ERRORS.includes(error.message)) return error.message
  return SESSION_TEXTS.reportFailed
}

/** transcribe-audio's transcript of a recording; an answer without one fails with `failure`. */
export async function transcribeRecording(
  invoke: InvokeFunction,
  audio: Blob,
  fileName: string,
  failure: string,
): Promise<string> {
  const form = new FormData()
  form.append('audio', audio, fileName)
  const answer: unknown = await invoke(TRANSCRIBE_FUNCTION, { body: form })
  if (answer && typeof answer === 'object' && 'transcript' in answer && typeof answer.transcript === 'string')
    return answer.transcript
  throw new Error(failure)
}
