import { webLink } from '../../lib/security/web-link.ts'
import {
  canCancel,
  durationMinutes,
  isReadyForReport,
  previewText,
  READY_FOR_REPORT,
  RECORDING_LABELS,
  sessionEndMs,
  type WorkflowStatus,
  workflowLabel,
} from '../../lib/session-workflow.ts'
import { Badge, type BadgeVariant, StatusBadge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Eye, FileText, Trash2, Video } from '../../ui/icons.ts'
import { TimelineItem, type TimelineTone } from '../../ui/timeline.tsx'
import { formatSessionTime } from './session-format.ts'
import type { SessionRow } from './use-sessions-data.ts'

const WORKFLOW_BADGE: Readonly<Record<WorkflowStatus, BadgeVariant>> = {
  scheduled: 'info',
  completed: 'neutral',
  recorded: 'warning',
  report_generated: 'success',
  archived: 'neutral',
}

const WORKFLOW_TONE: Readonly<Record<WorkflowStatus, TimelineTone>> = {
  scheduled: 'info',
  completed: 'neutral',
  recorded: 'warning',
  report_generated: 'success',
  archived: 'neutral',
}

export interface SessionPermissions {
  /** Pro: join, details, report. */
  pro: boolean
  /** Staff: Mark Complete, Cancel, Delete. */
  staff: boolean
  /** The session is the member's own (reports are written for one's own sessions only). */
  own: boolean
}

interface SessionItemProps {
  session: SessionRow
  workflow: WorkflowStatus
  recordingFound: boolean
  now: number
  can: SessionPermissions
  generating: boolean
  last: boolean
  onDetails: () => void
  onReport: () => void
  onStatus: (status: 'completed' | 'cancelled') => void
  onDelete: () => void
}

/** One session on the timeline: workflow label, recording state and the actions the member's tier allows. */
export function SessionItem({
  session,
  workflow,
  recordingFound,
  now,
  can,
  generating,
  last,
  onDetails,
  onReport,
  onStatus,
  onDelete,
}: SessionItemProps) {
  const ended = sessionEndMs(session) <= now
  const meeting = webLink(session.meeting_url)
  const joinable = can.pro && !ended && session.status === 'scheduled'
  const reportable =
    can.pro && can.own && ended && session.status !== 'cancelled' && workflow !== 'report_generated'
  return (
    <TimelineItem
      data-testid="session"
      tone={WORKFLOW_TONE[workflow]}
      connector={!last}
      title={session.title}
      badge={
        <>
          <Badge variant={WORKFLOW_BADGE[workflow]}>{workflowLabel(workflow)}</Badge>
          {isReadyForReport(workflow) && <Badge variant="accent">{READY_FOR_REPORT}</Badge>}
          {ended && workflow !== 'archived' && (
            <Badge variant="outline">
              {recordingFound || session.recording_url ? RECORDING_LABELS.found : RECORDING_LABELS.none}
            </Badge>
          )}
        </>
      }
      time={
        <>
          <time dateTime={session.start_time}>{formatSessionTime(session.start_time)}</time> ·{' '}
          {durationMinutes(session)} min
          {session.session_type ? ` · ${session.session_type}` : ''}
          {can.staff && session.attendee_name ? ` · ${session.attendee_name}` : ''} ·{' '}
          <StatusBadge status={session.status} />
        </>
      }
      actions={
        can.pro || can.staff ? (
          <>
            {joinable && meeting && (
              <Button asChild size="sm">
                <a href={meeting} target="_blank" rel="noreferrer">
                  <Video aria-hidden="true" />
                  Join meeting
                </a>
              </Button>
            )}
            {can.pro && (
              <Button variant="outline" size="sm" onClick={onDetails}>
                <Eye aria-hidden="true" />
                View details
              </Button>
            )}
            {reportable && (
              <Button variant="outline" size="sm" loading={generating} onClick={onReport}>
                <FileText aria-hidden="true" />
                Generate report
              </Button>
            )}
            {can.staff && canCancel(session) && (
              <>
                <Button variant="secondary" size="sm" onClick={() => onStatus('completed')}>
                  Mark Complete
                </Button>
                <Button variant="secondary" size="sm" onClick={() => onStatus('cancelled')}>
                  Cancel
                </Button>
              </>
            )}
            {can.staff && (
              <Button variant="ghost" size="sm" onClick={onDelete}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      {session.description ? previewText(session.description) : null}
    </TimelineItem>
  )
}
