import { type ReactNode, useState } from 'react'
import { useAuth } from '../../data/auth.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { useInvokeFunction } from '../../data/functions.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { UpgradeButton } from '../../data/upgrade-button.tsx'
import { useHasSynced } from '../../data/use-has-synced.ts'
import { useMemberAccess } from '../../data/use-member-access.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { useUpgradeToProLabel } from '../../data/use-upgrade-label.ts'
import type { CurrencyCode } from '../../lib/currency.ts'
import { recordingsForSession } from '../../lib/recording-match.ts'
import { workflowStatus } from '../../lib/session-workflow.ts'
import { Alert } from '../../ui/alert.tsx'
import { Card } from '../../ui/card.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Calendar } from '../../ui/icons.ts'
import { PageHeader } from '../../ui/layouts/console.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { Timeline } from '../../ui/timeline.tsx'
import { toast } from '../../ui/toaster.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { DriveCard } from './drive-card.tsx'
import { driveBlocker } from './drive-state.ts'
import { MINUTES_MESSAGES, SESSION_MESSAGES } from './messages.ts'
import {
  type ProcessingOutcome,
  processedIds,
  processNewRecordings,
  rememberProcessed,
} from './recording-processing.ts'
import { SessionDetailsDialog } from './session-details-dialog.tsx'
import { SessionItem } from './session-item.tsx'
import { processingSteps, useAutoProcessing, useDrive } from './use-drive.ts'
import { useSessionActions } from './use-session-actions.ts'
import { autoDetectOf, type SessionRow, useSessionsData } from './use-sessions-data.ts'

export interface SessionsPanelProps {
  currency: CurrencyCode
  /** 'Book new session': the booking wizard's button (features/booking), composed by src/app. */
  booking: ReactNode
}

