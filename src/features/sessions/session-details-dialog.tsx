import { webLink } from '../../lib/security/web-link.ts'
import { durationMinutes } from '../../lib/session-workflow.ts'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { FileText } from '../../ui/icons.ts'
import type { GeneratedReport } from './recording-processing.ts'
import { formatSessionTime } from './session-format.ts'
import { SESSION_TEXTS } from './texts.ts'
import type { SessionRow } from './use-sessions-data.ts'

function ReportList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <section className="grid gap-1">
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}

interface SessionDetailsDialogProps {
  session: SessionRow | null
  report: GeneratedReport | null
  onClose: () => void
}

/** 'View details' (001 §2): the session and its AI report, or 'No report found for this session'. */
export function SessionDetailsDialog({ session, report, onClose }: SessionDetailsDialogProps) {
  const recording = webLink(session?.recording_url)
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        {session && (
          <>
            <DialogHeader>
              <DialogTitle>{session.title}</DialogTitle>
              <DialogDescription>
                {formatSessionTime(session.start_time)} · {durationMinutes(session)} minutes
                {session.session_type ? ` · ${session.session_type}` : ''}
                {session.attendee_name ? ` · ${session.attendee_name}` : ''}
              </DialogDescription>
            </DialogHeader>
            {session.description && <p className="text-sm">{session.description}</p>}
            {recording && (
              <a
                className="text-sm text-link underline-offset-4 hover:underline"
                href={recording}
                target="_blank"
                rel="noreferrer"
              >
                Open recording
              </a>
            )}
            {report ? (
              <article aria-label="Session report" className="grid gap-3 rounded-lg bg-muted p-4">
                <h3 className="font-semibold">{report.title}</h3>
                {report.executive_summary && <p className="text-sm">{report.executive_summary}</p>}
                <ReportList title="Key insights" items={report.key_insights} />
                <ReportList title="Action items" items={report.action_items} />
                <ReportList title="Recommendations" items={report.recommendations} />
                <ReportList title="Next steps" items={report.next_steps} />
                <ReportList title="Attendees" items={report.attendees} />
              </article>
            ) : (
              <EmptyState icon={<FileText />} title={SESSION_TEXTS.noReport} headingLevel={3} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
