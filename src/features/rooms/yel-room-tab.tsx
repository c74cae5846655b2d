import { useState } from 'react'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { MemberScreenGate } from '../../data/member-screen-gate.tsx'
import { UpgradeButton } from '../../data/upgrade-button.tsx'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { ContentGrid, PageHeader } from '../../ui/layouts/console.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { AdvisorAdmin } from './advisor-admin.tsx'
import { RoomChat } from './room-chat.tsx'
import { consoleRoomAccess, ROOMS, unreadAdvisorCount } from './room-rules.ts'
import { RealtimeNotice } from './room-thread.tsx'
import { SyncView } from './sync-view.tsx'
import { ROOM_TEXTS } from './texts.ts'
import { useNow } from './use-now.ts'
import { usePendingMessageIds, useProfileNames, useRecentMessages } from './use-room-messages.ts'

/** The console's YEL Room tab (001 §2, §5, §6): live panels, the read-only sync view, the advisor admin. */
export default function YelRoomTab() {
  return (
    <MemberScreenGate loading={ROOM_TEXTS.loading}>
      {(screen) => <ConsoleRooms access={screen.access} />}
    </MemberScreenGate>
  )
}

function ConsoleRooms({ access }: { access: MemberAccess }) {
  const [tab, setTab] = useState('live')
  const now = useNow()
  const recent = useRecentMessages(now)
  const names = useProfileNames(access.isStaff)
  const pending = usePendingMessageIds()
  const { failed } = useSyncStatus()
  const unread = unreadAdvisorCount(recent, access.userId, now)
  const twoWay = access.canEditDesktop || access.isStaff

  return (
    <>
      <PageHeader
        title={ROOM_TEXTS.title}
        description={ROOM_TEXTS.description}
        badges={
          unread > 0 && (
            <Badge variant="count" aria-label={`${unread} ${ROOM_TEXTS.unread}`}>
              {unread > 99 ? '99+' : unread}
            </Badge>
          )
        }
      />
      <RealtimeNotice />
      {!twoWay && (
        <Alert variant="info" actions={<UpgradeButton plan="console" size="sm" />}>
          {ROOM_TEXTS.receiveOnly}
        </Alert>
      )}
      <FailedWrites
        failed={failed.filter((write) => write.table === 'yel_room_messages')}
        label={() => ROOM_TEXTS.sendFailed}
      />
      {access.isStaff && <AdvisorAdmin />}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={ROOM_TEXTS.title}>
          <TabsTrigger value="live">{ROOM_TEXTS.live}</TabsTrigger>
          <TabsTrigger value="sync">{ROOM_TEXTS.syncView}</TabsTrigger>
        </TabsList>
        <TabsContent value="live">
          <ContentGrid columns={3}>
            {ROOMS.map((room) => (
              <RoomChat
                key={room}
                access={access}
                room={room}
                rights={consoleRoomAccess(room, access)}
                names={names}
                pending={pending}
              />
            ))}
          </ContentGrid>
        </TabsContent>
        <TabsContent value="sync">
          <SyncView access={access} names={names} pending={pending} />
        </TabsContent>
      </Tabs>
    </>
  )
}
