-- The daily jobs: where pg_cron is available (hosted Supabase) the database runs them itself; PGlite and
-- a PostgreSQL without it have none, and the local server runs the same statements on its own timer
-- (supabase/local/daily-jobs.ts). Tombstones older than 30 days go at 03:17 UTC.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('sync-compact-tombstones', '17 3 * * *', 'select public.sync_compact_tombstones()');
  end if;
end
$$;
