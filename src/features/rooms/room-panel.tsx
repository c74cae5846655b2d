import type { SyncClient } from '../../../sync/client.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { Badge } from '../../ui/badge.tsx'
import { Card, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Lock } from '../../ui/icons.ts'
import { toast } from '../../ui/toaster.tsx'
import { ROOM_TEXTS } from './messages.ts'
import { ROOM_PANEL_LABELS, type RoomAccess, type RoomType, roomName } from './room-rules.ts'
import { RoomComposer, RoomThread } from './room-thread.tsx'
import { type RoomMessage, sendRoomMessage } from './use-rooms.ts'

/** Sends through the queue; false (with the spec-style toast) when the device could not store it. */
export async function trySend(
  client: SyncClient,
  room: RoomType,
  text: string,
  options: Parameters<typeof sendRoomMessage>[3] = {},
): Promise<boolean> {
  try {
    await sendRoomMessage(client, room, text, options)
    return true
  } catch (error) {
    console.error(ROOM_TEXTS.sendFailed, error)
    toast.error(ROOM_TEXTS.sendFailed)
    return false
  }
}

interface RoomPanelProps {
  client: SyncClient
  access: MemberAccess
  room: RoomType
  rights: RoomAccess
  messages: RoomMessage[] | undefined
  names: ReadonlyMap<string, string>
  pending: ReadonlySet<string>
  loading: boolean
}

/** One console chat panel (001 §2): the room, its label, the live thread, and a composer when allowed. */
export function RoomPanel({
  client,
  access,
  room,
  rights,
  messages,
  names,
  pending,
  loading,
}: RoomPanelProps) {
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
            messages={messages}
            userId={access.userId}
            names={names}
            pending={pending}
            loading={loading}
            className="max-h-96"
          />
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">{ROOM_TEXTS.noAccess}</p>
        )}
      </div>
      {rights.canSend ? (
        <RoomComposer
          label={`Message to ${name}`}
          onSend={(text) => trySend(client, room, text, { asAdvisor: access.isStaff })}
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
