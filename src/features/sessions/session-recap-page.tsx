import { type ReactNode, useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { useDeclareCaptureContext } from '../../data/capture-context-store.ts'
import { MemberScreenGate } from '../../data/member-screen-gate.tsx'
import { webLink } from '../../lib/security/web-link.ts'
import { durationMinutes, REPORT_MARKER } from '../../lib/session-workflow.ts'
import { Badge, StatusBadge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { ArrowLeft, ExternalLink, LinkIcon, Video } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { toast } from '../../ui/toaster.tsx'
import { LinkToBoardDialog } from './link-to-board-dialog.tsx'
import { formatClock, formatSessionDate, formatSessionTime } from './session-format.ts'
import { MOBILE_SESSION_TEXTS } from './texts.ts'
import { useRecap } from './use-sessions-data.ts'

/** The session a capture box is for: src/app renders the mobile engineer's QuickCapture with it. */
export interface CaptureTarget {
  id: string
  title: string
}

interface SessionRecapPageProps {
  /** Quick capture auto-tagged 'session' (002 §2.5), composed by src/app. */
  capture: (target: CaptureTarget) => ReactNode
  /** Where 'Back to Sessions' and the not-found redirect go: the Home → Sessions sub-tab. */
  sessionsPath: string
}

/** A note's file as a link, only when its address is a web address (a stored `javascript:` is not). */
function NoteFile({ url, name }: { url: string | null; name: string | null }) {
  const href = webLink(url)
  if (!href) return null
  return (
    <a
      className="inline-flex items-center gap-1 text-sm text-link"
      href={href}
      target="_blank"
      rel="noreferrer"
    >
      <ExternalLink aria-hidden="true" className="size-3" />
      {name ?? 'Attachment'}
    </a>
  )
}

/**
 * The session recap (/app/sessions/{id}, 002 §2.5): header facts, and Recap / Session Notes / Recording
 * tabs. It declares the capture context so Quick Add adds to this session's notes, and sends the member
 * back to the sessions list, saying 'Session not found', when the session is not on this device after sync.
 */
export function SessionRecapPage(props: SessionRecapPageProps) {
  return (
    <MemberScreenGate loading="Loading session...">
      {(screen) => <Recap userId={screen.access.userId} {...props} />}
    </MemberScreenGate>
  )
}

function Recap({ capture, sessionsPath, userId }: SessionRecapPageProps & { userId: string }) {
  const { sessionId = '' } = useParams()
  const navigate = useNavigate()
  const read = useRecap(sessionId, userId)
  const data = read.status === 'ready' ? read.data : undefined
  const [linking, setLinking] = useState<string | null>(null)
  const session = data?.session ?? null
  // The read answers a missing session only after the first pull has had its chance.
  const missing = data !== undefined && session === null
  useDeclareCaptureContext(
    session ? { type: 'session_recap', sessionId: session.id, sessionTitle: session.title } : null,
  )

  useEffect(() => {
    if (!missing) return
    toast.error(MOBILE_SESSION_TEXTS.notFound)
    void navigate(sessionsPath, { replace: true })
  }, [missing, navigate, sessionsPath])

  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to={sessionsPath}>
        <ArrowLeft aria-hidden="true" />
        Back to Sessions
      </Link>
    </Button>
  )
  if (!data || !session) {
    return (
      <section className="grid gap-3">
        {back}
        {read.status === 'error' ? (
          <ErrorState message={MOBILE_SESSION_TEXTS.recapFailed} onRetry={read.retry} />
        ) : (
          <LoadingState label="Loading session..." />
        )}
      </section>
    )
  }
  const summary = data.recap?.summary?.trim() || (session.notes ?? '').replace(REPORT_MARKER, '').trim()
  const recording = webLink(session.recording_url ?? data.recap?.recording_url)

  return (
    <article className="grid gap-4" aria-labelledby="recap-title">
      {back}
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={session.status} />
          {session.session_type && <Badge variant="outline">{session.session_type}</Badge>}
        </div>
        <h2 id="recap-title" className="text-xl font-semibold tracking-tight">
          {session.title}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Date</dt>
          <dd>{formatSessionDate(session.start_time)}</dd>
          <dt className="text-muted-foreground">Time</dt>
          <dd>
            {formatClock(session.start_time)} · {durationMinutes(session)} minutes
          </dd>
          {session.attendee_name && (
            <>
              <dt className="text-muted-foreground">Attendee</dt>
              <dd>{session.attendee_name}</dd>
            </>
          )}
        </dl>
        {session.description && <p className="text-sm text-muted-foreground">{session.description}</p>}
      </header>
      <Tabs key={session.id} defaultValue="recap" variant="pills">
        <TabsList aria-label="Session recap sections">
          <TabsTrigger value="recap">Recap</TabsTrigger>
          <TabsTrigger value="notes">Session Notes ({data.notes.length})</TabsTrigger>
          <TabsTrigger value="recording">Recording</TabsTrigger>
        </TabsList>
        <TabsContent value="recap" className="grid gap-4">
          {summary ? (
            <p className="text-sm leading-relaxed">{summary}</p>
          ) : (
            <EmptyState title={MOBILE_SESSION_TEXTS.noSummary} />
          )}
          {data.recap && data.recap.action_items.length > 0 && (
            <section className="grid gap-1">
              <h3 className="text-sm font-semibold">Action items</h3>
              <ul className="list-disc pl-5 text-sm">
                {data.recap.action_items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}
          {capture({ id: session.id, title: session.title })}
        </TabsContent>
        <TabsContent value="notes" className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            {data.notes.length} {data.notes.length === 1 ? 'note' : 'notes'}
          </p>
          {data.notes.length === 0 ? (
            <EmptyState title={MOBILE_SESSION_TEXTS.noNotes} />
          ) : (
            <ul className="grid gap-2" aria-label="Session notes">
              {data.notes.map((note) => (
                <li
                  key={note.id}
                  data-testid="session-note"
                  className="grid gap-2 rounded-xl border border-border bg-surface p-3"
                >
                  <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant="neutral">{note.content_type}</Badge>
                    <time dateTime={note.created_at}>{formatSessionTime(note.created_at)}</time>
                    {data.linked.has(note.id) && <Badge variant="success">Linked to board</Badge>}
                  </div>
                  {note.content && <p className="text-sm">{note.content}</p>}
                  <NoteFile url={note.file_url} name={note.file_name} />
                  <Button variant="outline" size="sm" className="w-fit" onClick={() => setLinking(note.id)}>
                    <LinkIcon aria-hidden="true" />
                    Link to Board
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="recording">
          {recording ? (
            <Button asChild>
              <a href={recording} target="_blank" rel="noreferrer">
                <Video aria-hidden="true" />
                View Recording
              </a>
            </Button>
          ) : (
            <EmptyState icon={<Video />} title={MOBILE_SESSION_TEXTS.noRecording} />
          )}
        </TabsContent>
      </Tabs>
      <LinkToBoardDialog userId={userId} noteId={linking} onClose={() => setLinking(null)} />
    </article>
  )
}
