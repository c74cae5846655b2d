import { useCallback, useEffect, useRef, useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import type { InvokeFunction } from '../../data/functions.ts'
import type { DriveRecording } from '../../lib/recording-match.ts'
import {
  notesWithReportMarker,
  RECORDING_CHECK_INTERVAL_MS,
  type SessionLike,
} from '../../lib/session-workflow.ts'
import { createGoogleDrive, type DriveClient } from './drive-client.ts'
import { type DriveState, driveStateFromAnswer, driveStateFromError } from './drive-state.ts'
import {
  type GeneratedReport,
  minutesFromReport,
  type ProcessingOutcome,
  type ProcessingSteps,
} from './recording-processing.ts'
import { REPORT_FUNCTION, reportFromAnswer, reportRequest, transcribeRecording } from './session-report.ts'
import { DRIVE_TEXTS, MINUTES_TEXTS } from './texts.ts'

export const KEYS_FUNCTION = 'get-google-keys'

/** The drive connection (keys from get-google-keys, then the member's own Google sign-in) and its recordings. */
export function useDrive(invoke: InvokeFunction, enabled: boolean) {
  const [state, setState] = useState<DriveState>({ status: 'checking' })
  const [recordings, setRecordings] = useState<DriveRecording[]>([])
  const client = useRef<DriveClient | null>(null)

  const check = useCallback(async () => {
    setState({ status: 'checking' })
    try {
      const next = driveStateFromAnswer(await invoke(KEYS_FUNCTION, { method: 'GET' }))
      client.current = next.status === 'ready' ? createGoogleDrive(next.keys) : null
      setState(next)
    } catch (error) {
      client.current = null
      setState(driveStateFromError(error, navigator.onLine))
    }
  }, [invoke])

  useEffect(() => {
    if (enabled) void check()
  }, [enabled, check])

  /** Lists the recordings; throws 'Failed to fetch recordings from Google Drive'. */
  const refresh = useCallback(async (): Promise<DriveRecording[]> => {
    if (!client.current) throw new Error(DRIVE_TEXTS.connectFirst)
    try {
      const listed = await client.current.listRecordings()
      setRecordings(listed)
      return listed
    } catch (error) {
      console.error(DRIVE_TEXTS.fetchFailed, error)
      throw new Error(DRIVE_TEXTS.fetchFailed)
    }
  }, [])

  const connect = useCallback(async () => {
    if (state.status !== 'ready' || !client.current) throw new Error(DRIVE_TEXTS.initializing)
    try {
      await client.current.connect()
    } catch (error) {
      console.error(DRIVE_TEXTS.connectFailed, error)
      throw new Error(DRIVE_TEXTS.connectFailed)
    }
    setState({ ...state, signedIn: true })
    await refresh()
  }, [state, refresh])

  return { state, recordings, check, connect, refresh, client }
}

/** The real steps of 001 §4's processing: the drive, the two functions, and writes through the queue. */
export function processingSteps<S extends SessionLike>(
  drive: DriveClient,
  invoke: InvokeFunction,
  sync: SyncClient,
): ProcessingSteps<S> {
  return {
    listRecordings: () => drive.listRecordings(),
    download: async (recording) => {
      try {
        return await drive.download(recording)
      } catch (error) {
        console.error(DRIVE_TEXTS.downloadFailed, error)
        throw new Error(DRIVE_TEXTS.downloadFailed)
      }
    },
    transcribe: (audio, recording) =>
      transcribeRecording(invoke, audio, recording.name, 'No transcript in the answer'),
    generateReport: async (transcript, session): Promise<GeneratedReport> => {
      const report = reportFromAnswer(
        await invoke(REPORT_FUNCTION, { body: reportRequest(session, transcript) }),
      )
      if (!report) throw new Error('No report in the answer')
      return report
    },
    saveMinutes: async (session, report, recording) => {
      await sync.repository('meeting_minutes').insert(minutesFromReport(session, report, recording))
      await sync.repository('sessions').update(session.id, {
        notes: notesWithReportMarker(session.notes),
        recording_url: session.recording_url ?? recording.webViewLink ?? null,
      })
    },
  }
}

/** Runs the processing now and every 5 minutes while `active` (connected and auto-detect on). */
export function useAutoProcessing(
  active: boolean,
  run: () => Promise<ProcessingOutcome>,
  report: (outcome: ProcessingOutcome | Error) => void,
) {
  const latest = useRef({ run, report })
  latest.current = { run, report }
  useEffect(() => {
    if (!active) return
    const tick = () =>
      latest.current
        .run()
        .then(latest.current.report)
        .catch((error: unknown) => {
          console.error(MINUTES_TEXTS.workflowFailed, error)
          latest.current.report(new Error(MINUTES_TEXTS.workflowFailed))
        })
    void tick()
    const timer = setInterval(() => void tick(), RECORDING_CHECK_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [active])
}
