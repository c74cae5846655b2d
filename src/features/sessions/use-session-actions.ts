import { useState } from 'react'
import type { InvokeFunction } from '../../data/functions.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { toastSuccess, useWrite } from '../../data/write.ts'
import { type DriveRecording, recordingsForSession } from '../../lib/recording-match.ts'
import { notesWithReportMarker, SESSION_TOASTS } from '../../lib/session-workflow.ts'
import { toast } from '../../ui/toaster.tsx'
import type { DriveClient } from './drive-client.ts'
import type { GeneratedReport } from './recording-processing.ts'
import {
  REPORT_FUNCTION,
  reportErrorMessage,
  reportFromAnswer,
  reportRequest,
  transcribeRecording,
  transcriptFromWritten,
} from './session-report.ts'
import { MOBILE_SESSION_TEXTS, SESSION_TEXTS } from './texts.ts'
import type { ReportRow, SessionRow, SessionsRows } from './use-sessions-data.ts'

interface ActionContext {
  invoke: InvokeFunction
  rows: SessionsRows | undefined
  /** The member's stored reports (empty while their read is loading or failed). */
  reports: readonly ReportRow[]
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
    console.error(SESSION_TEXTS.recordingNotAccessible, error)
    throw new Error(SESSION_TEXTS.recordingNotAccessible)
  }
  return transcribeRecording(invoke, audio, recording.name, SESSION_TEXTS.audioReportFailed)
}

/**
 * The session writes both shells make, through the queue so they work offline: a status change
 * (`failure` is the shell's text: the console's 'Failed to update session status', the phone's 'Failed
 * to update session'), a delete, and a note linked to a board card.
 */
export function useSessionWrites() {
  const write = useWrite()
  return {
    /** Staff may act on a session read from the server (not on this device): it comes with the write. */
    setStatus: (session: SessionRow, status: 'completed' | 'cancelled', failure: string) =>
      write({ failure, success: SESSION_TOASTS.markedAs(status) }, (client) =>
        client.repository('sessions').update(session.id, { status }, { base: session }),
      ),
    remove: (session: { id: string }) =>
      write({ failure: SESSION_TEXTS.deleteFailed, success: SESSION_TEXTS.deleted }, (client) =>
        client.repository('sessions').remove(session.id),
      ),
    /**
     * 001 §7, 002 §7 "session_notes: delete by id and user": the repository only ever writes this
     * member's rows, and the queue carries the delete to the server and the member's other devices.
     */
    deleteNote: (note: { id: string }) =>
      write(
        { failure: MOBILE_SESSION_TEXTS.noteDeleteFailed, success: MOBILE_SESSION_TEXTS.noteDeleted },
        (client) => client.repository('session_notes').remove(note.id),
      ),
    /** 002 §3: a session note linked to one of the member's board cards. */
    linkNote: (noteId: string, card: { id: string; title: string }) =>
      write(
        {
          failure: MOBILE_SESSION_TEXTS.linkFailed,
          success: MOBILE_SESSION_TEXTS.linkedTo(card.title),
        },
        (client) =>
          client.repository('board_assignments').insert({
            source_type: 'session_notes',
            source_id: noteId,
            target_type: 'julboard_task',
            target_id: card.id,
            assignment_context: { linked_at: new Date().toISOString() },
          }),
      ),
  }
}

/** The Sessions tab's 'Generate report' and the reports it shows. */
export function useSessionActions({ invoke, rows, reports, drive }: ActionContext) {
  const sync = useSyncClient()
  const [generating, setGenerating] = useState<string | null>(null)
  /** Reports generated on this device, shown before the stored row arrives through sync. */
  const [fresh, setFresh] = useState<Record<string, GeneratedReport>>({})

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
        toast.error(SESSION_TEXTS.noRecording)
        return null
      }
      const report = reportFromAnswer(
        await invoke(REPORT_FUNCTION, { body: reportRequest(session, transcript) }),
      )
      if (!report) throw new Error(SESSION_TEXTS.reportFailed)
      await sync.repository('sessions').update(session.id, { notes: notesWithReportMarker(session.notes) })
      setFresh((current) => ({ ...current, [session.id]: report }))
      toastSuccess(SESSION_TEXTS.reportGenerated)
      return report
    } catch (error) {
      console.error(SESSION_TEXTS.reportFailed, error)
      toast.error(
        error instanceof Error && error.message === SESSION_TEXTS.recordingNotAccessible
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
    const stored = reports
      .filter((report) => report.session_id === sessionId)
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]
    return stored ?? fresh[sessionId] ?? null
  }

  return { generating, generateReport, reportFor }
}
