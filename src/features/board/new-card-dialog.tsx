import { NewItemDialog } from '../../ui/new-item-dialog.tsx'
import { newCardRow } from './card-rules.ts'
import { CARD_TEXTS } from './texts.ts'
import { useBoardWrites } from './use-card.ts'

/** 002 §6 "Board edit" for premium and pro: a new card on the member's board, written through the queue. */
export function NewCardDialog() {
  const { createCard } = useBoardWrites()
  return (
    <NewItemDialog
      action={CARD_TEXTS.newCard}
      lead="It starts in the backlog at medium priority."
      check={newCardRow}
      save={createCard}
    />
  )
}
