-- Row-level security, part 2: shared reference tables, the message rooms, tombstones and public-site data.

grant execute on function public.is_staff(), public.tier_rank(text), public.mobile_tier(),
  public.can_read_room(text), public.can_post_room(text) to anon, authenticated, service_role;

-- Shared read-only tables (000 §7): the public site reads them before sign-in.
grant select on public.service_cards, public.feature_flags, public.app_versions to anon, authenticated;
create policy active_cards_readable on public.service_cards for select to anon, authenticated
  using (is_active);
create policy flags_readable on public.feature_flags for select to anon, authenticated using (true);
create policy versions_readable on public.app_versions for select to anon, authenticated using (true);

-- Rooms by tier (002 §6): targeted advisor messages are seen only by their targets, the author and staff.
-- Only staff may post as the advisor or target users; members post broadcasts in rooms their tier opens.
grant select, insert, update, delete on public.yel_room_messages to authenticated;
create policy room_select on public.yel_room_messages for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select public.is_staff())
    or (
      public.can_read_room(room_type)
      and (cardinality(target_user_ids) = 0 or (select auth.uid()) = any (target_user_ids))
    )
  );
create policy room_insert on public.yel_room_messages for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and (
      (select public.is_staff())
      or (not is_from_advisor and cardinality(target_user_ids) = 0 and public.can_post_room(room_type))
    )
  );
create policy room_update on public.yel_room_messages for update to authenticated
  using (user_id = (select auth.uid()))
  with check (
    user_id = (select auth.uid())
    and (
      (select public.is_staff())
      or (not is_from_advisor and cardinality(target_user_ids) = 0 and public.can_post_room(room_type))
    )
  );
create policy room_delete on public.yel_room_messages for delete to authenticated
  using (user_id = (select auth.uid()) or (select public.is_staff()));

-- Tombstones: the owner's own, plus ownerless ones of shared tables and rooms. Anonymous callers only
-- learn about the public reference tables they can read.
grant select on public.sync_tombstones to anon, authenticated;
create policy own_or_shared_tombstones on public.sync_tombstones for select to authenticated
  using (user_id = (select auth.uid()) or user_id is null);
create policy public_tombstones on public.sync_tombstones for select to anon
  using (user_id is null and table_name in ('service_cards', 'feature_flags', 'app_versions'));

-- Audit events: members append their own; only staff read the trail. Anonymous events arrive through the
-- audit-log function with the service role.
grant insert, select on public.audit_events to authenticated;
create policy own_events_insert on public.audit_events for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy staff_reads_events on public.audit_events for select to authenticated
  using ((select public.is_staff()));

-- Public forms: anyone may submit (insert without reading back); the submitter and staff read; staff triage.
grant insert on public.form_submissions to anon;
grant select, insert, update, delete on public.form_submissions to authenticated;
create policy anon_submits on public.form_submissions for insert to anon
  with check (user_id is null and status = 'new');
create policy member_submits on public.form_submissions for insert to authenticated
  with check ((user_id is null or user_id = (select auth.uid())) and status = 'new');
create policy submitter_or_staff_select on public.form_submissions for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_staff()));
create policy staff_update on public.form_submissions for update to authenticated
  using ((select public.is_staff())) with check ((select public.is_staff()));
create policy staff_delete on public.form_submissions for delete to authenticated
  using ((select public.is_staff()));

-- Published proposals and company reports are public pages; staff author and edit them.
do $$
declare
  t text;
begin
  foreach t in array array['public_proposals', 'company_reports'] loop
    execute format('grant select on public.%I to anon', t);
    execute format('grant select, insert, update, delete on public.%I to authenticated', t);
    execute format(
      'create policy published_readable on public.%I for select to anon, authenticated '
      'using (is_published or (select public.is_staff()))', t);
    execute format(
      'create policy staff_insert on public.%I for insert to authenticated with check ((select public.is_staff()))',
      t);
    execute format(
      'create policy staff_update on public.%I for update to authenticated '
      'using ((select public.is_staff())) with check ((select public.is_staff()))', t);
    execute format(
      'create policy staff_delete on public.%I for delete to authenticated using ((select public.is_staff()))', t);
  end loop;
end
$$;
