-- Deletes and lost access reach every device that holds the row, and one small Broadcast per scope
-- tells the devices concerned that something changed (sync/CONTEXT.md "Read path").
--
-- Every pulled row belongs to scopes (sync_row_readers): its owner's `user:`, staff's `member:` for
-- sessions, profiles and board cards, the reference `public`, a room's `room:<room>` (a message aimed at
-- members is in it for those members only) and `room:<room>:all`. When a row leaves a scope — deleted,
-- or changed so that a scope no longer shows it (a service card switched off, a member taken off a
-- message's targets) — a tombstone for that scope is written, readable by whoever holds the scope. A
-- scope the caller no longer holds at all (a lower tier, staff status or caseload lost) is answered
-- "gone" by sync_pull and its rows leave the device.

alter table public.sync_tombstones add column scope text;
alter table public.sync_tombstones add column audience uuid[];

-- The copies below keep their tombstone's version: sync_version stays quiet while they are made.
alter table public.sync_tombstones disable trigger user;

-- Tombstones written before scopes existed: the owner's, staff's copy of the three tables staff sync,
-- the reference tables', and (their room unknown) every room's for room messages.
insert into public.sync_tombstones (table_name, row_id, user_id, deleted_at, sync_xid, scope)
select t.table_name, t.row_id, t.user_id, t.deleted_at, t.sync_xid, 'member:' || t.user_id::text
from public.sync_tombstones t
where t.table_name in ('profiles', 'sessions', 'julboard_tasks') and t.user_id is not null;
insert into public.sync_tombstones (table_name, row_id, user_id, deleted_at, sync_xid, scope)
select t.table_name, t.row_id, t.user_id, t.deleted_at, t.sync_xid, r.scope
from public.sync_tombstones t
cross join (values ('room:julius'), ('room:peer'), ('room:cross-group'), ('room:julius:all'),
  ('room:peer:all'), ('room:cross-group:all')) as r (scope)
where t.table_name = 'yel_room_messages' and t.scope is null;
update public.sync_tombstones t
set scope = case
  when t.table_name in ('service_cards', 'feature_flags', 'app_versions') then 'public'
  when t.user_id is not null then 'user:' || t.user_id::text
end
where t.scope is null;
delete from public.sync_tombstones where scope is null;
alter table public.sync_tombstones enable trigger user;
alter table public.sync_tombstones alter column scope set not null;
create index sync_tombstones_scope_idx on public.sync_tombstones (scope, sync_xid, id);

drop policy own_or_shared_tombstones on public.sync_tombstones;
drop policy public_tombstones on public.sync_tombstones;
create policy scope_tombstones on public.sync_tombstones for select to authenticated
  using (
    scope = any ((select public.sync_my_scopes())::text[])
    and (audience is null or (select auth.uid()) = any (audience))
  );
create policy public_tombstones on public.sync_tombstones for select to anon
  using (scope = 'public');

-- The scopes a row is in: (scope, reader), reader null for everyone holding the scope. Pure, so the
-- removal trigger compares a row before and after a change.
create or replace function public.sync_row_readers(tbl text, r jsonb)
returns table (scope text, reader uuid)
language sql
immutable
set search_path = ''
as $$
  select 'public', null::uuid
  where tbl in ('feature_flags', 'app_versions') or (tbl = 'service_cards' and (r ->> 'is_active')::boolean)
  union all
  select 'user:' || (r ->> 'id'), null where tbl = 'profiles'
  union all
  select 'member:' || (r ->> 'id'), null where tbl = 'profiles'
  union all
  select 'user:' || (r ->> 'user_id'), null
  where tbl not in ('profiles', 'service_cards', 'feature_flags', 'app_versions') and r ->> 'user_id' is not null
  union all
  select 'member:' || (r ->> 'user_id'), null where tbl in ('sessions', 'julboard_tasks')
  union all
  select 'room:' || (r ->> 'room_type') || ':all', null where tbl = 'yel_room_messages'
  union all
  select 'room:' || (r ->> 'room_type'), null
  where tbl = 'yel_room_messages' and jsonb_array_length(r -> 'target_user_ids') = 0
  union all
  select 'room:' || (r ->> 'room_type'), x::uuid
  from jsonb_array_elements_text(case when tbl = 'yel_room_messages' then r -> 'target_user_ids' end) x
$$;

-- The Broadcast topics that carry a scope's wake-up: a member's own channel, or the rooms channel of
-- the tiers that read a room.
create or replace function public.sync_wake_up_topics(scope text, reader uuid) returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select t from pg_catalog.unnest(case
    when scope = 'public' then array['sync:rooms:member', 'sync:rooms:pro', 'sync:rooms:staff']
    when scope like 'user:%' then array['sync:' || pg_catalog.substr(scope, 6)]
    when scope like 'room:%:all' then array['sync:rooms:staff']
    when reader is not null then array['sync:' || reader::text]
    when scope = 'room:cross-group' then array['sync:rooms:pro']
    when scope like 'room:%' then array['sync:rooms:member', 'sync:rooms:pro']
    else '{}'::text[]
  end) t
  union all
  select 'sync:' || c.staff_id::text
  from public.staff_caseload c
  where scope like 'member:%' and c.member_id = pg_catalog.substr(scope, 8)::uuid
    and c.last_at > pg_catalog.now() - pg_catalog.make_interval(days => public.sync_caseload_days())
$$;

-- A wake-up sent at once, once per topic and scope per transaction (the list lives in a
-- transaction-local setting, rolled back with the savepoint that asked for it): scope lists that
-- changed ('*'), where no row says what changed.
create or replace function public.sync_wake_up(topic text, scope text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  sent text := coalesce(pg_catalog.current_setting('jul.sync_woken', true), '');
  key text := '|' || topic || '#' || scope || '|';
begin
  if pg_catalog.strpos(sent, key) > 0 then
    return;
  end if;
  perform pg_catalog.set_config('jul.sync_woken', sent || key, true);
  perform realtime.send(jsonb_build_object('scope', scope), 'changed', topic, true);
end
$$;
revoke all on function public.sync_wake_up(text, text) from public;

-- Row changes are noted as they happen and sent once, at commit (sync_send_wake_ups): one Broadcast
-- per topic and scope per transaction however many rows it wrote (a CSV upload of 500 cards wakes a
-- device once), naming the transaction and, up to 50, the rows ([table, id, 'u' | 'd']). A device
-- that already holds exactly those rows — its own write, mirrored from the push answer — skips the
-- pull. The notes live in transaction-local settings, rolled back with the savepoint that wrote them;
-- at most 200 rows are kept, beyond that the wake-ups name no rows.
create or replace function public.sync_note_wake_up(topic text, scope text, tbl text, row_id uuid, op text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  key text := topic || E'\t' || scope;
  keys text := coalesce(pg_catalog.current_setting('jul.sync_wake_keys', true), '');
  noted integer := coalesce(nullif(pg_catalog.current_setting('jul.sync_wake_count', true), '')::integer, 0);
begin
  if pg_catalog.strpos(E'\n' || keys, E'\n' || key || E'\n') = 0 then
    perform pg_catalog.set_config('jul.sync_wake_keys', keys || key || E'\n', true);
  end if;
  if noted < 200 then
    perform pg_catalog.set_config('jul.sync_wake_rows',
      coalesce(pg_catalog.current_setting('jul.sync_wake_rows', true), '')
        || key || E'\t' || tbl || E'\t' || row_id::text || E'\t' || op || E'\n', true);
  end if;
  perform pg_catalog.set_config('jul.sync_wake_count', (noted + 1)::text, true);
end
$$;
revoke all on function public.sync_note_wake_up(text, text, text, uuid, text) from public;

create or replace function public.sync_send_wake_ups() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  keys text := coalesce(pg_catalog.current_setting('jul.sync_wake_keys', true), '');
  lines text[] := pg_catalog.string_to_array(coalesce(pg_catalog.current_setting('jul.sync_wake_rows', true), ''), E'\n');
  overflow boolean := coalesce(nullif(pg_catalog.current_setting('jul.sync_wake_count', true), '')::integer, 0) > 200;
  key text;
  named jsonb;
begin
  if keys = '' then
    return null;
  end if;
  perform pg_catalog.set_config('jul.sync_wake_keys', '', true);
  perform pg_catalog.set_config('jul.sync_wake_rows', '', true);
  perform pg_catalog.set_config('jul.sync_wake_count', '0', true);
  foreach key in array pg_catalog.string_to_array(pg_catalog.rtrim(keys, E'\n'), E'\n') loop
    named := null;
    if not overflow then
      select jsonb_agg(distinct jsonb_build_array(
          pg_catalog.split_part(l, E'\t', 3), pg_catalog.split_part(l, E'\t', 4), pg_catalog.split_part(l, E'\t', 5)))
      into named
      from pg_catalog.unnest(lines) l
      where pg_catalog.left(l, pg_catalog.length(key) + 1) = key || E'\t';
      if jsonb_array_length(named) > 50 then
        named := null;
      end if;
    end if;
    perform realtime.send(
      jsonb_build_object('scope', pg_catalog.split_part(key, E'\t', 2), 'xid', pg_catalog.pg_current_xact_id()::text,
        'rows', named),
      'changed', pg_catalog.split_part(key, E'\t', 1), true);
  end loop;
  return null;
end
$$;

create or replace function public.sync_track_scopes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) end;
  after_row jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) end;
  changed_id uuid := coalesce(after_row ->> 'id', before_row ->> 'id')::uuid;
  owner_id uuid := coalesce(after_row, before_row) ->> (case when tg_table_name = 'profiles' then 'id' else 'user_id' end);
  item record;
begin
  for item in
    with was as (select * from public.sync_row_readers(tg_table_name, before_row) where before_row is not null),
      now_in as (select * from public.sync_row_readers(tg_table_name, after_row) where after_row is not null),
      gone as (select * from was except select * from now_in)
    select g.scope, case when bool_or(g.reader is null) then null else pg_catalog.array_agg(g.reader) end as audience
    from gone g group by g.scope
  loop
    insert into public.sync_tombstones (table_name, row_id, user_id, scope, audience)
    values (tg_table_name, changed_id, owner_id, item.scope, item.audience);
  end loop;

  -- A row back in a scope it had left (a member targeted again) is no longer gone from it there.
  if tg_op = 'UPDATE' then
    for item in
      select n.scope, n.reader from public.sync_row_readers(tg_table_name, after_row) n
      except select o.scope, o.reader from public.sync_row_readers(tg_table_name, before_row) o
    loop
      if item.reader is null then
        delete from public.sync_tombstones t
        where t.row_id = changed_id and t.table_name = tg_table_name and t.scope = item.scope;
      else
        update public.sync_tombstones t set audience = pg_catalog.array_remove(t.audience, item.reader)
        where t.row_id = changed_id and t.table_name = tg_table_name and t.scope = item.scope
          and item.reader = any (t.audience);
        delete from public.sync_tombstones t
        where t.row_id = changed_id and t.table_name = tg_table_name and t.scope = item.scope
          and t.audience = '{}'::uuid[];
      end if;
    end loop;
  end if;

  for item in
    with was as (select * from public.sync_row_readers(tg_table_name, before_row) where before_row is not null),
      now_in as (select * from public.sync_row_readers(tg_table_name, after_row) where after_row is not null)
    select distinct w.topic, r.scope, r.op
    from (
      select n.scope, n.reader, 'u' as op from now_in n
      union all
      select g.scope, g.reader, 'd' from (select * from was except select * from now_in) g
    ) r
    cross join lateral public.sync_wake_up_topics(r.scope, r.reader) as w (topic)
  loop
    perform public.sync_note_wake_up(item.topic, item.scope, tg_table_name, changed_id, item.op);
  end loop;
  return null;
end
$$;

-- Replaces the owner-only tombstones: the old triggers go (telemetry keeps none: nobody pulls it).
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
    'user_spark_notifications', 'app_context_log', 'context_detection_log'
  ] loop
    execute format('drop trigger if exists record_tombstone on public.%I', t);
  end loop;
  foreach t in array array[
    'profiles', 'jul_memberships', 'mobile_subscriptions', 'service_cards', 'feature_flags', 'app_versions',
    'push_notification_tokens', 'user_service_purchases', 'biometric_credentials', 'sessions',
    'session_reports', 'session_recaps', 'console_proposals', 'meeting_minutes', 'meeting_minutes_config',
    'milestones', 'julboard_tasks', 'photo_field_notes', 'crm_contacts', 'crm_interactions', 'jul_reflections',
    'capture_inbox', 'session_notes', 'board_assignments', 'media_items', 'yel_room_messages', 'sparks',
    'user_spark_notifications'
  ] loop
    execute format(
      'create trigger sync_track_scopes after insert or update or delete on public.%I '
      'for each row execute function public.sync_track_scopes()', t);
    execute format(
      'create constraint trigger sync_send_wake_ups after insert or update or delete on public.%I '
      'deferrable initially deferred for each row execute function public.sync_send_wake_ups()', t);
  end loop;
