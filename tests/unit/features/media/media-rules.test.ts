import { describe, expect, it } from 'vitest'
import {
  copyText,
  editFormFor,
  editPatch,
  type MediaEntry,
  mediaRights,
  mediaTotals,
  parseTags,
  recentMedia,
  searchMedia,
  thisWeekCount,
} from '../../../../src/features/media/media-rules.ts'

const NOW = Date.parse('2026-11-22T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString()
const entry = (over: Partial<MediaEntry>): MediaEntry => ({
  source: 'media_items',
  id: crypto.randomUUID(),
  kind: 'quick_note',
  title: null,
  description: null,
  content: null,
  photoUrl: null,
  fileUrl: null,
  location: null,
  tags: [],
  createdAt: daysAgo(1),
  ...over,
})

describe('media library rules', () => {
  it('searches title, description and content, whatever the case', () => {
    const items = [
      entry({ title: 'Team OFFSITE' }),
      entry({ description: 'offsite whiteboard' }),
      entry({ content: 'notes from the Offsite' }),
      entry({ title: 'Pricing', location: 'offsite', tags: ['offsite'] }),
    ]
    expect(searchMedia(items, 'offsite')).toHaveLength(3)
    expect(searchMedia(items, '  ')).toHaveLength(4)
  })

  it('counts the last 7 days as this week, and totals by type', () => {
    const items = [
      entry({ kind: 'photo', createdAt: daysAgo(0) }),
      entry({ kind: 'voice', createdAt: daysAgo(6.9) }),
      entry({ kind: 'quick_note', createdAt: daysAgo(7.1) }),
    ]
    expect(thisWeekCount(items, NOW)).toBe(2)
    expect(mediaTotals(items)).toEqual({ total: 3, photo: 1, voice: 1, quick_note: 1 })
  })

  it('shows the 10 newest in Recent', () => {
    const items = Array.from({ length: 14 }, (_, i) => entry({ title: `#${i}`, createdAt: daysAgo(i) }))
    expect(recentMedia(items).map((item) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `#${i}`),
    )
  })

  it('splits tags on commas, trims them and drops empty ones', () => {
    expect(parseTags(' offsite, , planning ,,board ')).toEqual(['offsite', 'planning', 'board'])
    expect(parseTags('')).toEqual([])
  })

  it('sends an edit with empty optional fields absent, never as empty strings', () => {
    const item = entry({
      title: 'Old',
      description: 'Desc',
      content: 'Body',
      location: 'London',
      tags: ['a'],
    })
    const form = { ...editFormFor(item), title: ' New ', description: '  ', location: '', tags: 'x, ,y' }
    expect(editPatch(item, form)).toEqual({ title: 'New', content: 'Body', tags: ['x', 'y'] })
    const note = entry({ source: 'photo_field_notes', kind: 'photo', title: 'Factory' })
    expect(editPatch(note, { ...editFormFor(note), content: 'ignored' })).toEqual({
      title: 'Factory',
      tags: [],
    })
  })

  it('copies the text of an item, else its title', () => {
    expect(copyText(entry({ title: 'T', content: ' Body ' }))).toBe('Body')
    expect(copyText(entry({ title: 'Only title' }))).toBe('Only title')
  })

  it('lets only pro edit and delete on the phone, and only Desktop Pro delete in the console', () => {
    expect(mediaRights('mobile', { mobileTier: 'pro', canEditDesktop: false })).toEqual({
      edit: null,
      delete: null,
    })
    expect(mediaRights('mobile', { mobileTier: 'premium', canEditDesktop: true })).toEqual({
      edit: 'Pro subscription required',
      delete: 'Pro subscription required',
    })
    expect(mediaRights('console', { mobileTier: 'pro', canEditDesktop: false })).toEqual({
      edit: 'hidden',
      delete: 'Upgrade to Pro tier to delete items',
    })
    expect(mediaRights('console', { mobileTier: 'free', canEditDesktop: true })).toEqual({
      edit: null,
      delete: null,
    })
  })
})
