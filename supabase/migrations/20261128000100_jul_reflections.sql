-- JUL Mode reflections (001 §2, §5; 002 §4): a member's written answer to the daily strategic prompt,
-- kept on the server so the reflection archive and the category counters follow the member to every
-- device. The spec names no table; the prompt's id, category and words are copied into the row so the
-- archive still reads right after the prompt list changes.
create table public.jul_reflections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  prompt_id text not null,
  category text not null check (category in ('strategy', 'growth', 'operations', 'leadership', 'fundraising')),
  prompt text not null,
  content text not null check (length(btrim(content)) > 0),
  -- The member's calendar day the prompt belonged to (a device date, so "today" is theirs).
  reflection_date date not null default current_date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index jul_reflections_user_created_idx on public.jul_reflections (user_id, created_at);

create trigger set_updated_at before insert or update on public.jul_reflections
for each row execute function public.set_updated_at();
create trigger record_tombstone after delete on public.jul_reflections
for each row execute function public.record_tombstone('user_id');

-- The sync engine's replay and re-creation rules, where this database has them (same as every pushed table).
do $$
begin
  if to_regprocedure('public.skip_replayed_insert()') is not null then
    create trigger skip_replayed_insert before insert on public.jul_reflections
    for each row execute function public.skip_replayed_insert();
  end if;
  if to_regprocedure('public.clear_tombstones()') is not null then
    create trigger clear_tombstones after insert on public.jul_reflections
    for each row execute function public.clear_tombstones();
  end if;
end
$$;

-- Owner only, like every plain owned table. Pro-only writing is a UI rule (001 §5), as for the other
-- feature tiers: the server enforces ownership, so a downgraded member keeps their archive.
alter table public.jul_reflections enable row level security;
revoke all on public.jul_reflections from anon, authenticated;
grant all on public.jul_reflections to service_role;
grant select, insert, update, delete on public.jul_reflections to authenticated;
create policy owner_select on public.jul_reflections for select to authenticated
  using (user_id = (select auth.uid()));
create policy owner_insert on public.jul_reflections for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy owner_update on public.jul_reflections for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy owner_delete on public.jul_reflections for delete to authenticated
  using (user_id = (select auth.uid()));

do $$
begin
  if not exists (
    select 1 from pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'jul_reflections'
  ) then
    alter publication supabase_realtime add table public.jul_reflections;
  end if;
end
$$;