end
$$;
drop trigger record_tombstone_on_deactivate on public.service_cards;

-- A staff member's caseload or the staff rules changed: the devices concerned ask for their scopes again.
create or replace function public.sync_caseload_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.sync_wake_up('sync:' || coalesce(new.staff_id, old.staff_id)::text, '*');
  return null;
end
$$;
create trigger sync_caseload_changed after insert or update or delete on public.staff_caseload
for each row execute function public.sync_caseload_changed();

create or replace function public.sync_staff_rules_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.sync_wake_up(t, '*')
  from pg_catalog.unnest(array['sync:rooms:member', 'sync:rooms:pro', 'sync:rooms:staff']) t;
  return null;
end
$$;
create trigger sync_staff_rules_changed after insert or update or delete on public.staff_rules
for each statement execute function public.sync_staff_rules_changed();

-- Who may join a wake-up channel (Supabase Realtime checks SELECT on realtime.messages with the topic
-- being joined): a member their own and their tier's rooms channel. No INSERT policy: only the
-- database sends on them, so nobody can fake a wake-up for another member.
create policy sync_wake_ups_readable on realtime.messages for select to authenticated
  using (extension = 'broadcast' and topic = any ((select public.sync_my_topics())::text[]));

-- Tombstones are kept 30 days (sync_compact_tombstones, run daily by the scheduler). A device whose
-- scope was last read before the newest compacted tombstone reads that scope again from scratch.
create table public.sync_horizon (
  singleton boolean primary key default true check (singleton),
  compacted_upto xid8 not null default '0',
  compacted_at timestamptz
);
insert into public.sync_horizon default values;
alter table public.sync_horizon enable row level security;
revoke all on public.sync_horizon from anon, authenticated;
grant all on public.sync_horizon to service_role;

create or replace function public.sync_compacted_upto() returns xid8
language sql
stable
security definer
set search_path = ''
as $$ select h.compacted_upto from public.sync_horizon h $$;
revoke all on function public.sync_compacted_upto() from public;
grant execute on function public.sync_compacted_upto() to authenticated, service_role;

create or replace function public.sync_compact_tombstones(keep interval default '30 days') returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
  newest xid8;
begin
  with gone as (
    delete from public.sync_tombstones t where t.deleted_at < pg_catalog.now() - keep returning t.sync_xid
  )
  select count(*)::integer, max(g.sync_xid) into removed, newest from gone g;
  if removed > 0 then
    update public.sync_horizon h
    set compacted_upto = greatest(h.compacted_upto, newest), compacted_at = pg_catalog.now();
  end if;
  return removed;
end
$$;
revoke all on function public.sync_compact_tombstones(interval) from public;
grant execute on function public.sync_compact_tombstones(interval) to service_role;
