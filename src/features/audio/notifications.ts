import type { AudioSettings } from '../../lib/audio-settings.ts'

/**
 * The Alerts tab's notification list (002 §3). The spec shows fixed sample entries; here each entry
 * comes from the member's own rows, so every account sees its sessions, advisor messages, agreements and
 * plan, and the four notification switches hide the kinds the member turned off.
 */
export const NOTIFICATION_TYPES = ['session', 'message', 'document', 'billing'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export interface NotificationItem {
  id: string
  type: NotificationType
  title: string
  message: string
  /** ISO time the entry is about. */
  time: string
  read: boolean
}

export interface NotificationSources {
  sessions: readonly { id: string; title: string; start_time: string; status: string }[]
  messages: readonly { id: string; content: string; is_from_advisor: boolean; created_at: string }[]
  proposals: readonly { id: string; title: string; status: string; updated_at: string }[]
  subscription: { id: string; tier: string; active: boolean; expires_at: string | null } | undefined
}

export const NOTIFICATION_LIMIT = 8
/** At most this many of one kind, so a busy agreements list does not hide a session reminder. */
export const PER_TYPE_LIMIT = 3
/** Entries older than a day count as read (the unread window of 001 §9). */
export const UNREAD_WINDOW_MS = 24 * 60 * 60 * 1000
const PREVIEW_LENGTH = 90

const SWITCH_OF: Readonly<Record<NotificationType, keyof AudioSettings>> = {
  session: 'sessionReminders',
  message: 'messageNotifications',
  document: 'documentUpdates',
  billing: 'billingNotifications',
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })

export function notificationsFrom(
  sources: NotificationSources,
  settings: AudioSettings,
  now: number,
): NotificationItem[] {
  const items: Omit<NotificationItem, 'read'>[] = []
  for (const session of sources.sessions) {
    if (session.status !== 'scheduled' || Date.parse(session.start_time) < now) continue
    items.push({
      id: `session-${session.id}`,
      type: 'session',
      title: 'Upcoming session',
      message: `${session.title} on ${day(session.start_time)}`,
      time: session.start_time,
    })
  }
  for (const message of sources.messages) {
    if (!message.is_from_advisor) continue
    items.push({
      id: `message-${message.id}`,
      type: 'message',
      title: 'New message from your advisor',
      message: preview(message.content),
      time: message.created_at,
    })
  }
  for (const proposal of sources.proposals) {
    items.push({
      id: `document-${proposal.id}`,
      type: 'document',
      title: 'Agreement updated',
      message: `${proposal.title} is ${proposal.status.replace(/_/g, ' ')}`,
      time: proposal.updated_at,
    })
  }
  const plan = sources.subscription
  if (plan?.active && plan.expires_at) {
    items.push({
      id: `billing-${plan.id}`,
      type: 'billing',
      title: 'Plan renewal',
      message: `Your ${plan.tier} plan renews on ${day(plan.expires_at)}`,
      time: plan.expires_at,
    })
  }
  // Upcoming sessions and renewals are dated in the future: they sort by how soon they come.
  const distance = (item: { time: string }) => Math.abs(Date.parse(item.time) - now)
  const perType = new Map<NotificationType, number>()
  return items
    .filter((item) => settings[SWITCH_OF[item.type]] === true)
    .sort((a, b) => distance(a) - distance(b))
    .filter((item) => {
      const count = (perType.get(item.type) ?? 0) + 1
      perType.set(item.type, count)
      return count <= PER_TYPE_LIMIT
    })
    .slice(0, NOTIFICATION_LIMIT)
    .map((item) => ({ ...item, read: now - Date.parse(item.time) > UNREAD_WINDOW_MS }))
}

/** "in 3 days", "2 h ago", "just now". */
export function relativeTime(iso: string, now: number): string {
  const diff = Date.parse(iso) - now
  const minutes = Math.round(Math.abs(diff) / 60_000)
  const [value, unit] =
    minutes < 1
      ? [0, 'now']
      : minutes < 60
        ? [minutes, 'min']
        : minutes < 60 * 24
          ? [Math.round(minutes / 60), 'h']
          : [Math.round(minutes / (60 * 24)), minutes < 60 * 48 ? 'day' : 'days']
  if (unit === 'now') return 'just now'
  return diff > 0 ? `in ${value} ${unit}` : `${value} ${unit} ago`
}
