-- Helpers every later migration leans on: server-clock timestamps, the tombstone table, staff recognition.
-- gen_random_uuid() is core PostgreSQL (13+), so no extension is needed (PGlite lacks most contrib modules).

-- Staff are recognised by the signed-in address (000 §6): a company domain or a named staff/demo/info
-- account. Both live here so a hosted project can change them without a migration.
create table public.staff_rules (
  id uuid primary key default gen_random_uuid(),
  rule_type text not null check (rule_type in ('domain', 'email')),
  value text not null unique check (value = lower(value)),
  label text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One tombstone per deleted synced row, so other devices learn of deletes when they pull (DESIGN: read path).
-- user_id is the owner of the deleted row; null means a shared row every signed-in device mirrors.
create table public.sync_tombstones (
  id uuid primary key default gen_random_uuid(),
  table_name text not null,
  row_id uuid not null,
  user_id uuid,
  deleted_at timestamptz not null default clock_timestamp()
);
create index sync_tombstones_pull_idx on public.sync_tombstones (deleted_at, id);
create index sync_tombstones_owner_idx on public.sync_tombstones (user_id, deleted_at);

-- updated_at is the pull cursor, so it must come from the server's clock, never the client's.
-- clock_timestamp() rather than now(): a long transaction would otherwise stamp rows with its start time,
-- widening the window in which a committed row sorts before an already-read cursor.
create or replace function public.set_updated_at() returns trigger
language plpgsql
as $$
begin
  new.updated_at := clock_timestamp();
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  return new;
end
$$;

-- tg_argv[0] names the owner column ('user_id', 'id' for profiles) or is absent for shared tables.
-- Shared rows that merely become invisible (service_cards.is_active turning false) are tombstoned too,
-- because a mirror would otherwise keep showing a row it can no longer pull.
create or replace function public.record_tombstone() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner_id uuid;
begin
  if tg_nargs > 0 then
    owner_id := (to_jsonb(old) ->> tg_argv[0])::uuid;
  end if;
  insert into public.sync_tombstones (table_name, row_id, user_id)
  values (tg_table_name, old.id, owner_id);
  return null;
end
$$;

create or replace function public.is_staff() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  -- The email claim alone is not enough: an unconfirmed sign-up on the company domain must not be staff.
  select exists (
    select 1
    from auth.users u
    join public.staff_rules r
      on (r.rule_type = 'email' and r.value = lower(u.email))
      or (r.rule_type = 'domain' and r.value = split_part(lower(u.email), '@', 2))
    where u.id = auth.uid()
      and lower(u.email) = lower(auth.jwt() ->> 'email')
      and u.email_confirmed_at is not null
  )
$$;

-- Mobile tier ranks (001 §9): free 0, premium 1, pro 2.
create or replace function public.tier_rank(tier text) returns integer
language sql
immutable
as $$ select case tier when 'pro' then 2 when 'premium' then 1 else 0 end $$;
