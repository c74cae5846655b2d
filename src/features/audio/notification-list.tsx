import { ReadView } from '../../data/member-screen-gate.tsx'
import type { AudioSettings } from '../../lib/audio-settings.ts'
import { Badge, type BadgeVariant } from '../../ui/badge.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { Bell, Calendar, CreditCard, FileText, type Icon, MessageCircle } from '../../ui/icons.ts'
import {
  type NotificationSources,
  type NotificationType,
  notificationsFrom,
  relativeTime,
} from './notifications.ts'
import { AUDIO_TEXTS } from './texts.ts'
import { useNotificationSources } from './use-notification-sources.ts'

const LOOK: Readonly<Record<NotificationType, { icon: Icon; variant: BadgeVariant; label: string }>> = {
  session: { icon: Calendar, variant: 'info', label: 'Session' },
  message: { icon: MessageCircle, variant: 'advisory', label: 'Message' },
  document: { icon: FileText, variant: 'warning', label: 'Document' },
  billing: { icon: CreditCard, variant: 'success', label: 'Billing' },
}

/** 002 §3's notification list, from the member's rows (see notifications.ts). */
export function NotificationList({ settings }: { settings: AudioSettings }) {
  const read = useNotificationSources()
  return (
    <ReadView read={read} loading="Loading notifications..." failure={AUDIO_TEXTS.notificationsFailed}>
      {(sources) => <Notifications sources={sources} settings={settings} />}
    </ReadView>
  )
}

function Notifications({ sources, settings }: { sources: NotificationSources; settings: AudioSettings }) {
  const now = Date.now()
  const items = notificationsFrom(sources, settings, now)
  if (items.length === 0) return <EmptyState icon={<Bell />} title={AUDIO_TEXTS.noNotifications} />
  return (
    <ul className="grid gap-2" aria-label={AUDIO_TEXTS.notificationList}>
      {items.map((item) => {
        const look = LOOK[item.type]
        const ItemIcon = look.icon
        return (
          <li
            key={item.id}
            className="flex gap-3 rounded-lg border border-border bg-surface p-3"
            data-read={item.read}
          >
            <ItemIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium text-sm">{item.title}</p>
                <Badge variant={look.variant}>{look.label}</Badge>
                {!item.read && <Badge variant="brand">New</Badge>}
              </div>
              <p className="text-sm text-muted-foreground">{item.message}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={item.time}>{relativeTime(item.time, now)}</time>
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
