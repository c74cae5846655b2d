import { describe, expect, it } from 'vitest'
import { cardPreview, searchCards } from '../../../src/lib/card-picker.ts'

describe('the board-card picker (002 §2.5, §2.6, §9)', () => {
  const cards = Array.from({ length: 60 }, (_, index) => ({
    title: index === 7 ? 'Approve the HIRING plan' : `Card ${index}`,
    description: index === 9 ? 'Talk to the hiring partner' : null,
  }))

  it('searches title or description without regard to case', () => {
    expect(searchCards(cards, '  hiring ').map((card) => card.title)).toEqual([
      'Approve the HIRING plan',
      'Card 9',
    ])
  })

  it('lists 50 cards at most', () => {
    expect(searchCards(cards, '')).toHaveLength(50)
  })

  it('previews descriptions at 100 characters', () => {
    expect(cardPreview('x'.repeat(101))).toBe(`${'x'.repeat(100)}…`)
    expect(cardPreview(null)).toBe('')
  })
})
