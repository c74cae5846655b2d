-- Server-clock timestamps and tombstones on every synced table, plus the functions RLS policies call.

do $$
declare
  t text;
begin
  foreach t in array array[
    'staff_rules', 'profiles', 'jul_memberships', 'mobile_subscriptions', 'service_cards', 'feature_flags',
    'app_versions', 'push_notification_tokens', 'app_context_log', 'context_detection_log', 'audit_events',
    'sessions', 'session_reports', 'session_recaps', 'console_proposals', 'meeting_minutes',
    'meeting_minutes_config', 'milestones', 'julboard_tasks', 'user_service_purchases', 'photo_field_notes',
    'crm_contacts', 'crm_interactions', 'biometric_credentials', 'capture_inbox', 'session_notes',
    'board_assignments', 'media_items', 'yel_room_messages', 'sparks', 'user_spark_notifications',
    'form_submissions', 'public_proposals', 'company_reports'
  ] loop
    execute format(
      'create trigger set_updated_at before insert or update on public.%I '
      'for each row execute function public.set_updated_at()', t);
  end loop;
end
$$;

-- Owned synced tables: the tombstone carries the owner so only the owner's devices read it.
do $$
declare
  t text;
begin
  foreach t in array array[
    'jul_memberships', 'mobile_subscriptions', 'push_notification_tokens', 'app_context_log',
    'context_detection_log', 'sessions', 'session_reports', 'session_recaps', 'console_proposals',
    'meeting_minutes', 'meeting_minutes_config', 'milestones', 'julboard_tasks', 'user_service_purchases',
    'photo_field_notes', 'crm_contacts', 'crm_interactions', 'biometric_credentials', 'capture_inbox',
    'session_notes', 'board_assignments', 'media_items', 'sparks', 'user_spark_notifications'
  ] loop
    execute format(
      'create trigger record_tombstone after delete on public.%I '
      'for each row execute function public.record_tombstone(%L)', t, 'user_id');
  end loop;
end
$$;

create trigger record_tombstone after delete on public.profiles
for each row execute function public.record_tombstone('id');

-- Shared tables (and room messages, which every reader of the room mirrors): tombstones without an owner.
create trigger record_tombstone after delete on public.service_cards
for each row execute function public.record_tombstone();
create trigger record_tombstone_on_deactivate after update of is_active on public.service_cards
for each row when (old.is_active and not new.is_active) execute function public.record_tombstone();
create trigger record_tombstone after delete on public.feature_flags
for each row execute function public.record_tombstone();
create trigger record_tombstone after delete on public.app_versions
for each row execute function public.record_tombstone();
create trigger record_tombstone after delete on public.yel_room_messages
for each row execute function public.record_tombstone();

-- The caller's effective mobile tier: an active, unexpired subscription, else free. Staff count as pro
-- ("Admin: treated as pro if the tier is free", 000 §6). Security definer so policies on other tables can
-- read it while mobile_subscriptions stays owner-only.
create or replace function public.mobile_tier() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when public.is_staff() then 'pro'
    else coalesce(
      (
        select s.tier from public.mobile_subscriptions s
        where s.user_id = auth.uid() and s.active and (s.expires_at is null or s.expires_at > now())
      ),
      'free'
    )
  end
$$;

-- Room access (002 §6, 001 §2): julius and peer readable by every member, writable from premium;
-- cross-group readable and writable by pro only.
create or replace function public.can_read_room(room text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null
    and case room
      when 'julius' then true
      when 'peer' then true
      when 'cross-group' then public.tier_rank(public.mobile_tier()) >= 2
      else false
    end
$$;

create or replace function public.can_post_room(room text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null
    and case room
      when 'julius' then public.tier_rank(public.mobile_tier()) >= 1
      when 'peer' then public.tier_rank(public.mobile_tier()) >= 1
      when 'cross-group' then public.tier_rank(public.mobile_tier()) >= 2
      else false
    end
$$;

-- access_level is a privilege: members edit their profile but never this column. Raising (not silently
-- resetting) makes a forged sync entry land in the failed list where the user can see it.
create or replace function public.guard_profile_access_level() returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' and new.access_level is not null then
      raise exception 'access_level is managed by staff' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and new.access_level is distinct from old.access_level then
      raise exception 'access_level is managed by staff' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;

create trigger guard_access_level before insert or update on public.profiles
for each row execute function public.guard_profile_access_level();

-- Keeps the unread counter (002 §3 user_spark_notifications) true on the server, so a spark created on
-- one device raises the badge on the others; the feed resets it by upserting unread_count 0.
create or replace function public.count_unread_spark() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_spark_notifications as n (user_id, unread_count)
  values (new.user_id, 1)
  on conflict (user_id) do update set unread_count = n.unread_count + 1;
  return null;
end
$$;

create trigger count_unread_spark after insert on public.sparks
for each row execute function public.count_unread_spark();
