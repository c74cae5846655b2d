import { useState } from 'react'
import type { MemberAccess } from '../../lib/access.ts'
import { Badge, StatusBadge } from '../../ui/badge.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../ui/card.tsx'
import { cn } from '../../ui/cn.ts'
import { ErrorState } from '../../ui/error-state.tsx'
import { SkeletonText } from '../../ui/skeleton.tsx'
import {
  canHearVoiceChirps,
  consoleRoomAccess,
  ROOMS,
  type RoomType,
  roomName,
  threadStatus,
} from './room-rules.ts'
import { RoomThread } from './room-thread.tsx'
import { ROOM_TEXTS } from './texts.ts'
import { useAllRooms } from './use-room-messages.ts'

interface SyncViewProps {
  access: MemberAccess
  names: ReadonlyMap<string, string>
  pending: ReadonlySet<string>
}

/**
 * 001 §2 Mobile Sync View: the threads the phone shows (the member's rooms, not hard-coded samples), as a
 * read-only list plus the selected thread's messages; view-only on desktop.
 */
export function SyncView({ access, names, pending }: SyncViewProps) {
  const readable = ROOMS.filter((room) => consoleRoomAccess(room, access).canRead)
  const [selected, setSelected] = useState<RoomType>(readable[0] ?? 'julius')
  const read = useAllRooms()
  if (read.status === 'error') return <ErrorState message={ROOM_TEXTS.loadFailed} onRetry={read.retry} />
  if (read.status === 'loading') return <SkeletonText lines={4} />
  const rooms = read.data
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label={ROOM_TEXTS.threads}>
        <ul className="grid gap-2">
          {readable.map((room) => {
            const messages = rooms[room]
            const last = messages[messages.length - 1]
            return (
              <li key={room}>
                <button
                  type="button"
                  aria-current={room === selected ? 'true' : undefined}
                  onClick={() => setSelected(room)}
                  className={cn(
                    'grid w-full gap-1 rounded-lg border border-border p-3 text-left hover:bg-muted',
                    'focus-visible:outline-2 focus-visible:outline-ring',
                    room === selected && 'bg-muted',
                  )}
                >
                  <span className="flex items-center justify-between gap-2 font-medium">
                    {roomName(room, access.userType)}
                    <StatusBadge status={threadStatus(messages)} />
                  </span>
                  <span className="line-clamp-1 text-sm text-muted-foreground">
                    {last?.content ?? ROOM_TEXTS.empty}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      </nav>
      <Card as="section" aria-label={roomName(selected, access.userType)}>
        <CardHeader>
          <CardTitle>{roomName(selected, access.userType)}</CardTitle>
          <Badge variant="outline">{ROOM_TEXTS.syncViewNote}</Badge>
          <CardDescription className="sr-only">{ROOM_TEXTS.selectThread}</CardDescription>
        </CardHeader>
        <RoomThread
          label={`Thread ${roomName(selected, access.userType)}`}
          read={{ status: 'ready', data: rooms[selected] }}
          userId={access.userId}
          names={names}
          pending={pending}
          canHearVoice={canHearVoiceChirps(access)}
          className="max-h-[28rem]"
        />
      </Card>
    </div>
  )
}
