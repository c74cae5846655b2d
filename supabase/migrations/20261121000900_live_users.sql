-- live-users (spec 000 §7, 001 §7): the header indicator polls the live-users function every 20 s,
-- and each poll is the caller's heartbeat. A visitor is "seen" when it calls live-users; the count
-- is the number of distinct visitors seen in the last minute. The table sits in a schema the REST
-- API never exposes and only the service role (the function) reaches it: visitor keys are user ids
-- or hashed addresses, never shown to clients, never mirrored by the sync engine.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to service_role;

create table private.live_user_pings (
  visitor_key text primary key,
  seen_at timestamptz not null default now()
);
alter table private.live_user_pings enable row level security;
grant select, insert, update, delete on private.live_user_pings to service_role;

create function public.live_users_touch(visitor_key text) returns integer
language sql volatile set search_path = '' as $$
  delete from private.live_user_pings where seen_at < now() - interval '10 minutes';
  insert into private.live_user_pings as p (visitor_key, seen_at)
    values (live_users_touch.visitor_key, now())
    on conflict on constraint live_user_pings_pkey do update set seen_at = now();
  select count(*)::integer from private.live_user_pings where seen_at > now() - interval '1 minute';
$$;
revoke execute on function public.live_users_touch(text) from public, anon, authenticated;
grant execute on function public.live_users_touch(text) to service_role;
