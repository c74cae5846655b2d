import { describe, expect, it } from 'vitest'
import { newCardRow } from '../../../../src/features/board/card-rules.ts'
import { cardFromCapture } from '../../../../src/features/capture/capture-rules.ts'

describe('a new card (002 §7: status backlog, priority medium)', () => {
  it('starts in the backlog at medium priority, its text trimmed', () => {
    expect(newCardRow({ title: '  Hire a CFO ', description: ' Three candidates ' })).toEqual({
      ok: true,
      row: { title: 'Hire a CFO', description: 'Three candidates', status: 'backlog', priority: 'medium' },
    })
  })

  it("refuses a blank title, an oversized one and script with 000 §5's messages", () => {
    expect(newCardRow({ title: ' ', description: '' })).toEqual({
      ok: false,
      errors: { title: 'Title is required' },
    })
    expect(newCardRow({ title: 'x'.repeat(1001), description: 'y'.repeat(1001) })).toEqual({
      ok: false,
      errors: { title: 'Title length is invalid', description: 'Description length is invalid' },
    })
    expect(newCardRow({ title: '<script>alert(1)</script>', description: '' })).toEqual({
      ok: false,
      errors: { title: 'Title contains invalid content' },
    })
  })
})

describe('a capture becoming a card', () => {
  it('takes its first line as the title and its text as the description', () => {
    expect(cardFromCapture({ content: '\n Call the bank \nabout the loan', content_type: 'text' })).toEqual({
      title: 'Call the bank',
      description: 'Call the bank \nabout the loan',
    })
  })

  it('cuts a long first line to 100 characters with an ellipsis', () => {
    const { title } = cardFromCapture({ content: 'a'.repeat(150), content_type: 'text' })
    expect(title).toHaveLength(100)
    expect(title.endsWith('…')).toBe(true)
  })

  it('titles a voice or photo capture without words by its kind', () => {
    expect(cardFromCapture({ content: '[Voice note]', content_type: 'voice' })).toEqual({
      title: 'Voice note',
      description: '',
    })
    expect(cardFromCapture({ content: null, content_type: 'photo' }).title).toBe('Photo note')
  })
})
