import type { DexieVersion } from './version.ts'

/**
 * First schema. Frozen once released: a new table or index goes into a new vN file, never here
 * (tests/unit/sync/database.test.ts compares the newest version with the registry).
 */
export const v1: DexieVersion = {
  version: 1,
  stores: {
    pending_sync_data: '++seq, &id, [table+row_id], user_id',
    sync_state: 'table',
    attachments: 'id, status, user_id',
    kv: 'key',
    app_context_log: 'id, updated_at, [user_id+created_at]',
    app_versions: 'id, updated_at',
    biometric_credentials: 'id, updated_at, user_id',
    context_detection_log: 'id, updated_at, [user_id+created_at]',
    feature_flags: 'id, updated_at, flag_key',
    jul_memberships: 'id, updated_at, user_id',
    mobile_subscriptions: 'id, updated_at, user_id',
    profiles: 'id, updated_at',
    push_notification_tokens: 'id, updated_at, user_id',
    service_cards: 'id, updated_at, [location+section_type], position_order',
    user_service_purchases: 'id, updated_at, user_id',
    console_proposals: 'id, updated_at, [user_id+created_at]',
    crm_contacts: 'id, updated_at, [user_id+email]',
    crm_interactions: 'id, updated_at, user_id, contact_id',
    julboard_tasks: 'id, updated_at, user_id, status',
    meeting_minutes: 'id, updated_at, [user_id+meeting_date], session_id',
    meeting_minutes_config: 'id, updated_at, [user_id+config_type]',
    milestones: 'id, updated_at, [user_id+target_date]',
    photo_field_notes: 'id, updated_at, [user_id+created_at]',
    session_recaps: 'id, updated_at, [user_id+session_date], session_id',
    session_reports: 'id, updated_at, user_id, session_id',
    sessions: 'id, updated_at, [user_id+start_time]',
    board_assignments: 'id, updated_at, user_id, source_id, target_id',
    capture_inbox: 'id, updated_at, [user_id+status], created_at',
    media_items: 'id, updated_at, [user_id+created_at], type',
    session_notes: 'id, updated_at, [user_id+session_id], created_at',
    sparks: 'id, updated_at, [user_id+created_at]',
    user_spark_notifications: 'id, updated_at, user_id',
    yel_room_messages: 'id, updated_at, [room_type+created_at]',
  },
}
