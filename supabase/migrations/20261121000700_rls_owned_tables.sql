-- Row-level security, part 1: tables whose rows belong to one member.
-- Grants are explicit: hosted Supabase no longer grants new tables to anon/authenticated by default, and
-- revoking first makes the result the same on projects that still do.

do $$
declare
  t text;
begin
  foreach t in array array[
    'staff_rules', 'sync_tombstones', 'profiles', 'jul_memberships', 'mobile_subscriptions', 'service_cards',
    'feature_flags', 'app_versions', 'push_notification_tokens', 'app_context_log', 'context_detection_log',
    'audit_events', 'sessions', 'session_reports', 'session_recaps', 'console_proposals', 'meeting_minutes',
    'meeting_minutes_config', 'milestones', 'julboard_tasks', 'user_service_purchases', 'photo_field_notes',
    'crm_contacts', 'crm_interactions', 'biometric_credentials', 'capture_inbox', 'session_notes',
    'board_assignments', 'media_items', 'yel_room_messages', 'sparks', 'user_spark_notifications',
    'form_submissions', 'public_proposals', 'company_reports'
  ] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;
end
$$;

-- Plain owned tables: the owner reads, inserts, updates and deletes their own rows; nobody else does.
-- with check on insert and update stops a member from writing a row in someone else's name.
do $$
declare
  t text;
begin
  foreach t in array array[
    'push_notification_tokens', 'app_context_log', 'context_detection_log', 'console_proposals',
    'meeting_minutes_config', 'milestones', 'julboard_tasks', 'photo_field_notes', 'crm_contacts',
    'biometric_credentials', 'capture_inbox', 'board_assignments', 'media_items', 'sparks',
    'user_spark_notifications'
  ] loop
    execute format('grant select, insert, update, delete on public.%I to authenticated', t);
    execute format(
      'create policy owner_select on public.%I for select to authenticated using (user_id = (select auth.uid()))',
      t);
    execute format(
      'create policy owner_insert on public.%I for insert to authenticated '
      'with check (user_id = (select auth.uid()))', t);
    execute format(
      'create policy owner_update on public.%I for update to authenticated '
      'using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()))', t);
    execute format(
      'create policy owner_delete on public.%I for delete to authenticated using (user_id = (select auth.uid()))',
      t);
  end loop;
end
$$;

-- Children of a session or contact: owned as above, and the parent must be the member's own too,
-- so nobody can hang notes or reports on another member's session.
do $$
declare
  t text;
  parent_check text;
begin
  foreach t in array array['session_reports', 'session_recaps', 'meeting_minutes', 'session_notes',
    'crm_interactions'] loop
    parent_check := case t
      when 'crm_interactions' then
        '(contact_id is null or exists (select 1 from public.crm_contacts c '
        'where c.id = contact_id and c.user_id = (select auth.uid())))'
      else
        '(session_id is null or exists (select 1 from public.sessions s '
        'where s.id = session_id and s.user_id = (select auth.uid())))'
    end;
    execute format('grant select, insert, update, delete on public.%I to authenticated', t);
    execute format(
      'create policy owner_select on public.%I for select to authenticated using (user_id = (select auth.uid()))',
      t);
    execute format(
      'create policy owner_insert on public.%I for insert to authenticated '
      'with check (user_id = (select auth.uid()) and %s)', t, parent_check);
    execute format(
      'create policy owner_update on public.%I for update to authenticated '
      'using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()) and %s)', t, parent_check);
    execute format(
      'create policy owner_delete on public.%I for delete to authenticated using (user_id = (select auth.uid()))',
      t);
  end loop;
end
$$;

-- Sessions: owned, and staff may read every session, change its status and delete it (001 §2, §6).
grant select, insert, update, delete on public.sessions to authenticated;
create policy owner_or_staff_select on public.sessions for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_staff()));
create policy owner_insert on public.sessions for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy owner_or_staff_update on public.sessions for update to authenticated
  using (user_id = (select auth.uid()) or (select public.is_staff()))
  with check (user_id = (select auth.uid()) or (select public.is_staff()));
create policy owner_or_staff_delete on public.sessions for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_staff()));

-- Profiles: owner column is id. Staff read every profile to target advisor messages (001 §6 YEL Room admin).
grant select, insert, update, delete on public.profiles to authenticated;
create policy owner_or_staff_select on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.is_staff()));
create policy owner_insert on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));
create policy owner_update on public.profiles for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy owner_delete on public.profiles for delete to authenticated
  using (id = (select auth.uid()));

-- Tier, membership and purchases are read-only for members: only the payment side (service_role) writes
-- them, so nobody can raise their own tier or membership from the client.
do $$
declare
  t text;
begin
  foreach t in array array['jul_memberships', 'mobile_subscriptions', 'user_service_purchases'] loop
    execute format('grant select on public.%I to authenticated', t);
    execute format(
      'create policy owner_select on public.%I for select to authenticated using (user_id = (select auth.uid()))',
      t);
  end loop;
end
$$;
