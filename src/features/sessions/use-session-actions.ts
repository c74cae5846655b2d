import { useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import type { InvokeFunction } from '../../data/functions.ts'
import { type DriveRecording, recordingsForSession } from '../../lib/recording-match.ts'
import { notesWithReportMarker, SESSION_TOASTS } from '../../lib/session-workflow.ts'
import { toast } from '../../ui/toaster.tsx'
import type { DriveClient } from './drive-client.ts'
import { SESSION_MESSAGES } from './messages.ts'
import type { GeneratedReport } from './recording-processing.ts'
import {
  REPORT_FUNCTION,
  reportErrorMessage,
  reportFromAnswer,
  reportRequest,
  TRANSCRIBE_FUNCTION,
  transcriptFromWritten,
} from './session-report.ts'
import type { SessionRow, SessionsRows } from './use-sessions-data.ts'

interface ActionContext {
  sync: SyncClient | null
  invoke: InvokeFunction
  rows: SessionsRows | undefined
  /** The connected drive and what it listed; null while not signed in to Google. */
  drive: { client: DriveClient; recordings: readonly DriveRecording[] } | null
}

async function transcriptFromRecording(
  invoke: InvokeFunction,
  drive: NonNullable<ActionContext['drive']>,
  recording: DriveRecording,
): Promise<string> {
  let audio: Blob
  try {
    audio = await drive.client.download(recording)
  } catch (error) {
    console.error(SESSION_MESSAGES.recordingNotAccessible, error)
    throw new Error(SESSION_MESSAGES.recordingNotAccessible)
  }
  const form = new FormData()
  form.append('audio', audio, recording.name)
  const answer: unknown = await invoke(TRANSCRIBE_FUNCTION, { body: form })
  if (
    answer &&
    typeof answer === 'object' &&
    'transcript' in answer &&
    typeof answer.transcript === 'string'
  ) {
    return answer.transcript
  }
  throw new Error(SESSION_MESSAGES.audioReportFailed)
}

/** The Sessions tab's writes and calls: staff status changes and deletes, and 'Generate report'. */
export function useSessionActions({ sync, invoke, rows, drive }: ActionContext) {
  const [generating, setGenerating] = useState<string | null>(null)
  /** Reports generated on this device, shown before the stored row arrives through sync. */
  const [fresh, setFresh] = useState<Record<string, GeneratedReport>>({})

  const setStatus = async (session: SessionRow, status: 'completed' | 'cancelled') => {
    if (!sync) return
    try {
      await sync.repository('sessions').update(session.id, { status })
      toast.success(SESSION_TOASTS.markedAs(status))
    } catch (error) {
      console.error(SESSION_MESSAGES.statusFailed, error)
      toast.error(SESSION_MESSAGES.statusFailed)
    }
  }

  const remove = async (session: SessionRow) => {
    if (!sync) return
    try {
      await sync.repository('sessions').remove(session.id)
      toast.success(SESSION_MESSAGES.deleted)
    } catch (error) {
      console.error(SESSION_MESSAGES.deleteFailed, error)
      toast.error(SESSION_MESSAGES.deleteFailed)
    }
  }

  const generateReport = async (session: SessionRow): Promise<GeneratedReport | null> => {
    if (!sync || !rows) return null
    setGenerating(session.id)
    try {
      const recording = drive ? recordingsForSession(session, drive.recordings)[0]?.recording : undefined
      const transcript =
        drive && recording
          ? await transcriptFromRecording(invoke, drive, recording)
          : transcriptFromWritten(session, {
              notes: rows.notes.filter((note) => note.session_id === session.id),
              minutes: rows.minutes.filter((entry) => entry.session_id === session.id),
            })
      if (!transcript) {
        toast.error(SESSION_MESSAGES.noRecording)
        return null
      }
      const report = reportFromAnswer(
        await invoke(REPORT_FUNCTION, { body: reportRequest(session, transcript) }),
      )
      if (!report) throw new Error(SESSION_MESSAGES.reportFailed)
      await sync.repository('sessions').update(session.id, { notes: notesWithReportMarker(session.notes) })
      setFresh((current) => ({ ...current, [session.id]: report }))
      toast.success(SESSION_MESSAGES.reportGenerated)
      return report
    } catch (error) {
      console.error(SESSION_MESSAGES.reportFailed, error)
      toast.error(
        error instanceof Error && error.message === SESSION_MESSAGES.recordingNotAccessible
          ? error.message
          : reportErrorMessage(error),
      )
      return null
    } finally {
      setGenerating(null)
    }
  }

  /** The stored report for a session (newest), else one generated here a moment ago. */
  const reportFor = (sessionId: string): GeneratedReport | null => {
    const stored = rows?.reports
      .filter((report) => report.session_id === sessionId)
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]
    return stored ?? fresh[sessionId] ?? null
  }

  return { generating, setStatus, remove, generateReport, reportFor }
}
