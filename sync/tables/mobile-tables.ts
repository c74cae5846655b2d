import { z } from 'zod'
import { DIRECTION, defineTable } from '../table-registry.ts'
import { bool, fieldClocks, int, json, text, textArr, ts, uuid, uuidArr, version } from './columns.ts'

// Capture, media, message rooms and sparks (supabase/migrations/*_capture_rooms_sparks_tables.sql).

const owned = { primaryKey: 'id', owner: 'user_id', direction: DIRECTION.push } as const

export const captureInbox = defineTable({
  ...owned,
  name: 'capture_inbox',
  indexes: ['[user_id+status]', 'created_at'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    status: text,
    content: text.nullable(),
    content_type: text,
    file_url: text.nullable(),
    file_name: text.nullable(),
    location: text.nullable(),
    tags: textArr,
    capture_context: json,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const sessionNotes = defineTable({
  ...owned,
  name: 'session_notes',
  indexes: ['[user_id+session_id]', 'created_at'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    session_id: uuid,
    tags: textArr,
    content: text.nullable(),
    content_type: text,
    file_url: text.nullable(),
    file_name: text.nullable(),
    capture_context: json,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const boardAssignments = defineTable({
  ...owned,
  name: 'board_assignments',
  indexes: ['user_id', 'source_id', 'target_id'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    source_type: text,
    source_id: uuid,
    target_type: text,
    target_id: uuid,
    assignment_context: json,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const mediaItems = defineTable({
  ...owned,
  name: 'media_items',
  indexes: ['[user_id+created_at]', 'type'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    type: text,
    title: text.nullable(),
    description: text.nullable(),
    content: text.nullable(),
    photo_url: text.nullable(),
    file_url: text.nullable(),
    location: text.nullable(),
    tags: textArr,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const yelRoomMessages = defineTable({
  ...owned,
  name: 'yel_room_messages',
  tierGated: true,
  // Other members' messages are mirrored too: `owner` only says whose session may write a row.
  indexes: ['[room_type+created_at]'],
  // can_read_room(): cross-group is readable from pro only.
  schema: z.object({
    id: uuid,
    user_id: uuid,
    room_type: text,
    content: text,
    message_type: text,
    is_from_advisor: bool,
    target_user_ids: uuidArr,
    // An advisor's voice note (a captures-bucket address); absent on rows mirrored before it existed.
    voice_url: text.nullable().optional(),
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const sparks = defineTable({
  ...owned,
  name: 'sparks',
  // Booleans are not IndexedDB keys: the feed filters is_archived after the [user_id+created_at] range.
  indexes: ['[user_id+created_at]'],
  schema: z.object({
    id: uuid,
    user_id: uuid,
    spark_type: text,
    content: text,
    source_type: text,
    source_id: text.nullable(),
    metadata: json,
    is_favorited: bool,
    is_archived: bool,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})

export const userSparkNotifications = defineTable({
  ...owned,
  name: 'user_spark_notifications',
  indexes: ['user_id'],
  // 002 §3: "Upsert {user_id, last_viewed_spark_id, unread_count 0}" — one row per user.
  conflictKey: 'user_id',
  schema: z.object({
    id: uuid,
    user_id: uuid,
    last_viewed_spark_id: uuid.nullable(),
    unread_count: int,
    created_at: ts,
    updated_at: ts,
    sync_xid: version,
    sync_clock: fieldClocks,
  }),
})
