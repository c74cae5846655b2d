import type { AudioEvent } from '../../lib/audio-settings.ts'
import { hasMobileFeature } from '../../lib/tier-matrix.ts'
import type { MobileTier } from '../../lib/tiers.ts'

/**
 * Which of 001 §2's sound events the rows that just reached this device call for. A room message from
 * someone else is a chat message, or a mention when it is targeted at the member; a new spark is a
 * spark. One burst (a pull that brings five messages) sounds each event once, not five times.
 */
export interface ArrivedMessage {
  id: string
  user_id: string
  room_type: string
  content: string
  is_from_advisor: boolean
  target_user_ids: readonly string[] | null
  created_at: string
}

export interface ArrivedSpark {
  id: string
  created_at: string
}

export interface Arrivals {
  messages: readonly ArrivedMessage[]
  sparks: readonly ArrivedSpark[]
}

/**
 * Rows written shortly before the watch began still count as new: the first pull of a device that
 * was just opened brings them after the watch's first look.
 */
export const ARRIVAL_GRACE_MS = 60_000

export function messageEvent(message: ArrivedMessage, memberId: string): AudioEvent | null {
  if (message.user_id === memberId) return null
  return message.target_user_ids?.includes(memberId) ? 'mentions' : 'chatMessages'
}

/** The rows not seen before and written since the watch began; `seen` learns them. */
export function newRows<Row extends { id: string; created_at: string }>(
  rows: readonly Row[],
  seen: Set<string>,
  watchStart: number,
): Row[] {
  const fresh = rows.filter(
    (row) => !seen.has(row.id) && Date.parse(row.created_at) >= watchStart - ARRIVAL_GRACE_MS,
  )
  for (const row of rows) seen.add(row.id)
  return fresh
}

export interface ArrivalCue {
  event: AudioEvent
  /** The newest row behind the cue: it names the cue, so two tabs can agree to sound it once. */
  rowId: string
  /** The message to show in a toast or a desktop notification. */
  message: ArrivedMessage | null
  /** The message is a chirp from the advisor. */
  chirp: boolean
}

/**
 * How a shell alerts for what arrives while it is open. The console alerts for every message, with a
 * desktop notification while it is in the background (001 §2, §9). On the phone an alert the moment
 * the advisor's chirp arrives is Pro's (000 §6 'real-time chirp alerts'): a Pro member hears it, sees
 * it as a toast and gets a system notification while the app is in the background; free and premium
 * members find it in the room when they next open it (and hear the room's other messages as before).
 * Push covers the phone's other messages in the background.
 */
export interface ArrivalPolicy {
  /** The advisor's chirps alert as they arrive. */
  chirpAlerts: boolean
  /** An arriving chirp also shows as a toast. */
  toastChirps: boolean
  /** Which messages get a notification while the page is in the background. */
  notify: 'messages' | 'chirps' | 'none'
}

export function arrivalPolicy(shell: 'console' | 'mobile', mobileTier: MobileTier | null): ArrivalPolicy {
  if (shell === 'console') return { chirpAlerts: true, toastChirps: false, notify: 'messages' }
  const realtime = mobileTier !== null && hasMobileFeature(mobileTier, 'real-time chirp alerts')
  return realtime
    ? { chirpAlerts: true, toastChirps: true, notify: 'chirps' }
    : { chirpAlerts: false, toastChirps: false, notify: 'none' }
}

/** What a cue shows besides its sound and vibration under the policy. */
export function cueAlerts(policy: ArrivalPolicy, cue: ArrivalCue): { toast: boolean; notify: boolean } {
  if (!cue.message) return { toast: false, notify: false }
  return {
    toast: cue.chirp && policy.toastChirps,
    notify: policy.notify === 'messages' || (policy.notify === 'chirps' && cue.chirp),
  }
}

const newestFirst = <Row extends { created_at: string }>(rows: readonly Row[]) =>
  [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))

/**
 * The cues for one burst of new rows: a mention outranks a chat message; sparks sound their own. The
 * advisor's chirps count only where the policy alerts for them.
 */
export function arrivalCues(
  arrivals: Arrivals,
  memberId: string,
  policy: Pick<ArrivalPolicy, 'chirpAlerts'>,
): ArrivalCue[] {
  const cues: ArrivalCue[] = []
  const messages = newestFirst(arrivals.messages).filter(
    (message) => messageEvent(message, memberId) && (policy.chirpAlerts || !message.is_from_advisor),
  )
  const mention = messages.find((message) => messageEvent(message, memberId) === 'mentions')
  const loudest = mention ?? messages[0]
  if (loudest) {
    cues.push({
      event: mention ? 'mentions' : 'chatMessages',
      rowId: loudest.id,
      message: loudest,
      chirp: loudest.is_from_advisor,
    })
  }
  const spark = newestFirst(arrivals.sparks)[0]
  if (spark) cues.push({ event: 'julSparks', rowId: spark.id, message: null, chirp: false })
  return cues
}

const NOTIFICATION_PREVIEW = 120

/** The desktop notification's words for a message (plain text: the Notification API shows no markup). */
export function notificationFor(message: ArrivedMessage): { title: string; body: string } {
  const flat = message.content.replace(/\s+/g, ' ').trim()
  const body = flat.length > NOTIFICATION_PREVIEW ? `${flat.slice(0, NOTIFICATION_PREVIEW - 1)}…` : flat
  return {
    title: message.is_from_advisor ? 'New message from your advisor' : 'New message in YEL Room',
    body,
  }
}
