import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import type { SyncClient } from '../../../sync/client.ts'
import type { RowOf } from '../../../sync/public/types.ts'
import { useMemberNames } from '../../data/use-member-search.ts'
import { latestMessages, ROOM_MESSAGE_LIMIT, ROOMS, type RoomType, UNREAD_WINDOW_MS } from './room-rules.ts'

const TABLE = 'yel_room_messages'

export type RoomMessage = RowOf<typeof TABLE>

function roomRange(room: RoomType, from: string | null): [[string, string], [string, string]] {
  return [
    [room, from ?? (Dexie.minKey as unknown as string)],
    [room, Dexie.maxKey as unknown as string],
  ]
}

/** 002 §7: the room's messages, latest 50, oldest first; live as the puller brings new ones. */
export function useRoomMessages(client: SyncClient, room: RoomType, enabled = true) {
  return useLiveQuery(async () => {
    if (!enabled) return []
    const newest = await client.db
      .mirror(TABLE)
      .where('[room_type+created_at]')
      .between(...roomRange(room, null))
      .reverse()
      .limit(ROOM_MESSAGE_LIMIT)
      .toArray()
    return latestMessages(newest)
  }, [client, room, enabled])
}

/** Every room's latest messages at once (the console's panels and the sync view's threads). */
export function useAllRooms(client: SyncClient) {
  return useLiveQuery(async () => {
    const lists = await Promise.all(
      ROOMS.map((room) =>
        client.db
          .mirror(TABLE)
          .where('[room_type+created_at]')
          .between(...roomRange(room, null))
          .reverse()
          .limit(ROOM_MESSAGE_LIMIT)
          .toArray(),
      ),
    )
    const byRoom: Record<RoomType, RoomMessage[]> = { julius: [], peer: [], 'cross-group': [] }
    ROOMS.forEach((room, index) => {
      byRoom[room] = latestMessages(lists[index] ?? [])
    })
    return byRoom
  }, [client])
}

/** Messages of the last 24 hours in every room: what the unread badge counts from (001 §2). */
export function useRecentMessages(client: SyncClient, now: number) {
  const since = new Date(now - UNREAD_WINDOW_MS).toISOString()
  return useLiveQuery(async () => {
    const lists = await Promise.all(
      ROOMS.map((room) =>
        client.db
          .mirror(TABLE)
          .where('[room_type+created_at]')
          .between(...roomRange(room, since))
          .toArray(),
      ),
    )
    return lists.flat()
  }, [client, since])
}

/** Ids of this member's messages still waiting in the queue (shown as "Sending…"). */
export function usePendingMessageIds(client: SyncClient): ReadonlySet<string> {
  const ids = useLiveQuery(
    () =>
      client.db.pending_sync_data
        .where('[table+row_id]')
        .between([TABLE, Dexie.minKey], [TABLE, Dexie.maxKey])
        .toArray()
        .then((entries) =>
          entries.filter((entry) => entry.status === 'pending').map((entry) => entry.row_id),
        ),
    [client],
  )
  return useMemo(() => new Set(ids ?? []), [ids])
}

/**
 * Names of message authors: the profiles this device mirrors (a member's own; staff, the members they
 * work with), and for staff the other authors' names from the staff directory (remembered offline).
 */
export function useProfileNames(
  client: SyncClient,
  authors: readonly string[],
  staff: boolean,
): ReadonlyMap<string, string> {
  const profiles = useLiveQuery(() => client.db.mirror('profiles').toArray(), [client])
  const mirrored = useMemo(
    () =>
      new Map(
        (profiles ?? []).map((p) => [
          p.id,
          [p.first_name, p.last_name].filter(Boolean).join(' ') || 'Member',
        ]),
      ),
    [profiles],
  )
  const unknown = staff && profiles ? authors.filter((id) => !mirrored.has(id)) : []
  const fetched = useMemberNames(unknown)
  return useMemo(() => new Map([...fetched, ...mirrored]), [fetched, mirrored])
}

/** 002 §7 insert {user_id, room_type, content, message_type, is_from_advisor}; staff may add targets. */
export function sendRoomMessage(
  client: SyncClient,
  room: RoomType,
  text: string,
  options: { asAdvisor?: boolean; targets?: readonly string[] } = {},
) {
  return client.repository(TABLE).insert({
    room_type: room,
    content: text.trim(),
    message_type: 'text',
    is_from_advisor: options.asAdvisor ?? false,
    target_user_ids: [...(options.targets ?? [])],
  })
}
