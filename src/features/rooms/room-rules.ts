import { baseMediaType, captureFileRefusal } from '../../../sync/public/capture-bucket.ts'
import type { MemberAccess, UserType } from '../../lib/access.ts'
import { canReadRoom, canSendInRoom, hasMobileFeature } from '../../lib/tier-matrix.ts'
import type { MobileTier } from '../../lib/tiers.ts'

/** 001 §3, 002 §2.9: the three rooms by room_type. */
export const ROOMS = ['julius', 'peer', 'cross-group'] as const
export type RoomType = (typeof ROOMS)[number]

export function isRoomType(value: string): value is RoomType {
  return ROOMS.some((room) => room === value)
}

/** 001 §2: the console panels' labels. */
export const ROOM_PANEL_LABELS: Readonly<Record<RoomType, string>> = {
  julius: 'All Users',
  peer: 'Premium+',
  'cross-group': 'Pro Only',
}

/** 002 §2.9: the peer room's name follows the member's user type (founder by default). */
export function roomName(room: RoomType, userType: UserType): string {
  if (room === 'julius') return 'Julius (Advisor)'
  if (room === 'peer') return userType === 'investor' ? 'Investor Peers' : 'Founder Peers'
  return 'Cross-Group'
}

export interface RoomAccess {
  canRead: boolean
  canSend: boolean
}

/**
 * 002 §6, as the server's can_read_room / can_post_room enforce it: advisor and peer rooms readable by
 * everyone and writable from premium; the cross-group room readable and writable by pro only.
 */
export function roomAccessForTier(room: RoomType, tier: MobileTier): RoomAccess {
  return { canRead: canReadRoom(tier, room), canSend: canSendInRoom(tier, room) }
}

/** The mobile rooms: the member's mobile tier decides (staff count as their admin tier, default pro). */
export function mobileRoomAccess(room: RoomType, access: MemberAccess): RoomAccess {
  return roomAccessForTier(room, access.mobileTier)
}

/**
 * The console rooms (001 §6): Standard is receive-only, Pro two-way — and Pro can only send where the
 * server lets its mobile tier post. Staff post in every room as the advisor.
 */
export function consoleRoomAccess(room: RoomType, access: MemberAccess): RoomAccess {
  const server = roomAccessForTier(room, access.mobileTier)
  if (access.isStaff) return { canRead: true, canSend: true }
  return { canRead: server.canRead, canSend: server.canSend && access.canEditDesktop }
}

/** 002 §2.9, §9: the latest 50 messages, shown oldest first. */
export const ROOM_MESSAGE_LIMIT = 50

export interface MessageRow {
  id: string
  user_id: string
  room_type: string
  content: string
  is_from_advisor: boolean
  target_user_ids: string[]
  created_at: string
}

/** The room's latest `limit` messages, oldest first (ties by id, so the order never flickers). */
export function latestMessages<T extends MessageRow>(rows: readonly T[], limit = ROOM_MESSAGE_LIMIT): T[] {
  return [...rows]
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
    .slice(-limit)
}

/** 001 §9: the unread window is 24 hours. */
export const UNREAD_WINDOW_MS = 24 * 60 * 60 * 1000

/** 001 §2: the unread badge counts advisor messages of the last 24 hours (not the member's own posts). */
export function unreadAdvisorCount(rows: readonly MessageRow[], userId: string, now: number): number {
  const since = now - UNREAD_WINDOW_MS
  return rows.filter(
    (row) => row.is_from_advisor && row.user_id !== userId && Date.parse(row.created_at) >= since,
  ).length
}

/** 001 §5, 002 §5: a message is non-empty after trimming. */
export function canSendText(text: string): boolean {
  return text.trim() !== ''
}

/** 001 §5, 002 §2.9: Enter without Shift sends; Shift+Enter is a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing
}

/** 001 §9: at most 10 users per targeted message. */
export const MAX_TARGETS = 10

export type AdvisorMode = 'broadcast' | 'targeted'

export const ADVISOR_ERRORS = {
  blank: 'Write a message first',
  noTargets: 'Select at least one member',
  tooManyTargets: `Select at most ${MAX_TARGETS} members`,
} as const

/**
 * 001 §5 advisor message: non-blank (a voice note alone is enough: it is captioned); targeted needs 1
 * to 10 selected users.
 */
export function advisorPostError(input: {
  text: string
  mode: AdvisorMode
  targets: readonly string[]
  hasVoiceNote?: boolean
}) {
  if (!canSendText(input.text) && !input.hasVoiceNote) return ADVISOR_ERRORS.blank
  if (input.mode === 'broadcast') return null
  if (input.targets.length === 0) return ADVISOR_ERRORS.noTargets
  if (input.targets.length > MAX_TARGETS) return ADVISOR_ERRORS.tooManyTargets
  return null
}

export interface ProfileRow {
  id: string
  first_name: string | null
  last_name: string | null
  company: string | null
}

export function profileName(profile: ProfileRow): string {
  return [profile.first_name, profile.last_name].filter(Boolean).join(' ') || 'Member'
}

export type ThreadStatus = 'active' | 'pending'

/** 001 §4 chat thread status: pending while the latest message waits for the advisor, else active. */
export function threadStatus(rows: readonly MessageRow[]): ThreadStatus {
  const last = latestMessages(rows, 1)[0]
  return last && !last.is_from_advisor ? 'pending' : 'active'
}

/** The author line of a message: the member themself, the advisor, or a name when the mirror has it. */
export function authorOf(row: MessageRow, userId: string, names: ReadonlyMap<string, string>): string {
  if (row.user_id === userId) return 'You'
  if (row.is_from_advisor) return names.get(row.user_id) ?? 'JUL Advisor'
  return names.get(row.user_id) ?? 'Member'
}

/**
 * 000 §6: voice chirps from the advisor come with Pro. Staff hear the notes they and their colleagues
 * post; the server's `can_hear_voice_chirp()` signs the file on the same terms.
 */
export function canHearVoiceChirps(access: Pick<MemberAccess, 'isStaff' | 'mobileTier'>): boolean {
  return access.isStaff || hasMobileFeature(access.mobileTier, 'voice chirps from advisor')
}

/** The caption of a voice chirp posted without words (the row's content may not be blank). */
export const VOICE_NOTE_CAPTION = 'Voice note'

/** File endings of the captures bucket's audio types ('audio/webm;codecs=opus' → 'webm'). */
const AUDIO_EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/webm': 'webm',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
}

export type VoiceNoteRefusal = 'too-large' | 'type'

/** Why the captures bucket would refuse a recording (its size and types), or null when it fits. */
export function voiceNoteRefusal(size: number, contentType: string): VoiceNoteRefusal | null {
  const refusal = captureFileRefusal(size, contentType)
  if (refusal) return refusal.kind
  return baseMediaType(contentType) in AUDIO_EXTENSIONS ? null : 'type'
}

/**
 * {userId}/{sha256}.{ext}: content-addressed like every capture (sync/public/capture-bucket.ts), or
 * named by the time where the browser cannot hash.
 */
export function voiceNotePath(userId: string, name: string | number, contentType: string): string {
  return `${userId}/${name}.${AUDIO_EXTENSIONS[baseMediaType(contentType)] ?? 'webm'}`
}
