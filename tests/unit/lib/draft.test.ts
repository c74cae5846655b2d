import { describe, expect, it } from 'vitest'
import { remainingDraft } from '../../../src/lib/draft.ts'

describe('what a quick-entry box keeps once its words are saved', () => {
  it('empties when it still holds what was sent', () => {
    expect(remainingDraft('Call the investor', 'Call the investor')).toBe('')
  })

  it('keeps the words typed after the sent ones, without the space between', () => {
    expect(remainingDraft('Call the investor and the bank', 'Call the investor')).toBe('and the bank')
    expect(remainingDraft('Line one\nLine two', 'Line one')).toBe('Line two')
  })

  it('keeps a box edited inside the sent words, or emptied and refilled, as it is', () => {
    expect(remainingDraft('Call the lead investor', 'Call the investor')).toBe('Call the lead investor')
    expect(remainingDraft('Something new', 'Call the investor')).toBe('Something new')
    expect(remainingDraft('', 'Call the investor')).toBe('')
  })
})
