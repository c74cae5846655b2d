-- Adaptation: the suite's PostgREST runs requests as the superuser postgres (PGRST_DB_ANON_ROLE).
-- The local server runs them as anon, as hosted Supabase does, and grants nothing by default, so
-- the suite's objects are granted to the API roles here.
grant usage on schema public, personal to anon, authenticated, service_role;
grant all on all tables in schema public, personal to anon, authenticated, service_role;
grant all on all sequences in schema public, personal to anon, authenticated, service_role;
grant execute on all functions in schema public, personal to anon, authenticated, service_role;
