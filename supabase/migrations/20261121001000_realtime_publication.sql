-- Realtime (postgres_changes) wakes the sync puller, so every synced table is published, plus the
-- tombstones (a delete reaches other devices as a tombstone insert that RLS lets the owner see) and the
-- live feeds the app subscribes to directly: sessions, yel_room_messages, sparks (001 §7, 002 §7).
-- Idempotent: hosted projects already have the publication, and adding a table twice is an error.
do $$
declare
  t text;
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach t in array array[
    'sync_tombstones', 'profiles', 'jul_memberships', 'mobile_subscriptions', 'service_cards', 'feature_flags',
    'app_versions', 'push_notification_tokens', 'app_context_log', 'context_detection_log', 'sessions',
    'session_reports', 'session_recaps', 'console_proposals', 'meeting_minutes', 'meeting_minutes_config',
    'milestones', 'julboard_tasks', 'user_service_purchases', 'photo_field_notes', 'crm_contacts',
    'crm_interactions', 'biometric_credentials', 'capture_inbox', 'session_notes', 'board_assignments',
    'media_items', 'yel_room_messages', 'sparks', 'user_spark_notifications'
  ] loop
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
    ) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end
$$;
