import { useMemo, useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { NoDatabaseNotice } from '../../data/no-database-notice.tsx'
import { useMemberScreen } from '../../data/use-member-screen.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Lock } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { EXPLAINER_SEEN_KEY, ROOM_TEXTS } from './messages.ts'
import { trySend } from './room-panel.tsx'
import { mobileRoomAccess, ROOMS, type RoomType, roomName } from './room-rules.ts'
import { RealtimeNotice, RoomComposer, RoomThread } from './room-thread.tsx'
import { usePendingMessageIds, useProfileNames, useRoomMessages } from './use-rooms.ts'

/** /app/yelroom (002 §2.9, §6): the three rooms with their tier rules, live, sending through the queue. */
export function MobileYelRoom() {
  const screen = useMemberScreen()
  if (screen.status === 'loading') return <LoadingState label={ROOM_TEXTS.loading} />
  if (screen.status === 'no-database') return <NoDatabaseNotice />
  return <Rooms client={screen.client} access={screen.access} hasSynced={screen.hasSynced} />
}

function Rooms({
  client,
  access,
  hasSynced,
}: {
  client: SyncClient
  access: MemberAccess
  hasSynced: boolean
}) {
  const [room, setRoom] = useState<RoomType>('julius')
  const { failed } = useSyncStatus()
  return (
    <section className="grid gap-4 p-4" aria-labelledby="yel-room-title">
      {/* The shell's header already shows the title; the h1 is for screen readers. */}
      <h1 id="yel-room-title" className="sr-only">
        {ROOM_TEXTS.title}
      </h1>
      <Explainer />
      <RealtimeNotice />
      <FailedWrites
        failed={failed.filter((write) => write.table === 'yel_room_messages')}
        label={() => ROOM_TEXTS.sendFailed}
      />
      <Tabs variant="pills" value={room} onValueChange={(value) => setRoom(value as RoomType)}>
        <TabsList aria-label="Rooms" className="w-full">
          {ROOMS.map((value) => (
            // Three rooms share a phone's width: labels wrap rather than scroll out of sight.
            <TabsTrigger
              key={value}
              value={value}
              className="min-w-0 flex-1 whitespace-normal text-center leading-tight"
            >
              {!mobileRoomAccess(value, access).canRead && <Lock aria-hidden="true" />}
              {roomName(value, access.userType)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ROOMS.map((value) => (
          <TabsContent key={value} value={value}>
            <Room client={client} access={access} room={value} loading={!hasSynced} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  )
}

function Room({
  client,
  access,
  room,
  loading,
}: {
  client: SyncClient
  access: MemberAccess
  room: RoomType
  loading: boolean
}) {
  const rights = mobileRoomAccess(room, access)
  const messages = useRoomMessages(client, room, rights.canRead)
  const authors = useMemo(() => (messages ?? []).map((m) => m.user_id), [messages])
  const names = useProfileNames(client, authors, access.isStaff)
  const pending = usePendingMessageIds(client)
  const name = roomName(room, access.userType)
  return (
    <div className="grid gap-3">
      {rights.canRead ? (
        <RoomThread
          label={`Messages in ${name}`}
          messages={messages}
          userId={access.userId}
          names={names}
          pending={pending}
          loading={loading}
          className="max-h-[60dvh]"
        />
      ) : (
        <p className="py-6 text-center text-sm text-muted-foreground">{ROOM_TEXTS.noAccess}</p>
      )}
      {rights.canSend ? (
        <RoomComposer
          label={`Message to ${name}`}
          onSend={(text) => trySend(client, room, text, { asAdvisor: access.isStaff })}
        />
      ) : (
        <Alert variant="info">{ROOM_TEXTS.locked}</Alert>
      )}
    </div>
  )
}

/** 002 §2.9: a first-time explainer, remembered under `yel-chirp-explainer-seen`. */
function Explainer() {
  const [seen, setSeen] = useState(() => readSeen())
  if (seen) return null
  const dismiss = () => {
    try {
      window.localStorage.setItem(EXPLAINER_SEEN_KEY, 'true')
    } catch {
      // Storage refused (private mode, quota): the explainer just shows again next time.
    }
    setSeen(true)
  }
  return (
    <Alert
      variant="info"
      title={ROOM_TEXTS.explainerTitle}
      actions={
        <Button size="sm" variant="outline" onClick={dismiss}>
          {ROOM_TEXTS.explainerDismiss}
        </Button>
      }
    >
      {ROOM_TEXTS.explainerBody}
    </Alert>
  )
}

function readSeen(): boolean {
  try {
    return window.localStorage.getItem(EXPLAINER_SEEN_KEY) === 'true'
  } catch {
    return false
  }
}
