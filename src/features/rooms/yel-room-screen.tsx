import { useState } from 'react'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { MemberScreenGate } from '../../data/member-screen-gate.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Lock } from '../../ui/icons.ts'
import { storedValue, useStoredValue } from '../../ui/stored-value.ts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { mobileRoomAccess, ROOMS, type RoomType, roomName } from './room-rules.ts'
import { RealtimeNotice, RoomConversation } from './room-thread.tsx'
import { EXPLAINER_SEEN_KEY, ROOM_TEXTS } from './texts.ts'
import { usePendingMessageIds, useProfileNames } from './use-room-messages.ts'

/** /app/yelroom (002 §2.9, §6): the three rooms with their tier rules, live, sending through the queue. */
export function YelRoomScreen() {
  return (
    <MemberScreenGate loading={ROOM_TEXTS.loading}>
      {(screen) => <Rooms access={screen.access} />}
    </MemberScreenGate>
  )
}

function Rooms({ access }: { access: MemberAccess }) {
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
            <Room access={access} room={value} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  )
}

function Room({ access, room }: { access: MemberAccess; room: RoomType }) {
  return (
    <div className="grid gap-3">
      <RoomConversation
        access={access}
        room={room}
        rights={mobileRoomAccess(room, access)}
        names={useProfileNames(access.isStaff)}
        pending={usePendingMessageIds()}
        threadClassName={{ thread: 'max-h-[60dvh]' }}
        locked={<Alert variant="info">{ROOM_TEXTS.locked}</Alert>}
      />
    </div>
  )
}

/** 002 §2.9: a first-time explainer, remembered under `yel-chirp-explainer-seen` (storage refused: shown again next time). */
const explainerSeen = storedValue(EXPLAINER_SEEN_KEY, {
  parse: (raw) => raw === 'true',
  serialize: (seen) => (seen ? 'true' : null),
})

function Explainer() {
  const [seen, setSeen] = useStoredValue(explainerSeen)
  if (seen) return null
  return (
    <Alert
      variant="info"
      title={ROOM_TEXTS.explainerTitle}
      actions={
        <Button size="sm" variant="outline" onClick={() => setSeen(true)}>
          {ROOM_TEXTS.explainerDismiss}
        </Button>
      }
    >
      {ROOM_TEXTS.explainerBody}
    </Alert>
  )
}
