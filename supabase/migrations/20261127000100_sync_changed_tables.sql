-- The sync engine's catch-up (realtime joined, tab visible, every few minutes) asks in one request
-- which tables have rows newer than what the device last pulled, then pulls only those.
-- `since`: {"<table>": "<timestamptz>", …, "sync_tombstones": "…"}. Invoker rights: the caller's RLS
-- decides what counts, so nobody learns of rows they cannot read. Only published (synced) tables
-- are looked at; anything else in `since` is ignored.
create or replace function public.sync_changed_tables(since jsonb) returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  entry record;
  found boolean;
  changed text[] := '{}';
begin
  if jsonb_typeof(since) is distinct from 'object' then
    raise exception 'since must be an object of table names and times' using errcode = '22023';
  end if;
  for entry in select key, value from jsonb_each_text(since) loop
    if not exists (
      select 1 from pg_catalog.pg_publication_tables p
      where p.pubname = 'supabase_realtime' and p.schemaname = 'public' and p.tablename = entry.key
    ) then
      continue;
    end if;
    if entry.key = 'sync_tombstones' then
      select exists (
        select 1 from public.sync_tombstones t where t.deleted_at > entry.value::timestamptz
      ) into found;
    else
      execute format('select exists (select 1 from public.%I where updated_at > $1)', entry.key)
        into found using entry.value::timestamptz;
    end if;
    if found then
      changed := changed || entry.key;
    end if;
  end loop;
  return changed;
end
$$;

revoke all on function public.sync_changed_tables(jsonb) from public;
grant execute on function public.sync_changed_tables(jsonb) to authenticated;
