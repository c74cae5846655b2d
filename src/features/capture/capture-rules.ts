import { type CaptureFileRefusal, captureFileRefusal } from '../../../sync/public/capture-bucket.ts'
import type { CaptureContext, CaptureDestination } from '../../lib/capture-context.ts'
import { CAPTURE_TEXTS } from './texts.ts'

/** Spec 002 §2.6, §9 and 001 §9: limits of the capture screens. */
export const INBOX_PREVIEW_CHARS = 150
export const CARD_PICKER_LIMIT = 50
export const CARD_PREVIEW_CHARS = 100
export const CAPTURE_COUNTER_MAX = 500
export const RECENT_CAPTURES = 5
/** 001 §4: where no microphone exists, Record shows Recording and a simulated memo lands after 3 s. */
export const SIMULATED_MEMO_MS = 3000

export type ContentType = 'text' | 'voice' | 'photo'

/** Cuts text to `max` characters with an ellipsis (the inbox shows 150, the card picker 100). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? ''
  return value.length <= max ? value : `${value.slice(0, max).trimEnd()}…`
}

const UNITS: ReadonlyArray<[number, Intl.RelativeTimeFormatUnit]> = [
  [60, 'second'],
  [60, 'minute'],
  [24, 'hour'],
  [7, 'day'],
  [4.345, 'week'],
  [12, 'month'],
  [Number.POSITIVE_INFINITY, 'year'],
]

/** "2 hours ago", "yesterday": the inbox's relative time (002 §2.6). */
export function relativeTime(iso: string, now: number): string {
  let amount = (Date.parse(iso) - now) / 1000
  for (const [size, unit] of UNITS) {
    if (Math.abs(amount) < size) {
      return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(Math.round(amount), unit)
    }
    amount /= size
  }
  return ''
}

export interface CardLike {
  id: string
  title: string
  description: string | null
}

/** 002 §2.6: case-insensitive match on title or description, at most 50 cards. */
export function searchCards<Card extends CardLike>(cards: readonly Card[], query: string): Card[] {
  const needle = query.trim().toLowerCase()
  const matches = needle
    ? cards.filter(
        (card) =>
          card.title.toLowerCase().includes(needle) ||
          (card.description ?? '').toLowerCase().includes(needle),
      )
    : cards
  return matches.slice(0, CARD_PICKER_LIMIT)
}

/** 001 §5: save is disabled when the text is blank and nothing is attached. */
export function canSaveCapture(text: string, hasMedia: boolean): boolean {
  return hasMedia || text.trim().length > 0
}

/** Extension of a stored file from its media type ('audio/webm;codecs=opus' → 'webm'). */
export function extensionFor(contentType: string): string {
  const base = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  const known: Record<string, string> = {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'image/heic': 'heic',
    'audio/webm': 'webm',
    'audio/mp4': 'm4a',
    'audio/mpeg': 'mp3',
    'audio/ogg': 'ogg',
  }
  return known[base] ?? (base.split('/')[1] || 'bin')
}

/**
 * quickadd-photos/{userId}/{sha256}.{ext}: named by the SHA-256 of the bytes (`sync/public/capture-bucket.ts`,
 * content-addressed), or by the time as 002 §7 names it where the browser cannot hash.
 */
export function storagePath(userId: string, name: string | number, contentType: string): string {
  return `${userId}/${name}.${extensionFor(contentType)}`
}

/** What the member reads when storage would refuse the file (the limits are the bucket's). */
export function refusalMessage(refusal: CaptureFileRefusal): string {
  if (refusal.kind === 'type') return CAPTURE_TEXTS.fileTypeRefused
  const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
  return CAPTURE_TEXTS.fileTooLarge(megabytes(refusal.size), megabytes(refusal.limit))
}

/** Null when the bucket takes this file; else why not, in the member's words. */
export function captureFileProblem(blob: Blob, contentType: string): string | null {
  const refusal = captureFileRefusal(blob.size, contentType)
  return refusal ? refusalMessage(refusal) : null
}

/** Where a capture goes when the member picks (the "otherwise" row of 002 §2.7). */
export type ChosenDestination = 'inbox' | 'media_library'

/** The destination, and the card or session it names, for a context (002 §2.7 table). */
export type ResolvedDestination =
  | { kind: 'card'; cardId: string; cardTitle: string }
  | { kind: 'session_notes'; sessionId: string; sessionTitle: string }
  | { kind: 'inbox' }
  | { kind: 'media_library' }

export function resolveDestination(
  context: CaptureContext,
  destination: CaptureDestination,
  chosen: ChosenDestination,
): ResolvedDestination {
  if (context.type === 'julboard_card') {
    return { kind: 'card', cardId: context.cardId, cardTitle: context.cardTitle }
  }
  if (context.type === 'session_recap') {
    return { kind: 'session_notes', sessionId: context.sessionId, sessionTitle: context.sessionTitle }
  }
  if (destination === 'inbox') return { kind: 'inbox' }
  if (destination === 'media_library') return { kind: 'media_library' }
  return { kind: chosen }
}

/** 002 §8: the success toast for each destination. */
export function successMessage(target: ResolvedDestination): string {
  switch (target.kind) {
    case 'card':
      return CAPTURE_TEXTS.attachedTo(target.cardTitle)
    case 'session_notes':
      return CAPTURE_TEXTS.addedTo(target.sessionTitle)
    case 'inbox':
      return CAPTURE_TEXTS.savedToInbox
    case 'media_library':
      return CAPTURE_TEXTS.savedToMedia
  }
}

/** 002 §8: the failure toast for each destination (the inbox and session notes have their own). */
export function failureMessage(target: ResolvedDestination): string {
  if (target.kind === 'inbox') return CAPTURE_TEXTS.saveToInboxFailed
  if (target.kind === 'session_notes') return CAPTURE_TEXTS.saveSessionNoteFailed
  return CAPTURE_TEXTS.saveFailed
}

/** What the member typed or attached. */
export interface CaptureInput {
  text: string
  /** `sha256`: the hash of the blob's bytes, null where it could not be computed. */
  media: {
    kind: 'photo' | 'voice'
    blob: Blob | null
    contentType: string
    sha256?: string | null
    /** The crash-proof copy of a voice memo (recording-recovery.ts), forgotten once the capture is saved. */
    recordingId?: string | null
  } | null
}

export interface PlannedFile {
  path: string
  url: string
  name: string
  contentType: string
  blob: Blob
}

export interface CapturePlan {
  contentType: ContentType
  content: string | null
  file: PlannedFile | null
}

/**
 * What a capture stores: a photo or a voice clip makes it that type; a voice memo without a clip (the
 * simulated one) is the voice-note marker (001 §4); otherwise a text note. `fileUrl` turns a storage
 * path into the address the row points at once the file is uploaded.
 */
export function planCapture(
  input: CaptureInput,
  userId: string,
  now: number,
  fileUrl: (path: string) => string,
): CapturePlan {
  const text = input.text.trim()
  const media = input.media
  if (!media) return { contentType: 'text', content: text, file: null }
  const content = text || (media.kind === 'voice' ? CAPTURE_TEXTS.voiceNoteMarker : null)
  if (!media.blob) return { contentType: media.kind, content, file: null }
  const contentType = media.contentType.split(';')[0]?.trim() || media.contentType
  const path = storagePath(userId, media.sha256 ?? now, contentType)
  return {
    contentType: media.kind,
    content,
    file: {
      path,
      url: fileUrl(path),
      name: path.slice(path.indexOf('/') + 1),
      contentType,
      blob: media.blob,
    },
  }
}
