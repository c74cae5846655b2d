-- What each device syncs: its member's scopes, not everything RLS lets it read (sync/CONTEXT.md "Scopes").
--
--   public               the reference tables (service cards, feature flags, app versions)
--   user:<id>            the member's own rows, every pulled table (telemetry is push-only)
--   room:<room>          a room the member's mobile tier may read: broadcasts and messages aimed at them
--   room:<room>:all      staff: every message of a room
--   member:<id>          staff: a member of their caseload (profile, sessions, board cards)
--
-- A staff member's caseload is taken from the data: the members they have acted for in the last 90
-- days — aimed an advisor message at, added board cards for (the grid upload, requests), changed or
-- deleted a session of. Those are the members whose screens staff open again and again, offline
-- included; everyone else is read through paged server queries when a staff screen asks.
-- RLS stays the gate: a scope only narrows what a device reads, and a scope the caller does not hold
-- answers nothing (sync_pull names it gone).

create table public.staff_caseload (
  staff_id uuid not null references auth.users (id) on delete cascade,
  member_id uuid not null references auth.users (id) on delete cascade,
  reason text not null check (reason in ('message', 'board', 'session')),
  last_at timestamptz not null default now(),
  primary key (staff_id, member_id)
);
create index staff_caseload_member_idx on public.staff_caseload (member_id, last_at);

alter table public.staff_caseload enable row level security;
revoke all on public.staff_caseload from anon, authenticated;
grant all on public.staff_caseload to service_role;
grant select on public.staff_caseload to authenticated;
create policy staff_reads_own_caseload on public.staff_caseload for select to authenticated
  using (staff_id = (select auth.uid()) and (select public.is_staff()));

-- How long an action keeps a member in a staff member's caseload.
create or replace function public.sync_caseload_days() returns integer
language sql immutable set search_path = '' as $$ select 90 $$;

create or replace function public.sync_note_caseload(staff uuid, member uuid, why text) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.staff_caseload as c (staff_id, member_id, reason, last_at)
  select staff, member, why, pg_catalog.now()
  where staff is not null and member is not null and staff <> member
  on conflict (staff_id, member_id) do update set reason = excluded.reason, last_at = excluded.last_at
$$;
revoke all on function public.sync_note_caseload(uuid, uuid, text) from public;

create or replace function public.sync_caseload_from_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  if new.is_from_advisor and (select public.is_staff()) then
    foreach target in array new.target_user_ids loop
      perform public.sync_note_caseload(new.user_id, target, 'message');
    end loop;
  end if;
  return null;
end
$$;
create trigger sync_caseload after insert on public.yel_room_messages
for each row when (cardinality(new.target_user_ids) > 0)
execute function public.sync_caseload_from_message();

create or replace function public.sync_caseload_from_member_row() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_owner uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
begin
  if auth.uid() is not null and row_owner is distinct from auth.uid() and (select public.is_staff()) then
    perform public.sync_note_caseload(auth.uid(), row_owner, tg_argv[0]);
  end if;
  return null;
end
$$;
create trigger sync_caseload after insert on public.julboard_tasks
for each row execute function public.sync_caseload_from_member_row('board');
create trigger sync_caseload after update or delete on public.sessions
for each row execute function public.sync_caseload_from_member_row('session');

-- The rooms the caller's mobile tier opens (002 §6): julius and peer for every member, cross-group
-- from pro; staff count as pro.
create or replace function public.sync_readable_rooms() returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null then '{}'::text[]
    when public.tier_rank(public.mobile_tier()) >= 2 then array['julius', 'peer', 'cross-group']
    else array['julius', 'peer']
  end
$$;

create or replace function public.sync_my_scopes() returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  scopes text[] := array['public'];
begin
  if me is null then
    return scopes;
  end if;
  scopes := scopes || ('user:' || me::text);
  if public.is_staff() then
    scopes := scopes || array['room:julius:all', 'room:peer:all', 'room:cross-group:all'];
    scopes := scopes || coalesce((
      select pg_catalog.array_agg('member:' || c.member_id::text order by c.member_id)
      from public.staff_caseload c
      where c.staff_id = me and c.member_id <> me
        and c.last_at > pg_catalog.now() - pg_catalog.make_interval(days => public.sync_caseload_days())
    ), '{}'::text[]);
  else
    scopes := scopes || coalesce((
      select pg_catalog.array_agg('room:' || r) from pg_catalog.unnest(public.sync_readable_rooms()) r
    ), '{}'::text[]);
  end if;
  return scopes;
end
$$;

-- The private Broadcast channels the caller may join: its own ("sync:<id>": its rows, messages aimed at
-- it, staff: their caseload's changes) and one for the rooms its tier reads.
create or replace function public.sync_my_topics() returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null then '{}'::text[]
    else array[
      'sync:' || auth.uid()::text,
      'sync:rooms:' || case
        when public.is_staff() then 'staff'
        when public.tier_rank(public.mobile_tier()) >= 2 then 'pro'
        else 'member'
      end
    ]
  end
$$;

revoke all on function public.sync_readable_rooms(), public.sync_my_scopes(), public.sync_my_topics() from public;
grant execute on function public.sync_readable_rooms(), public.sync_my_scopes(), public.sync_my_topics()
  to anon, authenticated, service_role;

-- RLS the planner can use: staff access is a policy of its own (an initplan evaluated once), never an
-- OR inside the owner's; room readers compare the room with the caller's rooms, computed once per query
-- instead of can_read_room() per row.
drop policy owner_or_staff_select on public.sessions;
drop policy owner_or_staff_update on public.sessions;
drop policy owner_or_staff_delete on public.sessions;
create policy owner_select on public.sessions for select to authenticated
  using (user_id = (select auth.uid()));
create policy staff_select on public.sessions for select to authenticated
  using ((select public.is_staff()));
create policy owner_update on public.sessions for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy staff_update on public.sessions for update to authenticated
  using ((select public.is_staff())) with check ((select public.is_staff()));
create policy owner_delete on public.sessions for delete to authenticated
  using (user_id = (select auth.uid()));
create policy staff_delete on public.sessions for delete to authenticated
  using ((select public.is_staff()));

drop policy owner_or_staff_select on public.profiles;
create policy owner_select on public.profiles for select to authenticated
  using (id = (select auth.uid()));
create policy staff_select on public.profiles for select to authenticated
  using ((select public.is_staff()));

drop policy room_select on public.yel_room_messages;
create policy author_select on public.yel_room_messages for select to authenticated
  using (user_id = (select auth.uid()));
create policy staff_select on public.yel_room_messages for select to authenticated
  using ((select public.is_staff()));
create policy room_reader_select on public.yel_room_messages for select to authenticated
  using (
    room_type = any ((select public.sync_readable_rooms())::text[])
    and (cardinality(target_user_ids) = 0 or (select auth.uid()) = any (target_user_ids))
  );

-- Sessions staff list by date, newest first, a page at a time (the staff timeline).
create index sessions_start_idx on public.sessions (start_time desc, id);
