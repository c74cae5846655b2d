import type { MemberAccess } from '../../lib/access.ts'
import { Badge } from '../../ui/badge.tsx'
import { Card, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Lock } from '../../ui/icons.ts'
import { ROOM_PANEL_LABELS, type RoomAccess, type RoomType, roomName } from './room-rules.ts'
import { RoomConversation } from './room-thread.tsx'
import { ROOM_TEXTS } from './texts.ts'

interface RoomChatProps {
  access: MemberAccess
  room: RoomType
  rights: RoomAccess
  names: ReadonlyMap<string, string>
  pending: ReadonlySet<string>
}

/** One console chat panel (001 §2): the room, its label, the live thread, and a composer when allowed. */
export function RoomChat({ access, room, rights, names, pending }: RoomChatProps) {
  const name = roomName(room, access.userType)
  return (
    <Card as="section" aria-label={name} className="flex min-h-96 flex-col gap-3">
      <CardHeader className="mb-0">
        <CardTitle>{name}</CardTitle>
        <Badge variant={room === 'cross-group' ? 'tier-pro' : room === 'peer' ? 'tier-standard' : 'neutral'}>
          {ROOM_PANEL_LABELS[room]}
        </Badge>
      </CardHeader>
      <RoomConversation
        access={access}
        room={room}
        rights={rights}
        names={names}
        pending={pending}
        threadClassName={{ wrapper: 'min-h-0 flex-1', thread: 'max-h-96' }}
        locked={
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Lock aria-hidden="true" className="size-4" />
            {ROOM_TEXTS.locked}
          </p>
        }
      />
    </Card>
  )
}
