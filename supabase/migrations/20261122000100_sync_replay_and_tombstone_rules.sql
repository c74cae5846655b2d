-- Two rules the sync engine relies on once inserts are insert-or-ignore (sync/push/plan.ts).

-- 1. A member's insert whose id already has a tombstone is a device resending a row that another
--    device deleted since (its first send landed, the answer was lost): the delete wins, the row is
--    skipped and the device drops its copy. Ids are generated on devices and never reused, so no
--    legitimate member insert meets its own tombstone. Invoker rights: the caller's RLS shows it its
--    own tombstones and the ownerless ones of room messages, exactly the ones that can match.
create or replace function public.skip_replayed_insert() returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') and exists (
    select 1 from public.sync_tombstones t where t.row_id = new.id and t.table_name = tg_table_name
  ) then
    return null;
  end if;
  return new;
end
$$;

-- 2. A row re-created (staff or a seed inserting the same id again) or reactivated (a service card
--    turning active again) is alive: its old tombstones go, or every device pulling them afterwards
--    would delete it again.
create or replace function public.clear_tombstones() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.sync_tombstones t where t.row_id = new.id and t.table_name = tg_table_name;
  return null;
end
$$;

create index sync_tombstones_row_idx on public.sync_tombstones (row_id);

do $$
declare
  t text;
begin
  -- Pushed by members with ids of their own; the spec upserts on another key (push tokens, minutes
  -- config, spark notifications) merge by design, and profiles are created by sign-up only.
  foreach t in array array[
    'app_context_log', 'biometric_credentials', 'context_detection_log', 'console_proposals',
    'crm_contacts', 'crm_interactions', 'julboard_tasks', 'meeting_minutes', 'milestones',
    'photo_field_notes', 'session_recaps', 'session_reports', 'sessions', 'board_assignments',
    'capture_inbox', 'media_items', 'session_notes', 'sparks', 'yel_room_messages'
  ] loop
    execute format(
      'create trigger skip_replayed_insert before insert on public.%I '
      'for each row execute function public.skip_replayed_insert()', t);
  end loop;
  foreach t in array array[
    'profiles', 'jul_memberships', 'mobile_subscriptions', 'service_cards', 'feature_flags', 'app_versions',
    'push_notification_tokens', 'app_context_log', 'context_detection_log', 'sessions', 'session_reports',
    'session_recaps', 'console_proposals', 'meeting_minutes', 'meeting_minutes_config', 'milestones',
    'julboard_tasks', 'user_service_purchases', 'photo_field_notes', 'crm_contacts', 'crm_interactions',
    'biometric_credentials', 'capture_inbox', 'session_notes', 'board_assignments', 'media_items',
    'yel_room_messages', 'sparks', 'user_spark_notifications'
  ] loop
    execute format(
      'create trigger clear_tombstones after insert on public.%I '
      'for each row execute function public.clear_tombstones()', t);
  end loop;
end
$$;

create trigger clear_tombstones_on_reactivate after update of is_active on public.service_cards
for each row when (not old.is_active and new.is_active) execute function public.clear_tombstones();
