-- The devices' one read: sync_pull(request) reads what changed in the caller's scopes, under the
-- caller's RLS, in one request whatever the number of tables (sync/CONTEXT.md "Read path").
--
-- request: {"scopes": [{"scope", "since": xid|null, "after"?: {"table", "xid", "id"}, "held"?: ["<id>@<xid>"]}],
--           "limit"?: rows (≤ 1000), "scopes_hash"?: the hash of the scope list the device knows}
-- answer:  {"horizon": xid, "server_time": ms, "scopes_hash", "scopes"?: [...] (when the hash differs),
--           "results": [{"scope", "rows": {"<table>": [row…], "sync_tombstones": [{"table", "id", "xid"}…]},
--                        "next": {"table", "xid", "id"} | null} | {"scope", "gone": true}
--                        | {"scope", "resync": true}]}
--
-- A scope is read table by table in its order, rows from `since` on (or after `after`, the last row a
-- page ended on), tombstones last, and `limit` rows at most per request: `next` says where the next
-- request goes on. Nothing changed costs one index probe per table of the scope and answers no rows:
-- the same call is the probe. `held` names rows (id and version) the device holds already, its own
-- writes from push answers above all: they are not sent back. Scopes are answered in the order asked
-- until the limit is reached; a scope not answered is asked again. Scopes the caller does not hold
-- are "gone"; a `since` older than the compacted tombstones asks for a `resync` from scratch.

-- The tables a kind of scope reads, in pull order (tier tables first).
create or replace function public.sync_scope_tables(kind text) returns text[]
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'public' then array['service_cards', 'feature_flags', 'app_versions']
    when 'user' then array[
      'profiles', 'jul_memberships', 'mobile_subscriptions', 'user_service_purchases',
      'push_notification_tokens', 'biometric_credentials', 'sessions', 'session_reports', 'session_recaps',
      'console_proposals', 'meeting_minutes', 'meeting_minutes_config', 'milestones', 'julboard_tasks',
      'photo_field_notes', 'crm_contacts', 'crm_interactions', 'jul_reflections', 'capture_inbox',
      'session_notes', 'board_assignments', 'media_items', 'yel_room_messages', 'sparks',
      'user_spark_notifications']
    when 'member' then array['profiles', 'sessions', 'julboard_tasks']
    when 'room' then array['yel_room_messages']
    when 'room-all' then array['yel_room_messages']
  end
$$;

-- 'user:<uuid>' → ('user', '<uuid>'); 'room:julius:all' → ('room-all', 'julius'); null for anything else.
create or replace function public.sync_scope_parts(scope text, out kind text, out key text)
language sql
immutable
set search_path = ''
as $$
  select
    case
      when scope = 'public' then 'public'
      when scope ~ '^user:[0-9a-f-]{36}$' then 'user'
      when scope ~ '^member:[0-9a-f-]{36}$' then 'member'
      when scope ~ '^room:(julius|peer|cross-group):all$' then 'room-all'
      when scope ~ '^room:(julius|peer|cross-group)$' then 'room'
    end,
    case
      when scope ~ '^(user|member):' then pg_catalog.split_part(scope, ':', 2)
      when scope ~ '^room:' then pg_catalog.split_part(scope, ':', 2)
    end
$$;

