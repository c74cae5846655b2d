import { describe, expect, it } from 'vitest'
import {
  captureDestination,
  detectContext,
  inferContextFromPath,
  resolveCaptureContext,
} from '../../../src/lib/capture-context.ts'

describe('capture destination (spec 000 §4.6, 002 §2.7)', () => {
  it('attaches to the card, adds to session notes, sends home and board list to the Inbox', () => {
    expect(captureDestination({ type: 'julboard_card', cardId: 'c1', cardTitle: 'Pitch deck' })).toBe('card')
    expect(captureDestination({ type: 'session_recap', sessionId: 's1', sessionTitle: 'Q3' })).toBe(
      'session_notes',
    )
    expect(captureDestination({ type: 'home' })).toBe('inbox')
    expect(captureDestination({ type: 'julboard_list' })).toBe('inbox')
    expect(captureDestination({ type: 'media_library' })).toBe('media_library')
    expect(captureDestination({ type: 'unknown' })).toBe('choose')
  })

  it('infers the context from the path when unknown', () => {
    expect(inferContextFromPath('/')).toBe('home')
    expect(inferContextFromPath('/dashboard/overview')).toBe('home')
    expect(inferContextFromPath('/app/julboard')).toBe('julboard_list')
    expect(inferContextFromPath('/app/julboard/card/42')).toBe('unknown')
    expect(inferContextFromPath('/app/media')).toBe('media_library')
    expect(inferContextFromPath('/app/yelroom')).toBe('unknown')
  })

  it('keeps a context a page set and only infers an unknown one', () => {
    const card = { type: 'julboard_card', cardId: 'c1', cardTitle: 'Deck' } as const
    expect(resolveCaptureContext(card, '/app/media')).toBe(card)
    expect(resolveCaptureContext({ type: 'unknown' }, '/app/media')).toEqual({ type: 'media_library' })
  })
})

describe('context detection confidence (spec 002 §4)', () => {
  it.each([
    ['/app/julboard/card/abc-123', 'card', 0.95, 'abc-123'],
    ['/app/sessions/s-9', 'session', 0.9, 's-9'],
    ['/app/julboard', 'board_list', 0.8, undefined],
    ['/app/media', 'media', 0.8, undefined],
    ['/app/inbox', 'inbox', 0.75, undefined],
    ['/app/home', 'home', 0.7, undefined],
    ['/app', 'home', 0.7, undefined],
    ['/app/yelroom', 'unknown', 0.1, undefined],
  ])('%s is %s at %s', (path, route, confidence, id) => {
    const detected = detectContext(path)
    expect(detected.route).toBe(route)
    expect(detected.confidence).toBe(confidence)
    expect(detected.id).toBe(id)
  })
})
