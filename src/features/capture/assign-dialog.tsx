import { useState } from 'react'
import { StatusBadge } from '../../ui/badge.tsx'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../ui/dialog.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { CARD_PREVIEW_CHARS, searchCards, truncate } from './capture-rules.ts'
import { CAPTURE_LABELS, CAPTURE_TEXTS } from './texts.ts'
import { type BoardCard, type InboxItem, useBoardCards } from './use-inbox.ts'

interface AssignDialogProps {
  userId: string
  item: InboxItem | null
  onClose: () => void
  onAssign: (item: InboxItem, card: BoardCard) => Promise<boolean>
}

/** 002 §2.6: 'Assign Capture to Board Card', searching title or description, 50 cards, 100-character previews. */
export function AssignDialog({ userId, item, onClose, onAssign }: AssignDialogProps) {
  const [query, setQuery] = useState('')
  const [busy, setBusy] = useState(false)
  const cards = useBoardCards(userId, item !== null)
  const matches = cards.status === 'ready' ? searchCards(cards.data, query) : undefined

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) {
          setQuery('')
          onClose()
        }
      }}
    >
      <DialogContent size="md" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{CAPTURE_TEXTS.pickerTitle}</DialogTitle>
        </DialogHeader>
        <Field label={CAPTURE_LABELS.searchCards}>
          <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </Field>
        {matches === undefined ? (
          <LoadingState label="Loading board cards..." />
        ) : matches.length === 0 ? (
          <p className="text-sm text-muted-foreground">{CAPTURE_LABELS.noCards}</p>
        ) : (
          <ul aria-label="Board cards" className="grid max-h-[50dvh] gap-2 overflow-y-auto">
            {matches.map((card) => (
              <li key={card.id}>
                <button
                  type="button"
                  disabled={busy}
                  className="grid w-full gap-1 rounded-lg border border-border p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
                  onClick={() => {
                    if (!item) return
                    setBusy(true)
                    void onAssign(item, card).then((done) => {
                      setBusy(false)
                      if (done) {
                        setQuery('')
                        onClose()
                      }
                    })
                  }}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-medium">{card.title}</span>
                    <StatusBadge status={card.status} />
                  </span>
                  {card.description && (
                    <span className="text-sm text-muted-foreground">
                      {truncate(card.description, CARD_PREVIEW_CHARS)}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  )
}
