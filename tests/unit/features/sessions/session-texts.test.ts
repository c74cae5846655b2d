import { describe, expect, it } from 'vitest'
import { MOBILE_SESSION_TEXTS } from '../../../../src/features/sessions/texts.ts'

describe('linking a session note to a board card (002 §8)', () => {
  it("names the card, and says 'Linked to board card' for a card without a title", () => {
    expect(MOBILE_SESSION_TEXTS.linkedTo('Hire a CFO')).toBe('Linked to: Hire a CFO')
    expect(MOBILE_SESSION_TEXTS.linkedTo(' ')).toBe('Linked to board card')
  })
})
