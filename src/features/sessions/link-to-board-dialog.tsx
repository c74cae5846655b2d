import { useState } from 'react'
import { cardPreview, searchCards } from '../../lib/card-picker.ts'
import { StatusBadge } from '../../ui/badge.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx'
import { Field } from '../../ui/field.tsx'
import { Input } from '../../ui/input.tsx'
import { useSessionWrites } from './use-session-actions.ts'
import { useBoardCards } from './use-sessions-data.ts'

interface LinkToBoardDialogProps {
  userId: string
  /** The session note being linked; null when closed. */
  noteId: string | null
  onClose: () => void
}

/**
 * A session note's Link to Board (002 §2.5, §3): pick one of the member's board cards (search by title or
 * description, 50 shown, 100-character previews) and write a board_assignments row through the queue.
 */
export function LinkToBoardDialog({ userId, noteId, onClose }: LinkToBoardDialogProps) {
  const { linkNote } = useSessionWrites()
  const [query, setQuery] = useState('')
  const cards = useBoardCards(userId)
  const shown = searchCards(cards.status === 'ready' ? cards.data : [], query)

  const link = async (card: { id: string; title: string }) => {
    if (!noteId || !(await linkNote(noteId, card))) return
    setQuery('')
    onClose()
  }

  return (
    <Dialog open={noteId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Link to Board</DialogTitle>
          <DialogDescription>Choose the board card this note belongs to.</DialogDescription>
        </DialogHeader>
        <Field label="Search cards" hideLabel>
          <Input
            type="search"
            placeholder="Search by title or description"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Field>
        <ul className="grid max-h-[50dvh] gap-2 overflow-y-auto" aria-label="Board cards">
          {shown.map((card) => (
            <li key={card.id}>
              <button
                type="button"
                onClick={() => void link(card)}
                className="grid w-full gap-1 rounded-lg border border-border p-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="text-sm font-medium">{card.title}</span>
                  <StatusBadge status={card.status} />
                </span>
                {card.description && (
                  <span className="text-xs text-muted-foreground">{cardPreview(card.description)}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  )
}
