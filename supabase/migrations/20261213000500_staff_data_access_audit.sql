-- The audit trail records staff opening a member's data (000 §3 data access): a staff screen that shows
-- one member's rows (their board on the grid upload, one of their sessions) calls this once per
-- opening. The database writes the event itself, so the actor is the caller's own id (never a value
-- from the device) and a member cannot record access in staff's name: only staff may call it. The
-- device's event id makes a call resent after a lost answer one event, not two. The member whose data
-- was opened is the event's `owner`, as in the database's own `user_action` events.
create or replace function public.audit_staff_opened_member(event_id uuid, member uuid, resource text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff record opening a member''s data' using errcode = '42501';
  end if;
  if event_id is null or member is null then
    raise exception 'event_id and member are required' using errcode = '22023';
  end if;
  if resource is null or pg_catalog.length(pg_catalog.btrim(resource)) = 0 or pg_catalog.length(resource) > 200 then
    raise exception 'resource must be 1 to 200 characters' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = member) then
    raise exception 'No such member' using errcode = '22023';
  end if;
  insert into public.audit_events (id, event_type, action, severity, user_id, resource, metadata)
    values (event_id, 'data_access', 'staff_open_member', 'medium', auth.uid(), resource,
      pg_catalog.jsonb_build_object('owner', member))
    on conflict (id) do nothing;
end
$$;

revoke all on function public.audit_staff_opened_member(uuid, uuid, text) from public, anon;
grant execute on function public.audit_staff_opened_member(uuid, uuid, text) to authenticated;
