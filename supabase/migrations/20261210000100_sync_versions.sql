-- A commit-safe version on every pulled row, so a device pulls by "what changed since" without an
-- overlap window (sync/CONTEXT.md "Read path").
--
-- sync_xid is the id of the transaction that last wrote the row (pg_current_xact_id(), set by the
-- sync_version trigger on every insert and update, whoever writes). A pull also answers the xmin of its
-- snapshot: every transaction with a smaller id had ended when the pull read, so a device that has read
-- everything from version V up to that point has every row below the xmin, and reads from the xmin next
-- time. Rows of transactions still running (a late commit) have ids at or above it: the next pull
-- meets them, and re-reads only what those concurrent transactions wrote.
--
-- Telemetry (app_context_log, context_detection_log) is push-only: never pulled, so no version.

-- A constant default adds the column without rewriting the table.
alter table public.profiles add column sync_xid xid8 not null default '0';
alter table public.jul_memberships add column sync_xid xid8 not null default '0';
alter table public.mobile_subscriptions add column sync_xid xid8 not null default '0';
alter table public.service_cards add column sync_xid xid8 not null default '0';
alter table public.feature_flags add column sync_xid xid8 not null default '0';
alter table public.app_versions add column sync_xid xid8 not null default '0';
alter table public.push_notification_tokens add column sync_xid xid8 not null default '0';
alter table public.user_service_purchases add column sync_xid xid8 not null default '0';
alter table public.biometric_credentials add column sync_xid xid8 not null default '0';
alter table public.sessions add column sync_xid xid8 not null default '0';
alter table public.session_reports add column sync_xid xid8 not null default '0';
alter table public.session_recaps add column sync_xid xid8 not null default '0';
alter table public.console_proposals add column sync_xid xid8 not null default '0';
alter table public.meeting_minutes add column sync_xid xid8 not null default '0';
alter table public.meeting_minutes_config add column sync_xid xid8 not null default '0';
alter table public.milestones add column sync_xid xid8 not null default '0';
alter table public.julboard_tasks add column sync_xid xid8 not null default '0';
alter table public.photo_field_notes add column sync_xid xid8 not null default '0';
alter table public.crm_contacts add column sync_xid xid8 not null default '0';
alter table public.crm_interactions add column sync_xid xid8 not null default '0';
alter table public.jul_reflections add column sync_xid xid8 not null default '0';
alter table public.capture_inbox add column sync_xid xid8 not null default '0';
alter table public.session_notes add column sync_xid xid8 not null default '0';
alter table public.board_assignments add column sync_xid xid8 not null default '0';
alter table public.media_items add column sync_xid xid8 not null default '0';
alter table public.yel_room_messages add column sync_xid xid8 not null default '0';
alter table public.sparks add column sync_xid xid8 not null default '0';
alter table public.user_spark_notifications add column sync_xid xid8 not null default '0';
alter table public.sync_tombstones add column sync_xid xid8 not null default '0';

-- Rows written in the last 30 days take this migration's transaction id; older ones keep 0. A device
-- whose per-table cursors (the pull before versions) are younger than that has every row at 0 already
-- and starts from 1 instead of reading everything again (sync/pull/legacy-cursors.ts). Triggers stay
-- quiet meanwhile: updated_at, field clocks and realtime must not see this as a change.
do $$
declare
  t text;
  stamp_column text;
begin
  foreach t in array array[
    'profiles', 'jul_memberships', 'mobile_subscriptions', 'service_cards', 'feature_flags', 'app_versions',
    'push_notification_tokens', 'user_service_purchases', 'biometric_credentials', 'sessions',
    'session_reports', 'session_recaps', 'console_proposals', 'meeting_minutes', 'meeting_minutes_config',
    'milestones', 'julboard_tasks', 'photo_field_notes', 'crm_contacts', 'crm_interactions', 'jul_reflections',
    'capture_inbox', 'session_notes', 'board_assignments', 'media_items', 'yel_room_messages', 'sparks',
    'user_spark_notifications', 'sync_tombstones'
  ] loop
    stamp_column := case t when 'sync_tombstones' then 'deleted_at' else 'updated_at' end;
    execute format('alter table public.%I disable trigger user', t);
    execute format(
      'update public.%I set sync_xid = pg_catalog.pg_current_xact_id() where %I > now() - interval ''30 days''',
      t, stamp_column);
    execute format('alter table public.%I enable trigger user', t);
  end loop;
end
$$;

create or replace function public.sync_version() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.sync_xid := pg_catalog.pg_current_xact_id();
  return new;
end
$$;

-- Named to fire after every other BEFORE trigger (they run in name order), so sync_stamp_clock never
-- sees the version change as a field a device edited.
do $$
declare
  t text;
begin
  foreach t in array array[
    'profiles', 'jul_memberships', 'mobile_subscriptions', 'service_cards', 'feature_flags', 'app_versions',
    'push_notification_tokens', 'user_service_purchases', 'biometric_credentials', 'sessions',
    'session_reports', 'session_recaps', 'console_proposals', 'meeting_minutes', 'meeting_minutes_config',
    'milestones', 'julboard_tasks', 'photo_field_notes', 'crm_contacts', 'crm_interactions', 'jul_reflections',
    'capture_inbox', 'session_notes', 'board_assignments', 'media_items', 'yel_room_messages', 'sparks',
    'user_spark_notifications', 'sync_tombstones'
  ] loop
    execute format(
      'create trigger sync_version before insert or update on public.%I '
      'for each row execute function public.sync_version()', t);
  end loop;
end
$$;

-- One index per pull query (sync_pull_statement): equality on the scope's key, then the version and id
-- the pull pages by. profiles is read by its primary key (one row per member).
do $$
declare
  t text;
begin
  foreach t in array array[
    'jul_memberships', 'mobile_subscriptions', 'push_notification_tokens', 'user_service_purchases',
    'biometric_credentials', 'sessions', 'session_reports', 'session_recaps', 'console_proposals',
    'meeting_minutes', 'meeting_minutes_config', 'milestones', 'julboard_tasks', 'photo_field_notes',
    'crm_contacts', 'crm_interactions', 'jul_reflections', 'capture_inbox', 'session_notes',
    'board_assignments', 'media_items', 'yel_room_messages', 'sparks', 'user_spark_notifications'
  ] loop
    execute format('create index %I on public.%I (user_id, sync_xid, id)', t || '_pull_idx', t);
  end loop;
  foreach t in array array['service_cards', 'feature_flags', 'app_versions'] loop
    execute format('create index %I on public.%I (sync_xid, id)', t || '_pull_idx', t);
  end loop;
end
$$;
create index yel_room_messages_room_pull_idx on public.yel_room_messages (room_type, sync_xid, id);
