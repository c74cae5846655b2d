import type { ReactNode } from 'react'
import type { RowOf } from '../../../sync/public/types.ts'
import { webLink } from '../../lib/security/web-link.ts'
import { Badge, type BadgeVariant, StatusBadge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Paperclip } from '../../ui/icons.ts'
import { SkeletonText } from '../../ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { CardComments } from './card-comments.tsx'
import { CardFailedWrites } from './card-edit-form.tsx'
import { type CardNote, cardAttachments, priorityLabel, statusLabel } from './card-rules.ts'
import { formatDate, formatDateTime } from './format.ts'
import { CARD_TEXTS, COMMENT_TEXTS } from './texts.ts'
import { useCardNotes } from './use-card.ts'

type Card = RowOf<'julboard_tasks'>

const PRIORITY_VARIANT: Record<string, BadgeVariant> = {
  urgent: 'danger',
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
}

/** Status and priority badges, assignee and due date (002 §2.4). */
export function CardSummary({ card }: { card: Card }) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <StatusBadge status={card.status} size="md">
          {statusLabel(card.status)}
        </StatusBadge>
        <Badge variant={PRIORITY_VARIANT[card.priority] ?? 'neutral'} size="md">
          {priorityLabel(card.priority)} priority
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">{CARD_TEXTS.assignee}</dt>
          <dd>{card.assigned_to ?? CARD_TEXTS.unassigned}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{CARD_TEXTS.dueDate}</dt>
          <dd>{card.due_date ? formatDate(card.due_date) : CARD_TEXTS.noDueDate}</dd>
        </div>
      </dl>
      <CardFailedWrites cardId={card.id} />
    </div>
  )
}

interface CardTabsProps {
  userId: string
  card: Card
  tab: string
  onTabChange: (tab: string) => void
  /** The quick capture that attaches to this card (a slot filled by src/app). */
  capture: ReactNode
  /** Board edit rights (002 §6): without them Comments shows the Premium+ lock. */
  canComment: boolean
}

export function CardTabs({ userId, card, tab, onTabChange, capture, canComment }: CardTabsProps) {
  const read = useCardNotes(userId, card.id)
  const notes = read.status === 'ready' ? read.data : undefined
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <TabsList aria-label="Card sections">
        <TabsTrigger value="details">{CARD_TEXTS.details}</TabsTrigger>
        <TabsTrigger value="notes">{CARD_TEXTS.notes}</TabsTrigger>
        <TabsTrigger value="attachments">{CARD_TEXTS.attachments}</TabsTrigger>
        <TabsTrigger value="comments">{COMMENT_TEXTS.tab}</TabsTrigger>
      </TabsList>
      <TabsContent value="details" className="grid gap-4">
        <section className="grid gap-1">
          <h2 className="text-sm font-semibold">{CARD_TEXTS.description}</h2>
          <p className="text-sm whitespace-pre-wrap text-muted-foreground">
            {card.description ?? CARD_TEXTS.noDescription}
          </p>
        </section>
        <section className="grid gap-2">
          <h2 className="text-sm font-semibold">{CARD_TEXTS.labels}</h2>
          {card.labels.length === 0 ? (
            <p className="text-sm text-muted-foreground">{CARD_TEXTS.noLabels}</p>
          ) : (
            <ul className="flex flex-wrap gap-1.5" aria-label={CARD_TEXTS.labels}>
              {card.labels.map((label) => (
                <li key={label}>
                  <Badge variant="outline">{label}</Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
      </TabsContent>
      <TabsContent value="notes" className="grid gap-4">
        {capture}
        <section className="grid gap-2">
          <h2 className="text-sm font-semibold">{CARD_TEXTS.cardNotes}</h2>
          {read.status === 'error' ? (
            <ErrorState message={CARD_TEXTS.loadFailed} onRetry={read.retry} />
          ) : (
            <NoteList notes={notes} empty={CARD_TEXTS.noNotes} label={CARD_TEXTS.cardNotes} />
          )}
        </section>
      </TabsContent>
      <TabsContent value="attachments">
        {read.status === 'error' ? (
          <ErrorState message={CARD_TEXTS.loadFailed} onRetry={read.retry} />
        ) : notes === undefined ? (
          <SkeletonText />
        ) : cardAttachments(notes).length === 0 ? (
          <EmptyState
            icon={<Paperclip />}
            title={CARD_TEXTS.noAttachments}
            headingLevel={2}
            action={
              <Button variant="outline" onClick={() => onTabChange('notes')}>
                {CARD_TEXTS.addAttachment}
              </Button>
            }
          />
        ) : (
          <NoteList notes={cardAttachments(notes)} empty="" label={CARD_TEXTS.attachments} />
        )}
      </TabsContent>
      <TabsContent value="comments">
        <CardComments cardId={card.id} canComment={canComment} />
      </TabsContent>
    </Tabs>
  )
}

function NoteList({ notes, empty, label }: { notes: CardNote[] | undefined; empty: string; label: string }) {
  if (notes === undefined) return <SkeletonText />
  if (notes.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>
  return (
    <DataList label={label}>
      {notes.map((note) => {
        const file = webLink(note.fileUrl)
        return (
          <DataListItem
            key={note.id}
            title={note.content ?? note.fileName ?? note.contentType}
            meta={
              <>
                <Badge variant="neutral">{note.contentType}</Badge>
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                {file && (
                  <a
                    href={file}
                    target="_blank"
                    rel="noreferrer"
                    className="relative z-(--z-raised) underline"
                  >
                    {note.fileName ?? 'Open file'}
                  </a>
                )}
              </>
            }
          />
        )
      })}
    </DataList>
  )
}
