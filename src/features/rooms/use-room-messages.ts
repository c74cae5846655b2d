import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import { baseMediaType, CAPTURE_BUCKET } from '../../../sync/public/capture-bucket.ts'
import type { LocalDatabase } from '../../../sync/public/local-database.ts'
import { memberRange } from '../../../sync/public/member-range.ts'
import type { RowOf } from '../../../sync/public/types.ts'
import { useAuth } from '../../data/auth.ts'
import { privateFileUrl } from '../../data/storage-url.ts'
import { useSyncClient } from '../../data/sync-context.ts'
import { useMemberNames } from '../../data/use-member-search.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { useWrite } from '../../data/write.ts'
import { contentHash } from '../../lib/content-hash.ts'
import {
  latestMessages,
  ROOM_MESSAGE_LIMIT,
  ROOMS,
  type RoomType,
  UNREAD_WINDOW_MS,
  VOICE_NOTE_CAPTION,
  voiceNotePath,
} from './room-rules.ts'
import { ROOM_TEXTS } from './texts.ts'

const TABLE = 'yel_room_messages'

export type RoomMessage = RowOf<typeof TABLE>

/** A room's latest 50 messages, oldest first. */
async function readRoom(db: LocalDatabase, room: RoomType): Promise<RoomMessage[]> {
  const newest = await db
    .mirror(TABLE)
    .where('[room_type+created_at]')
    .between(...memberRange(room))
    .reverse()
    .limit(ROOM_MESSAGE_LIMIT)
    .toArray()
  return latestMessages(newest)
}

/** 002 §7: the room's messages, latest 50, oldest first; live as the puller brings new ones. */
export function useRoomMessages(room: RoomType, enabled = true) {
  return useMirrorRead(async (db) => (enabled ? readRoom(db, room) : []), [room, enabled], {
    what: 'room messages',
    isEmpty: (messages) => enabled && messages.length === 0,
  })
}

/** Every room's latest messages at once (the sync view's threads). */
export function useAllRooms() {
  return useMirrorRead(
    async (db) => {
      const lists = await Promise.all(ROOMS.map((room) => readRoom(db, room)))
      const byRoom: Record<RoomType, RoomMessage[]> = { julius: [], peer: [], 'cross-group': [] }
      ROOMS.forEach((room, index) => {
        byRoom[room] = lists[index] ?? []
      })
      return byRoom
    },
    [],
    { what: 'room messages', isEmpty: (byRoom) => ROOMS.every((room) => byRoom[room].length === 0) },
  )
}

/** Messages of the last 24 hours in every room: what the unread badge counts from (001 §2). */
export function useRecentMessages(now: number): RoomMessage[] {
  const since = new Date(now - UNREAD_WINDOW_MS).toISOString()
  const read = useMirrorRead(
    async (db) => {
      const lists = await Promise.all(
        ROOMS.map((room) =>
          db
            .mirror(TABLE)
            .where('[room_type+created_at]')
            .between(...memberRange(room, since))
            .toArray(),
        ),
      )
      return lists.flat()
    },
    [since],
    { what: 'recent room messages' },
  )
  return read.status === 'ready' ? read.data : []
}

/** Ids of this member's messages still waiting in the queue (shown as "Sending…"). */
export function usePendingMessageIds(): ReadonlySet<string> {
  const client = useSyncClient()
  const ids = useLiveQuery(
    async () =>
      client
        ? (
            await client.db.pending_sync_data
              .where('[table+row_id]')
              .between(...memberRange(TABLE))
              .toArray()
          )
            .filter((entry) => entry.status === 'pending')
            .map((entry) => entry.row_id)
        : [],
    [client],
  )
  return useMemo(() => new Set(ids ?? []), [ids])
}

/** The profiles this device mirrors (a member's own; on a staff device, the members it works with). */
function useProfiles() {
  return useMirrorRead((db) => db.mirror('profiles').toArray(), [], { what: 'profiles' })
}

/**
 * Names of message authors: the profiles this device mirrors (a member's own; staff, the members they
 * work with), and on a staff device the other authors of the rooms' latest messages from the staff
 * directory (remembered offline).
 */
export function useProfileNames(staff = false): ReadonlyMap<string, string> {
  const read = useProfiles()
  const rooms = useAllRooms()
  const profiles = read.status === 'ready' ? read.data : undefined
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
  const unknown = useMemo(
    () =>
      staff && profiles && rooms.status === 'ready'
        ? [...new Set(ROOMS.flatMap((room) => rooms.data[room].map((m) => m.user_id)))].filter(
            (id) => !mirrored.has(id),
          )
        : [],
    [staff, profiles, rooms, mirrored],
  )
  const fetched = useMemberNames(unknown)
  return useMemo(() => new Map([...fetched, ...mirrored]), [fetched, mirrored])
}

export interface SendOptions {
  asAdvisor?: boolean
  targets?: readonly string[]
  /** The success text, where the screen says one ('Posted as the advisor'). */
  success?: string
  /** An advisor's voice note (checked against the bucket's limits by the composer). */
  voice?: { blob: Blob; contentType: string }
}

/**
 * 002 §7 insert {user_id, room_type, content, message_type, is_from_advisor}; staff may add targets and
 * a voice note, which goes to the device's attachment store with the row and up the upload lane before
 * the row is sent (as a Quick Add voice memo does). Answers false (with 'Failed to send message') when
 * the device could not store it.
 */
export function useSendRoomMessage() {
  const write = useWrite()
  const userId = useAuth().user?.id ?? ''
  return (room: RoomType, text: string, options: SendOptions = {}) =>
    write(
      { failure: ROOM_TEXTS.sendFailed, ...(options.success ? { success: options.success } : {}) },
      async (client) => {
        const voice = options.voice
        const path = voice
          ? voiceNotePath(userId, (await contentHash(voice.blob)) ?? Date.now(), voice.contentType)
          : null
        return client.repository(TABLE).insert(
          {
            room_type: room,
            content: text.trim() || (voice ? VOICE_NOTE_CAPTION : ''),
            message_type: voice ? 'voice' : 'text',
            is_from_advisor: options.asAdvisor ?? false,
            target_user_ids: [...(options.targets ?? [])],
            voice_url: path ? privateFileUrl(CAPTURE_BUCKET.id, path) : null,
          },
          {
            attachments:
              voice && path
                ? [
                    {
                      bucket: CAPTURE_BUCKET.id,
                      path,
                      blob: voice.blob,
                      contentType: baseMediaType(voice.contentType),
                    },
                  ]
                : [],
          },
        )
      },
    )
}
