import { describe, expect, it } from 'vitest'
import {
  CARD_PICKER_LIMIT,
  canSaveCapture,
  captureFileProblem,
  extensionFor,
  failureMessage,
  planCapture,
  relativeTime,
  resolveDestination,
  searchCards,
  storagePath,
  successMessage,
  truncate,
} from '../../../../src/features/capture/capture-rules.ts'
import { captureContextForRoute } from '../../../../src/features/capture/context-detection.ts'
import { fitWithin, MAX_PHOTO_EDGE } from '../../../../src/features/capture/photo-rules.ts'
import { CAPTURE_TEXTS } from '../../../../src/features/capture/texts.ts'
import { captureDestination } from '../../../../src/lib/capture-context.ts'
import { CAPTURE_BUCKET } from '../../../../sync/public/capture-bucket.ts'

const USER = '44444444-4444-4444-8444-444444444444'
const url = (path: string) => `https://api.test/storage/v1/object/public/quickadd-photos/${path}`

describe('capture rules', () => {
  it('previews 150 characters in the inbox and 100 in the card picker', () => {
    const long = 'x'.repeat(200)
    expect(truncate(long, 150)).toBe(`${'x'.repeat(150)}…`)
    expect(truncate('short', 150)).toBe('short')
    expect(truncate(null, 100)).toBe('')
  })

  it('says how long ago a capture was made', () => {
    const now = Date.parse('2026-11-22T12:00:00Z')
    expect(relativeTime('2026-11-22T10:00:00Z', now)).toBe('2 hours ago')
    expect(relativeTime('2026-11-21T12:00:00Z', now)).toBe('yesterday')
    expect(relativeTime('2026-11-22T11:59:30Z', now)).toBe('30 seconds ago')
  })

  it('finds cards by title or description, whatever the case, at most 50', () => {
    const cards = [
      { id: '1', title: 'Hire a CFO', description: null },
      { id: '2', title: 'Pricing', description: 'Review the PILOT contract' },
      { id: '3', title: 'Pilot launch', description: 'Spain' },
    ]
    expect(searchCards(cards, 'pilot').map((c) => c.id)).toEqual(['2', '3'])
    expect(searchCards(cards, '  CFO ').map((c) => c.id)).toEqual(['1'])
    expect(searchCards(cards, '')).toHaveLength(3)
    const many = Array.from({ length: 80 }, (_, i) => ({
      id: String(i),
      title: `Card ${i}`,
      description: null,
    }))
    expect(searchCards(many, 'card')).toHaveLength(CARD_PICKER_LIMIT)
  })

  it('refuses to save a blank note without a photo or voice clip', () => {
    expect(canSaveCapture('   ', false)).toBe(false)
    expect(canSaveCapture('', true)).toBe(true)
    expect(canSaveCapture('idea', false)).toBe(true)
  })

  it('stores files as quickadd-photos/{userId}/{sha256}.{ext}, or by time where nothing could hash them', () => {
    const hash = 'a'.repeat(64)
    expect(storagePath(USER, hash, 'image/jpeg')).toBe(`${USER}/${hash}.jpg`)
    expect(storagePath(USER, 1764000000000, 'image/jpeg')).toBe(`${USER}/1764000000000.jpg`)
    expect(extensionFor('audio/webm;codecs=opus')).toBe('webm')
    expect(extensionFor('audio/mp4')).toBe('m4a')
    expect(extensionFor('audio/ogg')).toBe('ogg')
  })

  it("refuses at capture time what the bucket would refuse, in the member's words", () => {
    const limit = CAPTURE_BUCKET.fileSizeLimit
    expect(captureFileProblem(new Blob([new Uint8Array(10)]), 'audio/mp4;codecs=mp4a.40.2')).toBeNull()
    expect(captureFileProblem({ size: limit } as Blob, 'image/jpeg')).toBeNull()
    expect(captureFileProblem({ size: limit + 1 } as Blob, 'audio/webm')).toBe(
      'This file is too large to upload (25 MB; the limit is 25 MB). Save your note without it, or record a shorter memo.',
    )
    expect(captureFileProblem({ size: 30 * 1024 * 1024 } as Blob, 'audio/webm')).toMatch(
      /\(30 MB; the limit is 25 MB\)/,
    )
    expect(captureFileProblem(new Blob(['x']), 'image/gif')).toBe(CAPTURE_TEXTS.fileTypeRefused)
  })

  it('plans a photo, a voice clip, a simulated memo and a text note', () => {
    const blob = new Blob(['x'], { type: 'image/jpeg' })
    expect(
      planCapture(
        { text: ' Whiteboard ', media: { kind: 'photo', blob, contentType: 'image/jpeg' } },
        USER,
        5,
        url,
      ),
    ).toEqual({
      contentType: 'photo',
      content: 'Whiteboard',
      file: {
        path: `${USER}/5.jpg`,
        url: url(`${USER}/5.jpg`),
        name: '5.jpg',
        contentType: 'image/jpeg',
        blob,
      },
    })
    const clip = new Blob(['a'], { type: 'audio/webm' })
    expect(
      planCapture(
        { text: '', media: { kind: 'voice', blob: clip, contentType: 'audio/webm;codecs=opus' } },
        USER,
        6,
        url,
      ),
    ).toMatchObject({
      contentType: 'voice',
      content: '[Voice note]',
      file: { path: `${USER}/6.webm`, contentType: 'audio/webm' },
    })
    const hash = 'b'.repeat(64)
    expect(
      planCapture(
        { text: '', media: { kind: 'voice', blob: clip, contentType: 'audio/mp4', sha256: hash } },
        USER,
        6,
        url,
      ).file,
    ).toMatchObject({ path: `${USER}/${hash}.m4a`, name: `${hash}.m4a`, contentType: 'audio/mp4' })
    expect(
      planCapture(
        { text: '', media: { kind: 'voice', blob: null, contentType: 'audio/webm' } },
        USER,
        7,
        url,
      ),
    ).toEqual({
      contentType: 'voice',
      content: '[Voice note]',
      file: null,
    })
    expect(planCapture({ text: 'Call Ivan', media: null }, USER, 8, url)).toEqual({
      contentType: 'text',
      content: 'Call Ivan',
      file: null,
    })
  })

  it('sends each context to its destination with the spec’s success text (002 §2.7, §8)', () => {
    const at = (
      context: Parameters<typeof captureDestination>[0],
      chosen: 'inbox' | 'media_library' = 'inbox',
    ) => resolveDestination(context, captureDestination(context), chosen)
    expect(successMessage(at({ type: 'julboard_card', cardId: 'c', cardTitle: 'Hire a CFO' }))).toBe(
      'Attached to: Hire a CFO',
    )
    expect(successMessage(at({ type: 'session_recap', sessionId: 's', sessionTitle: 'Kick-off' }))).toBe(
      'Added to: Kick-off',
    )
    expect(successMessage(at({ type: 'home' }))).toBe('Saved to Capture Inbox')
    expect(successMessage(at({ type: 'julboard_list' }))).toBe('Saved to Capture Inbox')
    expect(at({ type: 'media_library' })).toEqual({ kind: 'media_library' })
    expect(at({ type: 'unknown' }, 'media_library')).toEqual({ kind: 'media_library' })
    expect(at({ type: 'unknown' }, 'inbox')).toEqual({ kind: 'inbox' })
    expect(failureMessage({ kind: 'inbox' })).toBe('Failed to save to inbox')
    expect(failureMessage({ kind: 'session_notes', sessionId: 's', sessionTitle: 'x' })).toBe(
      'Failed to save session note',
    )
    expect(failureMessage({ kind: 'media_library' })).toBe('Failed to save capture')
  })

  it('resolves a card or session route to its context with the title from the device', async () => {
    const titles = {
      card: async (id: string) => (id === 'c1' ? 'Hire a CFO' : null),
      session: async (id: string) => (id === 's1' ? 'Kick-off' : null),
    }
    const home = { type: 'home' } as const
    expect(await captureContextForRoute('/app/julboard/card/c1', home, titles)).toEqual({
      type: 'julboard_card',
      cardId: 'c1',
      cardTitle: 'Hire a CFO',
    })
    expect(await captureContextForRoute('/app/sessions/s1', home, titles)).toEqual({
      type: 'session_recap',
      sessionId: 's1',
      sessionTitle: 'Kick-off',
    })
    expect(await captureContextForRoute('/app/julboard/card/unknown', home, titles)).toEqual({
      type: 'unknown',
    })
    const declared = { type: 'julboard_card', cardId: 'c2', cardTitle: 'Declared title' } as const
    expect(await captureContextForRoute('/app/julboard/card/c2', declared, titles)).toEqual(declared)
    expect(await captureContextForRoute('/app/media', home, titles)).toEqual({ type: 'media_library' })
    expect(await captureContextForRoute('/app/inbox', home, titles)).toEqual({ type: 'home' })
    expect(await captureContextForRoute('/app/yelroom', home, titles)).toEqual({ type: 'unknown' })
  })
})

describe('photos as stored', () => {
  it('scales the long edge down to 2,560 px, keeping the proportions, and never scales up', () => {
    expect(MAX_PHOTO_EDGE).toBe(2560)
    expect(fitWithin(4000, 3000)).toEqual({ width: 2560, height: 1920 })
    expect(fitWithin(3000, 4000)).toEqual({ width: 1920, height: 2560 })
    expect(fitWithin(8000, 10)).toEqual({ width: 2560, height: 3 })
    expect(fitWithin(1280, 720)).toEqual({ width: 1280, height: 720 })
    expect(fitWithin(2560, 2560)).toEqual({ width: 2560, height: 2560 })
  })
})
