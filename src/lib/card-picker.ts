/**
 * The board-card picker of 002 §2.6 (inbox 'Assign Capture to Board Card') and §2.5 (a session note's
 * Link to Board): case-insensitive search over title or description, 50 cards at most, descriptions
 * previewed at 100 characters. Pure.
 */

export const CARD_PICKER_LIMIT = 50
export const CARD_PREVIEW_CHARS = 100

export interface PickableCard {
  title: string
  description: string | null
}

export function searchCards<C extends PickableCard>(cards: readonly C[], query: string): C[] {
  const needle = query.trim().toLowerCase()
  const matching = needle
    ? cards.filter(
        (card) =>
          card.title.toLowerCase().includes(needle) ||
          (card.description ?? '').toLowerCase().includes(needle),
      )
    : [...cards]
  return matching.slice(0, CARD_PICKER_LIMIT)
}

export function cardPreview(description: string | null): string {
  const text = (description ?? '').trim()
  return text.length > CARD_PREVIEW_CHARS ? `${text.slice(0, CARD_PREVIEW_CHARS).trimEnd()}…` : text
}
