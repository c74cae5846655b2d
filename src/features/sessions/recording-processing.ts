import { type DriveRecording, matchSessions } from '../../lib/recording-match.ts'
import { durationMinutes, type SessionLike } from '../../lib/session-workflow.ts'
import type { KeyValueStorage } from '../../lib/storage.ts'
import { MINUTES_TEXTS } from './texts.ts'

/**
 * Automatic recording processing of 001 §4: for each recording not yet processed, find its session;
 * none → skip silently (it is looked at again next time); else download, transcribe, report, and create
 * approved meeting minutes. Each processed recording id is remembered so it is never repeated.
 */

export interface GeneratedReport {
  title: string
  executive_summary: string | null
  key_insights: string[]
  action_items: string[]
  recommendations: string[]
  next_steps: string[]
  attendees: string[]
  decisions?: string[]
}

export interface ProcessingSteps<S extends SessionLike> {
  listRecordings(): Promise<DriveRecording[]>
  download(recording: DriveRecording): Promise<Blob>
  transcribe(audio: Blob, recording: DriveRecording): Promise<string>
  generateReport(transcript: string, session: S): Promise<GeneratedReport>
  saveMinutes(session: S, report: GeneratedReport, recording: DriveRecording): Promise<void>
}

export interface ProcessingOutcome {
  processed: string[]
  skipped: string[]
  /** 'Failed to process recording: {name}' for each one that failed (it is tried again next time). */
  failures: string[]
}

/** Storage key of the processed ids, per member. Do not change without carrying the old ids over. */
export function processedKey(userId: string): string {
  return `jul_processed_recordings:${userId}`
}

export function processedIds(storage: KeyValueStorage, userId: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(processedKey(userId)) ?? '[]')
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [])
  } catch {
    return new Set()
  }
}

export function rememberProcessed(storage: KeyValueStorage, userId: string, id: string) {
  const ids = processedIds(storage, userId)
  ids.add(id)
  storage.setItem(processedKey(userId), JSON.stringify([...ids]))
}

export async function processNewRecordings<S extends SessionLike>(
  sessions: readonly S[],
  steps: ProcessingSteps<S>,
  memory: { has(id: string): boolean; add(id: string): void },
): Promise<ProcessingOutcome> {
  const outcome: ProcessingOutcome = { processed: [], skipped: [], failures: [] }
  const recordings = await steps.listRecordings()
  for (const recording of recordings) {
    if (memory.has(recording.id)) continue
    const best = matchSessions(recording, sessions)[0]
    if (!best) {
      outcome.skipped.push(recording.id)
      continue
    }
    try {
      const transcript = await steps.transcribe(await steps.download(recording), recording)
      const report = await steps.generateReport(transcript, best.session)
      await steps.saveMinutes(best.session, report, recording)
      memory.add(recording.id)
      outcome.processed.push(recording.id)
    } catch (error) {
      console.error(MINUTES_TEXTS.processFailed(recording.name), error)
      outcome.failures.push(MINUTES_TEXTS.processFailed(recording.name))
    }
  }
  return outcome
}

export interface MinutesDraft {
  session_id: string
  title: string
  meeting_date: string
  duration_minutes: number
  attendees: string[]
  key_topics: string[]
  decisions_made: string[]
  action_items: string[]
  deliverables_promised: string[]
  next_steps: string[]
  client_value_summary: string | null
  recording_url: string | null
  status: 'approved'
}

/** 001 §4: auto-generated minutes are created as approved, titled after the session. */
export function minutesFromReport(
  session: SessionLike,
  report: GeneratedReport,
  recording: DriveRecording | null,
): MinutesDraft {
  return {
    session_id: session.id,
    title: MINUTES_TEXTS.autoTitle(session.title),
    meeting_date: session.start_time,
    duration_minutes: durationMinutes(session),
    attendees: report.attendees,
    key_topics: report.key_insights,
    decisions_made: report.decisions ?? [],
    action_items: report.action_items,
    deliverables_promised: report.recommendations,
    next_steps: report.next_steps,
    client_value_summary: report.executive_summary,
    recording_url: recording?.webViewLink ?? session.recording_url ?? null,
    status: 'approved',
  }
}
