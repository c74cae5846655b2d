import type { AudioEvent } from '../../lib/audio-settings.ts'

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
  /** The message to show in a desktop notification while the console is in the background. */
  message: ArrivedMessage | null
}

const newestFirst = <Row extends { created_at: string }>(rows: readonly Row[]) =>
  [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))

/** The cues for one burst of new rows: a mention outranks a chat message; sparks sound their own. */
export function arrivalCues(arrivals: Arrivals, memberId: string): ArrivalCue[] {
  const cues: ArrivalCue[] = []
  const messages = newestFirst(arrivals.messages).filter((message) => messageEvent(message, memberId))
  const mention = messages.find((message) => messageEvent(message, memberId) === 'mentions')
  const loudest = mention ?? messages[0]
  if (loudest) {
    cues.push({
      event: mention ? 'mentions' : 'chatMessages',
      rowId: loudest.id,
      message: loudest,
    })
  }
  const spark = newestFirst(arrivals.sparks)[0]
  if (spark) cues.push({ event: 'julSparks', rowId: spark.id, message: null })
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
