import { useState } from 'react'
import type { RowOf } from '../../../sync/public/types.ts'
import { ReadView } from '../../data/member-screen-gate.tsx'
import type { MirrorRead } from '../../data/use-mirror-read.ts'
import { webLink } from '../../lib/security/web-link.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ExternalLink, LinkIcon, Trash2 } from '../../ui/icons.ts'
import { LinkToBoardDialog } from './link-to-board-dialog.tsx'
import { formatSessionTime } from './session-format.ts'
import { MOBILE_SESSION_TEXTS } from './texts.ts'
import { useSessionWrites } from './use-session-actions.ts'

type NoteRow = RowOf<'session_notes'>
export interface SessionNotesData {
  notes: NoteRow[]
  linked: ReadonlySet<string>
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

/** The recap's Session Notes tab (002 §2.5): a count, and per note Link to Board and Delete. */
export function SessionNotes({ read, userId }: { read: MirrorRead<SessionNotesData>; userId: string }) {
  const [linking, setLinking] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<NoteRow | null>(null)
  const { deleteNote } = useSessionWrites()
  return (
    <>
      <ReadView read={read} loading="Loading session notes..." failure={MOBILE_SESSION_TEXTS.notesFailed}>
        {({ notes, linked }) => (
          <>
            <p className="text-sm text-muted-foreground">
              {notes.length} {notes.length === 1 ? 'note' : 'notes'}
            </p>
            {notes.length === 0 ? (
              <EmptyState title={MOBILE_SESSION_TEXTS.noNotes} />
            ) : (
              <ul className="grid gap-2" aria-label="Session notes">
                {notes.map((note) => (
                  <li
                    key={note.id}
                    data-testid="session-note"
                    className="grid gap-2 rounded-xl border border-border bg-surface p-3"
                  >
                    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <Badge variant="neutral">{note.content_type}</Badge>
                      <time dateTime={note.created_at}>{formatSessionTime(note.created_at)}</time>
                      {linked.has(note.id) && <Badge variant="success">Linked to board</Badge>}
                    </div>
                    {note.content && <p className="text-sm [overflow-wrap:anywhere]">{note.content}</p>}
                    <NoteFile url={note.file_url} name={note.file_name} />
                    <div className="flex flex-wrap gap-2">
                      <Button variant="outline" size="sm" onClick={() => setLinking(note.id)}>
                        <LinkIcon aria-hidden="true" />
                        Link to Board
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(note)}>
                        <Trash2 aria-hidden="true" />
                        Delete
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </ReadView>
      <LinkToBoardDialog userId={userId} noteId={linking} onClose={() => setLinking(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete note"
        question={MOBILE_SESSION_TEXTS.confirmNoteDelete}
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && deleteNote(deleting)}
      />
    </>
  )
}
