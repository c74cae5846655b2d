-- The audit trail (000 §3) records what members do to their data, written by the database itself so
-- a device that skips or forges its own report changes nothing: every delete of a member's content
-- and every change of their profile or integration settings becomes a 'user_action' event. The actor
-- is the caller (auth.uid(); null for the service role); the row's owner is kept in the metadata, and
-- an actor who is not the owner (staff acting for a member) makes the event 'medium'. Settings events
-- name the changed columns, never their values (the server's own bookkeeping, `updated_at` and the
-- `sync_*` columns, is not a change). Rows removed by a cascade (an account being deleted)
-- are not audited one by one. Only staff read the trail (audit_events' RLS).

create or replace function private.audit_user_action()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  before_row jsonb := to_jsonb(old);
  after_row jsonb;
  owner text := coalesce(before_row ->> 'user_id', before_row ->> 'id');
  changed text[];
begin
  if pg_catalog.pg_trigger_depth() > 1 then
    return null;
  end if;
  if tg_op = 'DELETE' then
    insert into public.audit_events (event_type, action, severity, user_id, resource, metadata)
      values ('user_action', 'delete', case when actor::text is distinct from owner then 'medium' else 'low' end,
        actor, tg_table_name || '/' || (before_row ->> 'id'),
        pg_catalog.jsonb_build_object('table', tg_table_name, 'id', before_row ->> 'id', 'owner', owner));
    return null;
  end if;
  after_row := to_jsonb(new);
  select pg_catalog.array_agg(n.key order by n.key) into changed
    from pg_catalog.jsonb_each(after_row) n
    where n.key <> 'updated_at' and n.key not like 'sync\_%'
      and n.value is distinct from before_row -> n.key;
  if changed is null then
    return null;
  end if;
  insert into public.audit_events (event_type, action, severity, user_id, resource, metadata)
    values ('user_action', 'settings_change', case when actor::text is distinct from owner then 'medium' else 'low' end,
      actor, tg_table_name || '/' || (after_row ->> 'id'),
      pg_catalog.jsonb_build_object('table', tg_table_name, 'owner', owner, 'changed', pg_catalog.to_jsonb(changed)));
  return null;
end
$$;

revoke all on function private.audit_user_action() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array[
    'session_notes', 'julboard_tasks', 'sparks', 'capture_inbox', 'media_items', 'crm_contacts',
    'crm_interactions', 'milestones', 'console_proposals', 'meeting_minutes', 'photo_field_notes',
    'biometric_credentials', 'board_assignments', 'julboard_card_comments'
  ] loop
    execute format(
      'create trigger audit_delete after delete on public.%I for each row execute function private.audit_user_action()',
      t);
  end loop;
  foreach t in array array['profiles', 'meeting_minutes_config'] loop
    execute format(
      'create trigger audit_settings_change after update on public.%I for each row execute function private.audit_user_action()',
      t);
  end loop;
end
$$;