/** The Sessions tab (001 §2, §4, §6): timeline with workflow labels; Pro recording and report tools; staff admin. */
export default function SessionsPanel({ currency, booking }: SessionsPanelProps) {
  const { user } = useAuth()
  const sync = useSyncClient()
  const invoke = useInvokeFunction()
  const access = useMemberAccess()
  const hasSynced = useHasSynced()
  const { failed: failedWrites } = useSyncStatus()
  const { data, failed, retry } = useSessionsData(user?.id ?? null)
  const member = access.status === 'ready' ? access.access : null
  const pro = member?.canEditDesktop ?? false
  const drive = useDrive(invoke, pro)
  const driveClient = drive.state.status === 'ready' && drive.state.signedIn ? drive.client.current : null
  const actions = useSessionActions({
    sync,
    invoke,
    rows: data,
    drive: driveClient ? { client: driveClient, recordings: drive.recordings } : null,
  })
  const upgradeLabel = useUpgradeToProLabel(currency)
  const [details, setDetails] = useState<SessionRow | null>(null)
  const [deleting, setDeleting] = useState<SessionRow | null>(null)
  const [busy, setBusy] = useState<'connect' | 'check' | null>(null)
  const now = Date.now()
  const ownSessions = data?.sessions.filter((session) => session.user_id === user?.id) ?? []
  const autoDetect = autoDetectOf(data?.config)

  const runProcessing = async (): Promise<ProcessingOutcome> => {
    if (!driveClient || !sync || !user) return { processed: [], skipped: [], failures: [] }
    const memory = {
      has: (id: string) => processedIds(localStorage, user.id).has(id),
      add: (id: string) => rememberProcessed(localStorage, user.id, id),
    }
    return processNewRecordings(ownSessions, processingSteps(driveClient, invoke, sync), memory)
  }
  const reportOutcome = (outcome: ProcessingOutcome | Error) => {
    if (outcome instanceof Error) toast.error(outcome.message)
    else for (const failure of outcome.failures) toast.error(failure)
    if (!(outcome instanceof Error) && outcome.processed.length > 0) toast.success(MINUTES_MESSAGES.created)
  }
  useAutoProcessing(driveClient !== null && autoDetect, runProcessing, reportOutcome)

  const check = async () => {
    const blocker = driveBlocker(drive.state)
    if (blocker) {
      toast.error(blocker)
      return
    }
    setBusy('check')
    try {
      await drive.refresh()
      reportOutcome(await runProcessing())
    } catch (error) {
      console.error(SESSION_MESSAGES.checkFailed, error)
      toast.error(SESSION_MESSAGES.checkFailed)
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
    if (!sync || !data?.config) {
      toast.error(MINUTES_MESSAGES.configLoadFailed)
      return
    }
    try {
      const settings =
        data.config.settings && typeof data.config.settings === 'object' ? data.config.settings : {}
      await sync
        .repository('meeting_minutes_config')
        .update(data.config.id, { settings: { ...settings, auto_detect_recordings: on } })
      toast.success(MINUTES_MESSAGES.configUpdated)
    } catch (error) {
      console.error(MINUTES_MESSAGES.configUpdateFailed, error)
      toast.error(MINUTES_MESSAGES.configUpdateFailed)
    }
  }

  const header = (
    <PageHeader
      title="Sessions"
      description="Your advisory sessions, their recordings and AI reports."
      actions={pro ? booking : undefined}
    />
  )
  if (failed)
    return (
      <>
        {header}
        <ErrorState title={SESSION_MESSAGES.fetchFailed} onRetry={retry} />
      </>
    )
  if (!member || !data || (data.sessions.length === 0 && !hasSynced)) {
    return (
      <>
        {header}
        <LoadingState label={SESSION_MESSAGES.loading} />
      </>
    )
  }

  return (
    <>
      {header}
      {!pro && (
        <Alert
          variant="info"
          title="View-only timeline"
          actions={<UpgradeButton plan="console" label={upgradeLabel} variant="accent" size="sm" />}
        >
          Desktop Pro adds recordings, AI reports, joining meetings and booking from here.
        </Alert>
      )}
      {pro && (
        <DriveCard
          state={drive.state}
          recordingsFound={drive.recordings.length}
          autoDetect={autoDetect}
          busy={busy}
          onConnect={() => void connect()}
          onCheck={() => void check()}
          onRetry={() => void drive.check()}
          onAutoDetect={(on) => void setAutoDetect(on)}
        />
      )}
      <FailedWrites
        failed={failedWrites.filter((write) => write.table === 'sessions')}
        label={() => SESSION_MESSAGES.updateFailed}
      />
      {data.sessions.length === 0 ? (
        <EmptyState
          icon={<Calendar />}
          title={SESSION_MESSAGES.noSessions}
          action={pro ? booking : undefined}
        />
      ) : (
        <Card>
          <Timeline label="Sessions">
            {data.sessions.map((session, index) => {
              const matched = recordingsForSession(session, drive.recordings).length > 0
              const workflow = workflowStatus(session, now, {
                hasRecording: matched,
                hasReport: actions.reportFor(session.id) !== null,
              })
              return (
                <SessionItem
                  key={session.id}
                  session={session}
                  workflow={workflow}
                  recordingFound={matched}
                  now={now}
                  can={{ pro, staff: member.isStaff, own: session.user_id === user?.id }}
                  generating={actions.generating === session.id}
                  last={index === data.sessions.length - 1}
                  onDetails={() => setDetails(session)}
                  onReport={() =>
                    void actions.generateReport(session).then((report) => report && setDetails(session))
                  }
                  onStatus={(status) => void actions.setStatus(session, status)}
                  onDelete={() => setDeleting(session)}
                />
              )
            })}
          </Timeline>
        </Card>
      )}
      <SessionDetailsDialog
        session={details}
        report={details ? actions.reportFor(details.id) : null}
        onClose={() => setDetails(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete session"
        question={SESSION_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void actions.remove(deleting)
          setDeleting(null)
        }}
      />
    </>
  )
}
