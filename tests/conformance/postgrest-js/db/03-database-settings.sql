-- The database of the suite's CI is the supabase/postgres image: effective_cache_size 128MB, query
-- identifiers on (its pg_stat_statements turns compute_query_id on), and the parallel workers a server
-- has (PGlite's own default is none). EXPLAIN's settings and query id show them.
do $$
begin
  execute format('alter database %I set effective_cache_size = %L', current_database(), '128MB');
  execute format('alter database %I set compute_query_id = on', current_database());
  execute format('alter database %I set max_parallel_workers = 8', current_database());
  execute format('alter database %I set max_parallel_workers_per_gather = 2', current_database());
end
$$;
set effective_cache_size = '128MB';
set compute_query_id = on;
set max_parallel_workers = 8;
set max_parallel_workers_per_gather = 2;
