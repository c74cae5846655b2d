-- Capital readiness beta (002 §2.1, 000 §2.2): a member's own company reports, their scores over time
-- and the e-mail workflows around them, on the member's devices.
--
-- company_reports gains the member whose company a report assesses (staff still author and publish).
-- A member's published reports join their `user:<id>` scope, so the beta screens read them offline;
-- one report per assessment date makes the score history. The spec names no workflow table:
-- capital_readiness_workflows keeps who gets an e-mail when a report is published, the score changes,
-- or once a month.

alter table public.company_reports add column user_id uuid references auth.users (id) on delete set null;
alter table public.company_reports add column sync_xid xid8 not null default '0';
create index company_reports_pull_idx on public.company_reports (user_id, sync_xid, id);

-- Staff may name a member on any report; members still only read published ones (published_readable).
create trigger sync_version before insert or update on public.company_reports
for each row execute function public.sync_version();
create trigger sync_track_scopes after insert or update or delete on public.company_reports
for each row execute function public.sync_track_scopes();
create constraint trigger sync_send_wake_ups after insert or update or delete on public.company_reports
deferrable initially deferred for each row execute function public.sync_send_wake_ups();

create table public.capital_readiness_workflows (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 100),
  trigger_event text not null check (trigger_event in ('report_published', 'score_changed', 'monthly_summary')),
  -- One to ten addresses, each shaped like an e-mail (000 §5's check, which the screen runs first).
  recipients text[] not null check (
    cardinality(recipients) between 1 and 10
    and array_to_string(recipients, ',') ~ '^[^@\s,]+@[^@\s,]+\.[^@\s,]+(,[^@\s,]+@[^@\s,]+\.[^@\s,]+)*$'
  ),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sync_xid xid8 not null default '0',
  sync_clock jsonb not null default '{}'::jsonb
);
create index capital_readiness_workflows_pull_idx on public.capital_readiness_workflows (user_id, sync_xid, id);

create trigger set_updated_at before insert or update on public.capital_readiness_workflows
for each row execute function public.set_updated_at();
create trigger skip_replayed_insert before insert on public.capital_readiness_workflows
for each row execute function public.skip_replayed_insert();
create trigger clear_tombstones after insert on public.capital_readiness_workflows
for each row execute function public.clear_tombstones();
create trigger sync_stamp_clock before insert or update on public.capital_readiness_workflows
for each row execute function public.sync_stamp_clock();
create trigger sync_version before insert or update on public.capital_readiness_workflows
for each row execute function public.sync_version();
create trigger sync_track_scopes after insert or update or delete on public.capital_readiness_workflows
for each row execute function public.sync_track_scopes();
create constraint trigger sync_send_wake_ups after insert or update or delete on public.capital_readiness_workflows
deferrable initially deferred for each row execute function public.sync_send_wake_ups();

alter table public.capital_readiness_workflows enable row level security;
revoke all on public.capital_readiness_workflows from anon, authenticated;
grant all on public.capital_readiness_workflows to service_role;
grant select, insert, update, delete on public.capital_readiness_workflows to authenticated;
create policy owner_select on public.capital_readiness_workflows for select to authenticated
  using (user_id = (select auth.uid()));
create policy owner_insert on public.capital_readiness_workflows for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy owner_update on public.capital_readiness_workflows for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy owner_delete on public.capital_readiness_workflows for delete to authenticated
  using (user_id = (select auth.uid()));

create or replace function public.sync_push_tables() returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'profiles', 'push_notification_tokens', 'app_context_log', 'context_detection_log',
    'biometric_credentials', 'sessions', 'session_reports', 'session_recaps', 'console_proposals',
    'meeting_minutes', 'meeting_minutes_config', 'milestones', 'julboard_tasks', 'photo_field_notes',
    'crm_contacts', 'crm_interactions', 'jul_reflections', 'capture_inbox', 'session_notes',
    'board_assignments', 'media_items', 'yel_room_messages', 'sparks', 'user_spark_notifications',
    'capital_readiness_workflows'
  ]::text[]
$$;

create or replace function public.sync_scope_tables(kind text) returns text[]
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'public' then array['service_cards', 'feature_flags', 'app_versions']
    when 'user' then array[
      'profiles', 'jul_memberships', 'mobile_subscriptions', 'user_service_purchases',
      'push_notification_tokens', 'biometric_credentials', 'sessions', 'session_reports', 'session_recaps',
      'console_proposals', 'meeting_minutes', 'meeting_minutes_config', 'milestones', 'julboard_tasks',
      'photo_field_notes', 'crm_contacts', 'crm_interactions', 'jul_reflections', 'company_reports',
      'capital_readiness_workflows', 'capture_inbox', 'session_notes', 'board_assignments', 'media_items',
      'yel_room_messages', 'sparks', 'user_spark_notifications']
    when 'member' then array['profiles', 'sessions', 'julboard_tasks']
    when 'room' then array['yel_room_messages']
    when 'room-all' then array['yel_room_messages']
  end
$$;

-- As before, plus: a company report is in its member's scope only while published, so unpublishing
-- one (RLS hides it then) tombstones it on the member's devices.
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
    and (tbl <> 'company_reports' or (r ->> 'is_published')::boolean)
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
