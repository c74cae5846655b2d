import { type ReactNode, useState } from 'react'
import { useRecordStaffOpened } from '../../data/audit-trail.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { MemberScreenGate, ReadView } from '../../data/member-screen-gate.tsx'
import { UpgradeButton } from '../../data/upgrade-button.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import { useUpgradeToProLabel } from '../../data/use-upgrade-label.ts'
import type { MemberAccess } from '../../lib/access.ts'
import type { CurrencyCode } from '../../lib/currency.ts'
import { recordingsForSession } from '../../lib/recording-match.ts'
import { workflowStatus } from '../../lib/session-workflow.ts'
import { Alert } from '../../ui/alert.tsx'
import { Card } from '../../ui/card.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Calendar } from '../../ui/icons.ts'
import { PageHeader } from '../../ui/layouts/console.tsx'
import { Timeline } from '../../ui/timeline.tsx'
import { DeleteSessionDialog } from './delete-session-dialog.tsx'
import { DriveCard } from './drive-card.tsx'
import { SessionDetailsDialog } from './session-details-dialog.tsx'
import { SessionItem } from './session-item.tsx'
import { SESSION_TEXTS } from './texts.ts'
import { useRecordings } from './use-recordings.ts'
import { useSessionActions, useSessionWrites } from './use-session-actions.ts'
import {
  type ReportRow,
  type SessionRow,
  type SessionsRows,
  useSessionReports,
  useSessionsData,
  useStaffSessionsPage,
} from './use-sessions-data.ts'

export interface SessionsTabProps {
  currency: CurrencyCode
  /** 'Book new session': the booking wizard's button (features/booking), composed by src/app. */
  booking: ReactNode
}

/** The Sessions tab (001 §2, §4, §6): timeline with workflow labels; Pro recording and report tools; staff admin. */
export default function SessionsTab(props: SessionsTabProps) {
  return (
    <MemberScreenGate loading={SESSION_TEXTS.loading}>
      {(screen) => <Sessions member={screen.access} {...props} />}
    </MemberScreenGate>
  )
}

function Sessions({ member, currency, booking }: SessionsTabProps & { member: MemberAccess }) {
  const othersPage = useStaffSessionsPage(member.isStaff)
  const read = useSessionsData(member.userId, othersPage.rows)
  const reports = useSessionReports(member.userId)
  const rows = read.status === 'ready' ? read.data : undefined
  const pro = member.canEditDesktop
  const recordings = useRecordings({ userId: member.userId, pro, rows })
  const upgradeLabel = useUpgradeToProLabel(currency)
  return (
    <>
      <PageHeader
        title="Sessions"
        description="Your advisory sessions, their recordings and AI reports."
        actions={pro ? booking : undefined}
      />
      <ReadView read={read} loading={SESSION_TEXTS.loading} failure={SESSION_TEXTS.fetchFailed}>
        {(data) => (
          <>
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
                state={recordings.drive.state}
                recordingsFound={recordings.drive.recordings.length}
                autoDetect={recordings.autoDetect}
                busy={recordings.busy}
                onConnect={() => void recordings.connect()}
                onCheck={() => void recordings.check()}
                onRetry={() => void recordings.drive.check()}
                onAutoDetect={(on) => void recordings.setAutoDetect(on)}
              />
            )}
            {othersPage.failed && (
              <Alert variant="warning" title={SESSION_TEXTS.fetchFailed}>
                {SESSION_TEXTS.onlyOnDevice}
              </Alert>
            )}
            {reports.status === 'error' && (
              <ErrorState message={SESSION_TEXTS.reportsFetchFailed} onRetry={reports.retry} />
            )}
            <SessionTimeline
              member={member}
              data={data}
              reports={reports.status === 'ready' ? reports.data : NO_REPORTS}
              recordings={recordings}
              booking={pro ? booking : undefined}
            />
          </>
        )}
      </ReadView>
    </>
  )
}

const NO_REPORTS: readonly ReportRow[] = []

function SessionTimeline({
  member,
  data,
  reports,
  recordings,
  booking,
}: {
  member: MemberAccess
  data: SessionsRows
  reports: readonly ReportRow[]
  recordings: ReturnType<typeof useRecordings>
  booking: ReactNode
}) {
  const { failed: failedWrites } = useSyncStatus()
  const writes = useSessionWrites()
  const actions = useSessionActions({
    invoke: recordings.invoke,
    rows: data,
    reports,
    drive: recordings.connected,
  })
  const [details, setDetails] = useState<SessionRow | null>(null)
  const [deleting, setDeleting] = useState<SessionRow | null>(null)
  // Staff opening another member's session is data access the audit trail records (000 §3).
  const openedFor = details && member.isStaff && details.user_id !== member.userId ? details.user_id : null
  useRecordStaffOpened(openedFor, details ? `sessions/${details.id}` : 'sessions')
  const pro = member.canEditDesktop
  const now = Date.now()
  return (
    <>
      <FailedWrites
        failed={failedWrites.filter((write) => write.table === 'sessions')}
        label={() => SESSION_TEXTS.updateFailed}
      />
      {data.sessions.length === 0 ? (
        <EmptyState icon={<Calendar />} title={SESSION_TEXTS.noSessions} action={booking} />
      ) : (
        <Card>
          <Timeline label="Sessions">
            {data.sessions.map((session, index) => {
              const matched = recordingsForSession(session, recordings.drive.recordings).length > 0
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
                  can={{ pro, staff: member.isStaff, own: session.user_id === member.userId }}
                  generating={actions.generating === session.id}
                  last={index === data.sessions.length - 1}
                  onDetails={() => setDetails(session)}
                  onReport={() =>
                    void actions.generateReport(session).then((report) => report && setDetails(session))
                  }
                  onStatus={(status) => void writes.setStatus(session, status, SESSION_TEXTS.statusFailed)}
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
      <DeleteSessionDialog session={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}
