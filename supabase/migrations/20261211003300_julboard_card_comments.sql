-- Comments on a board card (002 §6: "Board edit, create proposals, comments" from premium; free sees
-- Comments locked as Premium+). The spec names no table. A comment belongs to the member who owns the
-- card and leaves with it; it is mirrored like every owned table (user scope, pushed through sync_push).

-- Board edit rights on the server: a premium or pro mobile plan (staff count as pro), or Desktop Pro
-- (001 §6). The same rule as the app's `canEditCard`; comment writes are refused without it.
create or replace function public.can_edit_board() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and (
    public.tier_rank(public.mobile_tier()) >= 1
    or exists (
      select 1 from public.jul_memberships m
      where m.user_id = auth.uid() and m.membership_tier = 'desktop_pro' and m.status = 'active'
    )
  )
$$;
revoke all on function public.can_edit_board() from public;
grant execute on function public.can_edit_board() to authenticated, service_role;

create table public.julboard_card_comments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  card_id uuid not null references public.julboard_tasks (id) on delete cascade,
  -- 000 §5's length rule (up to 1000 characters), never blank.
  content text not null check (length(btrim(content)) > 0 and length(content) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sync_clock jsonb not null default '{}'::jsonb,
  sync_xid xid8 not null default '0'
);
create index julboard_card_comments_card_idx on public.julboard_card_comments (card_id, created_at);
create index julboard_card_comments_pull_idx on public.julboard_card_comments (user_id, sync_xid, id);

create trigger set_updated_at before insert or update on public.julboard_card_comments
for each row execute function public.set_updated_at();
create trigger sync_stamp_clock before insert or update on public.julboard_card_comments
for each row execute function public.sync_stamp_clock();
create trigger sync_version before insert or update on public.julboard_card_comments
for each row execute function public.sync_version();
create trigger sync_track_scopes after insert or update or delete on public.julboard_card_comments
for each row execute function public.sync_track_scopes();
create constraint trigger sync_send_wake_ups after insert or update or delete on public.julboard_card_comments
deferrable initially deferred for each row execute function public.sync_send_wake_ups();

alter table public.julboard_card_comments enable row level security;
revoke all on public.julboard_card_comments from anon, authenticated;
grant all on public.julboard_card_comments to service_role;
grant select, insert, update, delete on public.julboard_card_comments to authenticated;
-- The owner reads and removes their comments whatever their tier (a downgraded member keeps them);
-- writing one needs board edit rights and a card of their own.
create policy owner_select on public.julboard_card_comments for select to authenticated
  using (user_id = (select auth.uid()));
create policy owner_insert on public.julboard_card_comments for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (select public.can_edit_board())
    and exists (
      select 1 from public.julboard_tasks t where t.id = card_id and t.user_id = (select auth.uid())
    )
  );
create policy owner_update on public.julboard_card_comments for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and (select public.can_edit_board()));
create policy owner_delete on public.julboard_card_comments for delete to authenticated
  using (user_id = (select auth.uid()));

-- The devices' write and read paths list their tables: the new table joins both lists.
create or replace function public.sync_push_tables() returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'profiles', 'push_notification_tokens', 'app_context_log', 'context_detection_log',
    'biometric_credentials', 'sessions', 'session_reports', 'session_recaps', 'console_proposals',
    'meeting_minutes', 'meeting_minutes_config', 'milestones', 'julboard_tasks', 'julboard_card_comments',
    'photo_field_notes', 'crm_contacts', 'crm_interactions', 'jul_reflections', 'capture_inbox',
    'session_notes', 'board_assignments', 'media_items', 'yel_room_messages', 'sparks',
    'user_spark_notifications', 'capital_readiness_workflows'
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
      'julboard_card_comments', 'photo_field_notes', 'crm_contacts', 'crm_interactions', 'jul_reflections',
      'company_reports', 'capital_readiness_workflows', 'capture_inbox', 'session_notes', 'board_assignments',
      'media_items', 'yel_room_messages', 'sparks', 'user_spark_notifications']
    when 'member' then array['profiles', 'sessions', 'julboard_tasks']
    when 'room' then array['yel_room_messages']
    when 'room-all' then array['yel_room_messages']
  end
$$;
