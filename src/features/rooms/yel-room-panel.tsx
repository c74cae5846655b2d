import { useMemo, useState } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import { FailedWrites } from '../../data/failed-writes.tsx'
import { NoDatabaseNotice } from '../../data/no-database-notice.tsx'
import { UpgradeButton } from '../../data/upgrade-button.tsx'
import { useMemberScreen } from '../../data/use-member-screen.ts'
import { useSyncStatus } from '../../data/use-sync-status.ts'
import type { MemberAccess } from '../../lib/access.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { ContentGrid, PageHeader } from '../../ui/layouts/console.tsx'
import { LoadingState } from '../../ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { AdvisorAdmin } from './advisor-admin.tsx'
import { ROOM_TEXTS } from './messages.ts'
import { RoomPanel } from './room-panel.tsx'
import { consoleRoomAccess, ROOMS, unreadAdvisorCount } from './room-rules.ts'
import { RealtimeNotice } from './room-thread.tsx'
import { SyncView } from './sync-view.tsx'
import { useNow } from './use-now.ts'
import { useAllRooms, usePendingMessageIds, useProfileNames, useRecentMessages } from './use-rooms.ts'

/** The console's YEL Room tab (001 §2, §5, §6): live panels, the read-only sync view, the advisor admin. */
export default function YelRoomPanel() {
  const screen = useMemberScreen()
  if (screen.status === 'loading') return <LoadingState label={ROOM_TEXTS.loading} />
  if (screen.status === 'no-database') return <NoDatabaseNotice />
  return <ConsoleRooms client={screen.client} access={screen.access} hasSynced={screen.hasSynced} />
}

function ConsoleRooms({
  client,
  access,
  hasSynced,
}: {
  client: SyncClient
  access: MemberAccess
  hasSynced: boolean
}) {
  const [tab, setTab] = useState('live')
  const now = useNow()
  const rooms = useAllRooms(client)
  const recent = useRecentMessages(client, now)
  const authors = useMemo(
    () => Object.values(rooms ?? {}).flatMap((messages) => messages.map((m) => m.user_id)),
    [rooms],
  )
  const names = useProfileNames(client, authors, access.isStaff)
  const pending = usePendingMessageIds(client)
  const { failed } = useSyncStatus()
  const unread = unreadAdvisorCount(recent ?? [], access.userId, now)
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
      {access.isStaff && <AdvisorAdmin client={client} />}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={ROOM_TEXTS.title}>
          <TabsTrigger value="live">{ROOM_TEXTS.live}</TabsTrigger>
          <TabsTrigger value="sync">{ROOM_TEXTS.syncView}</TabsTrigger>
        </TabsList>
        <TabsContent value="live">
          <ContentGrid columns={3}>
            {ROOMS.map((room) => (
              <RoomPanel
                key={room}
                client={client}
                access={access}
                room={room}
                rights={consoleRoomAccess(room, access)}
                messages={rooms?.[room]}
                names={names}
                pending={pending}
                loading={!hasSynced}
              />
            ))}
          </ContentGrid>
        </TabsContent>
        <TabsContent value="sync">
          <SyncView access={access} rooms={rooms} names={names} pending={pending} loading={!hasSynced} />
        </TabsContent>
      </Tabs>
    </>
  )
}