-- The one query text per (kind, table) that sync_pull runs, with parameters
-- $1 text the scope's key (a member id, a room) or, for tombstones, the scope itself;
-- $2 xid8, $3 uuid read after this (version, id); $4 integer at most this many rows;
-- $5 uuid the caller; $6 text[] rows held already, as '<id>@<version>'.
-- tests/backend/sync/pull-plans.test.ts runs EXPLAIN on every one of them.
create or replace function public.sync_pull_statement(kind text, tbl text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  scoped text;
begin
  if tbl = 'sync_tombstones' then
    return 'select jsonb_build_object(''table'', t.table_name, ''id'', t.row_id, ''xid'', t.sync_xid::text) as r, '
      't.sync_xid as v, t.id '
      'from public.sync_tombstones t where t.scope = $1 and (t.sync_xid, t.id) > ($2, $3) '
      'and (t.audience is null or $5 = any (t.audience)) '
      'order by t.sync_xid, t.id limit $4';
  end if;
  if not (tbl = any (public.sync_scope_tables(kind))) then
    raise exception 'Table % is not read by % scopes', tbl, kind using errcode = '22023';
  end if;
  scoped := case
    when kind = 'public' then 'true'
    when tbl = 'profiles' then 't.id = $1::uuid'
    when kind in ('user', 'member') then 't.user_id = $1::uuid'
    when kind = 'room-all' then 't.room_type = $1'
    else 't.room_type = $1 and (cardinality(t.target_user_ids) = 0 or $5 = any (t.target_user_ids))'
  end;
  return format(
    'select to_jsonb(t) as r, t.sync_xid as v, t.id from public.%I t where %s '
    'and (t.sync_xid, t.id) > ($2, $3) '
    'and not ((t.id::text || ''@'' || t.sync_xid::text) = any ($6)) '
    'order by t.sync_xid, t.id limit $4',
    tbl, scoped);
end
$$;

create or replace function public.sync_pull(request jsonb) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  mine text[] := public.sync_my_scopes();
  mine_hash text := pg_catalog.md5(pg_catalog.array_to_string(mine, ','));
  -- Every transaction below this had ended when this snapshot was taken (a stable function reads
  -- through the one snapshot of its call).
  horizon xid8 := pg_catalog.pg_snapshot_xmin(pg_catalog.pg_current_snapshot());
  compacted xid8 := public.sync_compacted_upto();
  nil uuid := '00000000-0000-0000-0000-000000000000';
  budget integer;
  item jsonb;
  scope text;
  parts record;
  since xid8;
  from_xid xid8;
  from_id uuid;
  start_table text;
  held text[];
  tbl text;
  page jsonb;
  n integer;
  last_row jsonb;
  found_rows jsonb;
  next_at jsonb;
  results jsonb := '[]'::jsonb;
begin
  if caller is null then
    raise exception 'Sign in to sync' using errcode = '42501';
  end if;
  if jsonb_typeof(request) is distinct from 'object' or jsonb_typeof(request -> 'scopes') is distinct from 'array' then
    raise exception 'The request must be {"scopes": [...]}' using errcode = '22023';
  end if;
  if jsonb_array_length(request -> 'scopes') > 1000 then
    raise exception 'At most 1000 scopes per request' using errcode = '22023';
  end if;
  if request ? 'limit' and (jsonb_typeof(request -> 'limit') <> 'number' or (request ->> 'limit') !~ '^[0-9]{1,4}$') then
    raise exception 'limit must be a whole number of rows' using errcode = '22023';
  end if;
  budget := least(greatest(coalesce((request ->> 'limit')::integer, 1000), 1), 1000);

  for item in select x.value from jsonb_array_elements(request -> 'scopes') x loop
    exit when budget <= 0;
    if jsonb_typeof(item) is distinct from 'object' or jsonb_typeof(item -> 'scope') is distinct from 'string' then
      raise exception 'Each scope must be {"scope": "...", "since": ...}' using errcode = '22023';
    end if;
    scope := item ->> 'scope';
    select * into parts from public.sync_scope_parts(scope);
    if parts.kind is null then
      raise exception 'Unknown scope %', pg_catalog.left(scope, 80) using errcode = '22023';
    end if;
    if not (scope = any (mine)) then
      results := results || jsonb_build_object('scope', scope, 'gone', true);
      continue;
    end if;
    since := coalesce((item ->> 'since')::xid8, '0'::xid8);
    if item ->> 'since' is not null and since <= compacted then
      results := results || jsonb_build_object('scope', scope, 'resync', true);
      continue;
    end if;
    if item ? 'held' and (jsonb_typeof(item -> 'held') <> 'array' or jsonb_array_length(item -> 'held') > 1000) then
      raise exception 'held must be a list of at most 1000 "<id>@<version>"' using errcode = '22023';
    end if;
    select coalesce(pg_catalog.array_agg(h), '{}'::text[]) into held from jsonb_array_elements_text(item -> 'held') h;

    from_xid := since;
    from_id := nil;
    start_table := null;
    if item -> 'after' is not null and jsonb_typeof(item -> 'after') <> 'null' then
      if jsonb_typeof(item -> 'after') <> 'object' then
        raise exception 'after must be {"table", "xid", "id"}' using errcode = '22023';
      end if;
      start_table := item -> 'after' ->> 'table';
      if not (start_table = any (public.sync_scope_tables(parts.kind) || 'sync_tombstones'::text)) then
        raise exception 'after names no table of this scope' using errcode = '22023';
      end if;
      from_xid := (item -> 'after' ->> 'xid')::xid8;
      from_id := (item -> 'after' ->> 'id')::uuid;
    end if;

    found_rows := '{}'::jsonb;
    next_at := null;
    foreach tbl in array public.sync_scope_tables(parts.kind) || 'sync_tombstones'::text loop
      if start_table is not null then
        continue when tbl <> start_table;
        start_table := null;
      end if;
      execute format(
        'select coalesce(jsonb_agg(x.r order by x.v, x.id), ''[]''::jsonb), count(*)::integer, '
        '(pg_catalog.array_agg(jsonb_build_object(''xid'', x.v::text, ''id'', x.id) order by x.v desc, x.id desc))[1] '
        'from (%s) x', public.sync_pull_statement(parts.kind, tbl))
      into page, n, last_row
      using case when tbl = 'sync_tombstones' then scope else parts.key end, from_xid, from_id, budget, caller, held;
      if n > 0 then
        found_rows := found_rows || jsonb_build_object(tbl, page);
      end if;
      budget := budget - n;
      if budget <= 0 then
        next_at := jsonb_build_object('table', tbl) || last_row;
        exit;
      end if;
      from_xid := since;
      from_id := nil;
    end loop;
    results := results || jsonb_build_object('scope', scope, 'rows', found_rows, 'next', next_at);
  end loop;

  return jsonb_build_object(
    'horizon', horizon::text,
    'server_time', pg_catalog.floor(extract(epoch from pg_catalog.clock_timestamp()) * 1000)::bigint,
    'scopes_hash', mine_hash,
    'results', results)
    || case when request ->> 'scopes_hash' is distinct from mine_hash
      then jsonb_build_object('scopes', to_jsonb(mine)) else '{}'::jsonb end;
end
$$;

revoke all on function public.sync_pull(jsonb) from public;
grant execute on function public.sync_pull(jsonb) to authenticated;
revoke all on function public.sync_pull_statement(text, text) from public;
grant execute on function public.sync_pull_statement(text, text) to authenticated, service_role;
