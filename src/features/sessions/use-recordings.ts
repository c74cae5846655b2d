import { useState } from 'react'
import { useInvokeFunction } from '../../data/functions.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { toastSuccess, useWrite } from '../../data/write.ts'
import { toast } from '../../ui/toaster.tsx'
import { driveBlocker } from './drive-state.ts'
import {
  type ProcessingOutcome,
  processedIds,
  processNewRecordings,
  rememberProcessed,
} from './recording-processing.ts'
import { MINUTES_TEXTS, SESSION_TEXTS } from './texts.ts'
import { processingSteps, useAutoProcessing, useDrive, useRecordingWatch } from './use-drive.ts'
import { autoDetectOf, type SessionsRows } from './use-sessions-data.ts'

function reportOutcome(outcome: ProcessingOutcome | Error) {
  if (outcome instanceof Error) toast.error(outcome.message)
  else for (const failure of outcome.failures) toast.error(failure)
  if (!(outcome instanceof Error) && outcome.processed.length > 0) toastSuccess(MINUTES_TEXTS.created)
}

/**
 * The Pro recording pipeline (001 §3, §4): the member's Google Drive, and while it is connected and
 * auto-detect is on, every new recording matched, transcribed, reported and turned into minutes every 5
 * minutes; processed ids are kept per member on the device. The list itself is looked at again every 10
 * minutes while the page is open. `check` runs it now, `setAutoDetect` stores
 * the switch in meeting_minutes_config.
 */
export function useRecordings({
  userId,
  pro,
  rows,
}: {
  userId: string
  pro: boolean
  rows: SessionsRows | undefined
}) {
  const sync = useSyncClient()
  const invoke = useInvokeFunction()
  const write = useWrite()
  const drive = useDrive(invoke, pro)
  const driveClient = drive.state.status === 'ready' && drive.state.signedIn ? drive.client.current : null
  const [busy, setBusy] = useState<'connect' | 'check' | null>(null)
  const autoDetect = autoDetectOf(rows?.config)
  const ownSessions = rows?.sessions.filter((session) => session.user_id === userId) ?? []

  const run = async (): Promise<ProcessingOutcome> => {
    if (!driveClient || !sync) return { processed: [], skipped: [], failures: [] }
    const memory = {
      has: (id: string) => processedIds(localStorage, userId).has(id),
      add: (id: string) => rememberProcessed(localStorage, userId, id),
    }
    return processNewRecordings(ownSessions, processingSteps(driveClient, invoke, sync), memory)
  }
  useAutoProcessing(driveClient !== null && autoDetect, run, reportOutcome)
  useRecordingWatch(driveClient !== null, drive.refresh)

  const check = async () => {
    const blocker = driveBlocker(drive.state)
    if (blocker) {
      toast.error(blocker)
      return
    }
    setBusy('check')
    try {
      await drive.refresh()
      reportOutcome(await run())
    } catch (error) {
      console.error(SESSION_TEXTS.checkFailed, error)
      toast.error(SESSION_TEXTS.checkFailed)
    } finally {
      setBusy(null)
    }
  }
  const connect = async () => {
    setBusy('connect')
    try {
      await drive.connect()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(null)
    }
  }
  const setAutoDetect = async (on: boolean) => {
    const config = rows?.config
    if (!config) {
      toast.error(MINUTES_TEXTS.configLoadFailed)
      return
    }
    const settings = config.settings && typeof config.settings === 'object' ? config.settings : {}
    await write(
      { failure: MINUTES_TEXTS.configUpdateFailed, success: MINUTES_TEXTS.configUpdated },
      (client) =>
        client
          .repository('meeting_minutes_config')
          .update(config.id, { settings: { ...settings, auto_detect_recordings: on } }),
    )
  }

  return {
    invoke,
    drive,
    /** The connected drive and what it listed; null while not signed in to Google. */
    connected: driveClient ? { client: driveClient, recordings: drive.recordings } : null,
    autoDetect,
    busy,
    check,
    connect,
    setAutoDetect,
  }
}
