import { describe, expect, it } from 'vitest'
import { TOAST_DEFAULTS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../../src/lib/toasts.ts'

describe('toast defaults (spec 000 §9)', () => {
  it('shows 3 toasts for 4 s with a 14 px gap, 356 px wide, swiped away after 20 px', () => {
    expect(TOAST_DEFAULTS).toEqual({
      visibleToasts: 3,
      durationMs: 4000,
      gapPx: 14,
      widthPx: 356,
      swipeThresholdPx: 20,
    })
  })

  it("keeps the app's own queue to one toast removed after 1,000,000 ms", () => {
    expect(TOAST_LIMIT).toBe(1)
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000)
  })
})
