import { type FormEvent, type KeyboardEvent, useState } from 'react'
import { Link } from 'react-router-dom'
import { ReadView } from '../../data/member-screen-gate.tsx'
import { lockLabel } from '../../lib/tier-matrix.ts'
import { TierBadge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { DataList, DataListItem } from '../../ui/data-list.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Field } from '../../ui/field.tsx'
import { Lock, Send } from '../../ui/icons.ts'
import { Textarea } from '../../ui/textarea.tsx'
import { useQuickEntry } from '../../ui/use-quick-entry.ts'
import { commentError } from './card-rules.ts'
import { formatDateTime } from './format.ts'
import { COMMENT_TEXTS } from './texts.ts'
import { useCardComments } from './use-card-comments.ts'

/**
 * The Comments tab of a card (002 §6): members with board edit rights read and add comments; the
 * others see the 'Premium+' lock. The server refuses the same write (`can_edit_board()`).
 */
export function CardComments({ cardId, canComment }: { cardId: string; canComment: boolean }) {
  if (!canComment) return <CommentsLocked />
  return <Comments cardId={cardId} />
}

function CommentsLocked() {
  return (
    <EmptyState
      icon={<Lock />}
      headingLevel={2}
      title={COMMENT_TEXTS.locked}
      description={COMMENT_TEXTS.lockedHint}
      action={
        <div className="grid justify-items-center gap-2">
          <TierBadge tier="premium" kind="mobile">
            {lockLabel('boardEdit')}
          </TierBadge>
          <Button asChild>
            <Link to="?settings=1&tab=account">{COMMENT_TEXTS.upgrade}</Link>
          </Button>
        </div>
      }
    />
  )
}

function Comments({ cardId }: { cardId: string }) {
  const { read, add } = useCardComments(cardId)
  const { draft, setDraft, sending, submit: send } = useQuickEntry(add)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const problem = commentError(draft)
    setError(problem ? COMMENT_TEXTS[problem] : null)
    if (!problem) await send()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <section className="grid gap-4" aria-label={COMMENT_TEXTS.list}>
      <ReadView read={read} loading={COMMENT_TEXTS.loading} failure={COMMENT_TEXTS.loadFailed}>
        {(comments) =>
          comments.length === 0 ? (
            <p className="text-sm text-muted-foreground">{COMMENT_TEXTS.empty}</p>
          ) : (
            <DataList label={COMMENT_TEXTS.list}>
              {comments.map((comment) => (
                <DataListItem
                  key={comment.id}
                  title={
                    <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">{comment.content}</span>
                  }
                  meta={<time dateTime={comment.created_at}>{formatDateTime(comment.created_at)}</time>}
                />
              ))}
            </DataList>
          )
        }
      </ReadView>
      <form className="grid gap-2" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={COMMENT_TEXTS.label} error={error}>
          <Textarea
            value={draft}
            rows={2}
            placeholder={COMMENT_TEXTS.placeholder}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </Field>
        <Button type="submit" className="w-fit justify-self-end" loading={sending}>
          <Send aria-hidden="true" />
          {COMMENT_TEXTS.send}
        </Button>
      </form>
    </section>
  )
}
