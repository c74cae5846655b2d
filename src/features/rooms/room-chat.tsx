import type { MemberAccess } from '../../lib/access.ts'
import { Badge } from '../../ui/badge.tsx'
import { Card, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Lock } from '../../ui/icons.ts'
import { ROOM_PANEL_LABELS, type RoomAccess, type RoomType, roomName } from './room-rules.ts'
import { RoomComposer, RoomThread } from './room-thread.tsx'
import { ROOM_TEXTS } from './texts.ts'
import { useRoomMessages, useSendRoomMessage } from './use-room-messages.ts'

interface RoomChatProps {
  access: MemberAccess
  room: RoomType
  rights: RoomAccess
  names: ReadonlyMap<string, string>
  pending: ReadonlySet<string>
}

/** One console chat panel (001 §2): the room, its label, the live thread, and a composer when allowed. */
export function RoomChat({ access, room, rights, names, pending }: RoomChatProps) {
  const messages = useRoomMessages(room, rights.canRead)
  const send = useSendRoomMessage()
  const name = roomName(room, access.userType)
  return (
    <Card as="section" aria-label={name} className="flex min-h-96 flex-col gap-3">
      <CardHeader className="mb-0">
        <CardTitle>{name}</CardTitle>
        <Badge variant={room === 'cross-group' ? 'tier-pro' : room === 'peer' ? 'tier-standard' : 'neutral'}>
          {ROOM_PANEL_LABELS[room]}
        </Badge>
      </CardHeader>
      <div className="min-h-0 flex-1">
        {rights.canRead ? (
          <RoomThread
            label={`Messages in ${name}`}
            read={messages}
            userId={access.userId}
            names={names}
            pending={pending}
            className="max-h-96"
          />
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">{ROOM_TEXTS.noAccess}</p>
        )}
      </div>
      {rights.canSend ? (
        <RoomComposer
          label={`Message to ${name}`}
          onSend={(text) => send(room, text, { asAdvisor: access.isStaff })}
        />
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Lock aria-hidden="true" className="size-4" />
          {ROOM_TEXTS.locked}
        </p>
      )}
    </Card>
  )
}
