import type { RowOf } from '../../../sync/public/types.ts'
import { tierAllows } from '../../lib/tier-matrix.ts'
import type { MobileTier } from '../../lib/tiers.ts'

/** Spec 002 §2.8, §5, §9 and 001 §2: the media library's rules, pure so they are tested with the spec's numbers. */
export const RECENT_MEDIA_LIMIT = 10
export const THIS_WEEK_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

export type MediaKind = 'photo' | 'voice' | 'quick_note'
export type MediaSource = 'media_items' | 'photo_field_notes'

/** One library entry, from media_items or from the console's photo field notes (001 §7). */
export interface MediaEntry {
  source: MediaSource
  id: string
  kind: MediaKind
  title: string | null
  description: string | null
  content: string | null
  photoUrl: string | null
  fileUrl: string | null
  location: string | null
  tags: string[]
  createdAt: string
}

function kindOf(value: string): MediaKind {
  return value === 'photo' || value === 'voice' ? value : 'quick_note'
}

export function fromMediaItem(row: RowOf<'media_items'>): MediaEntry {
  return {
    source: 'media_items',
    id: row.id,
    kind: kindOf(row.type),
    title: row.title,
    description: row.description,
    content: row.content,
    photoUrl: row.photo_url,
    fileUrl: row.file_url,
    location: row.location,
    tags: row.tags,
    createdAt: row.created_at,
  }
}

export function fromPhotoFieldNote(row: RowOf<'photo_field_notes'>): MediaEntry {
  return {
    source: 'photo_field_notes',
    id: row.id,
    kind: 'photo',
    title: row.title,
    description: row.description,
    content: null,
    photoUrl: row.photo_url,
    fileUrl: null,
    location: row.location,
    tags: row.tags,
    createdAt: row.created_at,
  }
}

export function newestFirst(entries: readonly MediaEntry[]): MediaEntry[] {
  return [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** 002 §2.8, §5: case-insensitive over title, description and content; a blank query keeps everything. */
export function searchMedia(entries: readonly MediaEntry[], query: string): MediaEntry[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...entries]
  return entries.filter((entry) =>
    [entry.title, entry.description, entry.content].some((field) =>
      (field ?? '').toLowerCase().includes(needle),
    ),
  )
}

/** 002 §2.8: items created in the last 7 days. */
export function thisWeekCount(entries: readonly MediaEntry[], now: number): number {
  const since = now - THIS_WEEK_DAYS * DAY_MS
  return entries.filter((entry) => Date.parse(entry.createdAt) >= since).length
}

export interface MediaTotals {
  total: number
  photo: number
  voice: number
  quick_note: number
}

export function mediaTotals(entries: readonly MediaEntry[]): MediaTotals {
  const totals: MediaTotals = { total: entries.length, photo: 0, voice: 0, quick_note: 0 }
  for (const entry of entries) totals[entry.kind] += 1
  return totals
}

/** 002 §9: the Recent view shows 10. */
export function recentMedia(entries: readonly MediaEntry[]): MediaEntry[] {
  return newestFirst(entries).slice(0, RECENT_MEDIA_LIMIT)
}

export function ofKind(entries: readonly MediaEntry[], kind: MediaKind | 'all'): MediaEntry[] {
  return kind === 'all' ? [...entries] : entries.filter((entry) => entry.kind === kind)
}

/** 002 §2.8, §5: comma-separated, trimmed, empty ones dropped. */
export function parseTags(input: string): string[] {
  return input
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0)
}

export interface MediaEditForm {
  title: string
  description: string
  content: string
  location: string
  tags: string
}

export function editFormFor(entry: MediaEntry): MediaEditForm {
  return {
    title: entry.title ?? '',
    description: entry.description ?? '',
    content: entry.content ?? '',
    location: entry.location ?? '',
    tags: entry.tags.join(', '),
  }
}

/**
 * The update sent for an edit (002 §5): tags parsed, and an optional field left empty is absent from the
 * patch (so it is not sent), never written as an empty string. Photo field notes have no content and
 * always keep a title (their title column is required).
 */
export function editPatch(entry: MediaEntry, form: MediaEditForm): Record<string, string | string[]> {
  const patch: Record<string, string | string[]> = { tags: parseTags(form.tags) }
  const optional: Array<[keyof MediaEditForm, string]> = [
    ['title', 'title'],
    ['description', 'description'],
    ['location', 'location'],
  ]
  if (entry.source === 'media_items') optional.push(['content', 'content'])
  for (const [field, column] of optional) {
    const value = form[field].trim()
    if (value) patch[column] = value
  }
  return patch
}

/** What Copy puts on the clipboard: the text of the item, else its title. */
export function copyText(entry: MediaEntry): string {
  return [entry.content, entry.description, entry.title].find((value) => value?.trim())?.trim() ?? ''
}

export type MediaShell = 'mobile' | 'console'

export interface MediaRights {
  /** Null: allowed; a message: shown instead of doing it; 'hidden': the control is not offered. */
  edit: null | string | 'hidden'
  delete: null | string
}

/**
 * 002 §2.8, §6: on the phone editing and deleting need pro ('Pro subscription required'). 001 §6: in the
 * console delete needs Desktop Pro ('Upgrade to Pro tier to delete items'); Standard is view-only, so it
 * is not offered Edit.
 */
export function mediaRights(
  shell: MediaShell,
  access: { mobileTier: MobileTier; canEditDesktop: boolean },
): MediaRights {
  if (shell === 'mobile') {
    const denied = tierAllows(access.mobileTier, 'mediaEdit') ? null : 'Pro subscription required'
    return { edit: denied, delete: denied }
  }
  return access.canEditDesktop
    ? { edit: null, delete: null }
    : { edit: 'hidden', delete: 'Upgrade to Pro tier to delete items' }
}
