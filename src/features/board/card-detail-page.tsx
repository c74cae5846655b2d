import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { useDeclareCaptureContext } from '../../data/capture-context-store.ts'
import { MemberScreenGate } from '../../data/member-screen-gate.tsx'
import type { MemberAccess } from '../../lib/access.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { ArrowLeft, Pencil, Trash2, X } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { toast } from '../../ui/toaster.tsx'
import { canEditCard } from './board-rules.ts'
import { CardEditForm } from './card-edit-form.tsx'
import { CardSummary, CardTabs } from './card-tabs.tsx'
import { boardPath, originFrom } from './format.ts'
import { CARD_TEXTS } from './texts.ts'
import { useBoardWrites, useCard } from './use-card.ts'

export interface CaptureTarget {
  id: string
  title: string
}

interface CardDetailPageProps {
  /** The Notes tab's quick capture, composed by src/app (the mobile engineer's QuickCapture). */
  capture: (card: CaptureTarget) => ReactNode
}

/** /app/julboard/card/{cardId}: one page for both shells (001 §2, 002 §2.4). */
export function CardDetailPage({ capture }: CardDetailPageProps) {
  const { cardId = '' } = useParams()
  return (
    <MemberScreenGate loading={CARD_TEXTS.loading}>
      {(screen) => <CardDetail key={cardId} access={screen.access} cardId={cardId} capture={capture} />}
    </MemberScreenGate>
  )
}

interface CardDetailProps extends CardDetailPageProps {
  access: MemberAccess
  cardId: string
}

function CardDetail({ access, cardId, capture }: CardDetailProps) {
  const location = useLocation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const origin = originFrom(location.state)
  const read = useCard(access.userId, cardId)
  const card = read.status === 'ready' ? read.data : undefined
  const [editing, setEditing] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const redirected = useRef(false)
  const canEdit = canEditCard(access)
  const { deleteCard } = useBoardWrites()

  useDeclareCaptureContext(card ? { type: 'julboard_card', cardId, cardTitle: card.title } : null)

  // 002 §8: 'Card not found' (redirect to the board); the read answers null only after the first pull.
  const missing = card === null
  useEffect(() => {
    if (!missing || redirected.current) return
    redirected.current = true
    toast.error(CARD_TEXTS.notFound)
    void navigate(boardPath(origin), { replace: true })
  }, [missing, navigate, origin])

  const back = (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={boardPath(origin)}>
        <ArrowLeft aria-hidden="true" />
        {CARD_TEXTS.backToBoard}
      </Link>
    </Button>
  )
  if (!card) {
    return (
      <section className="grid gap-4 p-4">
        {back}
        {read.status === 'error' ? (
          <ErrorState message={CARD_TEXTS.loadFailed} onRetry={read.retry} />
        ) : (
          <LoadingState label={CARD_TEXTS.loading} />
        )}
      </section>
    )
  }

  const tab = params.get('tab') ?? 'details'
  const selectTab = (value: string) => {
    const next = new URLSearchParams(params)
    next.set('tab', value)
    setParams(next, { replace: true, state: location.state })
  }

  return (
    <article className="mx-auto grid w-full max-w-3xl gap-5 p-4 md:p-6" aria-labelledby="card-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {back}
        {canEdit && (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing((on) => !on)}>
              {editing ? <X aria-hidden="true" /> : <Pencil aria-hidden="true" />}
              {editing ? CARD_TEXTS.cancel : CARD_TEXTS.edit}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirmingDelete(true)}>
              <Trash2 aria-hidden="true" />
              {CARD_TEXTS.delete}
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title={CARD_TEXTS.deleteTitle}
        question={CARD_TEXTS.confirmDelete}
        confirmLabel={CARD_TEXTS.delete}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={async () => {
          // The card leaving the mirror is this member's own delete, not a 'Card not found'.
          redirected.current = true
          if (await deleteCard(card)) void navigate(boardPath(origin), { replace: true })
          else redirected.current = false
        }}
      />
      <h1 id="card-title" className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere]">
        {card.title}
      </h1>
      {editing ? <CardEditForm card={card} onDone={() => setEditing(false)} /> : <CardSummary card={card} />}
      <CardTabs
        userId={access.userId}
        card={card}
        tab={tab}
        onTabChange={selectTab}
        capture={capture({ id: card.id, title: card.title })}
        canComment={canEdit}
      />
    </article>
  )
}
