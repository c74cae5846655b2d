import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useCaptureContextStore, useDeclareCaptureContext } from '../../../src/data/capture-context-store.ts'

describe('capture context store (000 §4.6, 002 §2.4)', () => {
  it('holds the card while its page is open and resets to home when the page leaves', () => {
    const card = { type: 'julboard_card', cardId: 'c-1', cardTitle: 'Close the seed round' } as const
    const page = renderHook(() => useDeclareCaptureContext(card))
    expect(useCaptureContextStore.getState().context).toEqual(card)
    page.unmount()
    expect(useCaptureContextStore.getState().context).toEqual({ type: 'home' })
  })

  it('leaves the context alone while a page has nothing to declare yet', () => {
    useCaptureContextStore.getState().set({ type: 'media_library' })
    renderHook(() => useDeclareCaptureContext(null))
    expect(useCaptureContextStore.getState().context).toEqual({ type: 'media_library' })
  })
})
