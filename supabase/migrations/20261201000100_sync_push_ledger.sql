-- Exactly-once delivery and per-field conflicts for the sync engine (sync/CONTEXT.md "Write path").
--
-- Devices send their queue through one function, sync_push(client_id, entries): one transaction under
-- the caller's RLS, a savepoint per entry (or per group of entries that belong together), a ledger row
-- per device that records the last change number applied, and an answer per entry. A resend after a
-- lost answer meets the ledger and changes nothing, however late it comes. Which edit of a field wins is
-- decided by when it was made (a hybrid logical clock per field, kept in each row's sync_clock), never
-- by when it arrived.

-- A hybrid logical clock value: 15 digits of milliseconds since 1970, 4 digits of counter, the writer.
-- Fixed width, so values compare as text (in the C collation). Writes that do not come through
-- sync_push (functions, triggers, the service role) are stamped with the server's own time.
create or replace function public.sync_hlc_now() returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.lpad(
    pg_catalog.floor(extract(epoch from pg_catalog.clock_timestamp()) * 1000)::bigint::text, 15, '0'
  ) || ':0000:server'
$$;

-- The id of a row in a table whose rows are unique per another key (one notification row per member,
-- one minutes configuration per member and type, one push token per member and device): derived from
-- that key, so every device creates the same row and a second device's first write never fights over
-- the id. A SHA-256 of '<table>:<key values joined by :>' shaped as a version 8 UUID; the devices
-- compute the same (sync/derived-id.ts).
create or replace function public.sync_derived_id(table_name text, key_values text[]) returns uuid
language sql
immutable
set search_path = ''
as $$
  with h as (
    select pg_catalog.encode(
      pg_catalog.sha256(pg_catalog.convert_to(table_name || ':' || pg_catalog.array_to_string(key_values, ':'), 'UTF8')),
      'hex'
    ) as hex
  )
  select (
    pg_catalog.substr(hex, 1, 12) || '8' || pg_catalog.substr(hex, 14, 3)
    || pg_catalog.substr('89ab', (('x' || pg_catalog.substr(hex, 17, 1))::bit(4)::int & 3) + 1, 1)
    || pg_catalog.substr(hex, 18, 15)
  )::uuid
  from h
$$;

-- New rows of such a table take the derived id whoever writes them (a device, a trigger, a function),
-- so nobody can take another member's id first. Arguments: the key columns.
create or replace function public.sync_derive_id() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_json jsonb := to_jsonb(new);
  key_values text[] := '{}';
  i int;
begin
  for i in 0 .. tg_nargs - 1 loop
    key_values := key_values || (row_json ->> tg_argv[i]);
  end loop;
  new.id := public.sync_derived_id(tg_table_name, key_values);
  return new;
end
$$;

create trigger sync_derive_id before insert on public.user_spark_notifications
for each row execute function public.sync_derive_id('user_id');
create trigger sync_derive_id before insert on public.meeting_minutes_config
for each row execute function public.sync_derive_id('user_id', 'config_type');
create trigger sync_derive_id before insert on public.push_notification_tokens
for each row execute function public.sync_derive_id('user_id', 'platform');

update public.user_spark_notifications set id = public.sync_derived_id('user_spark_notifications', array[user_id::text]);
update public.meeting_minutes_config set id = public.sync_derived_id('meeting_minutes_config', array[user_id::text, config_type]);
update public.push_notification_tokens set id = public.sync_derived_id('push_notification_tokens', array[user_id::text, platform]);

-- Field clocks: {"<column>": hlc, …, "*": the clock of every column not named}. Kept by the server only.
alter table public.profiles add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.push_notification_tokens add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.app_context_log add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.context_detection_log add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.biometric_credentials add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.sessions add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.session_reports add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.session_recaps add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.console_proposals add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.meeting_minutes add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.meeting_minutes_config add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.milestones add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.julboard_tasks add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.photo_field_notes add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.crm_contacts add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.crm_interactions add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.jul_reflections add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.capture_inbox add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.session_notes add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.board_assignments add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.media_items add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.yel_room_messages add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.sparks add column sync_clock jsonb not null default '{}'::jsonb;
alter table public.user_spark_notifications add column sync_clock jsonb not null default '{}'::jsonb;

-- The tables devices may change through sync_push (the registry's push tables; a unit test compares).
create or replace function public.sync_push_tables() returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'profiles', 'push_notification_tokens', 'app_context_log', 'context_detection_log',
    'biometric_credentials', 'sessions', 'session_reports', 'session_recaps', 'console_proposals',
    'meeting_minutes', 'meeting_minutes_config', 'milestones', 'julboard_tasks', 'photo_field_notes',
    'crm_contacts', 'crm_interactions', 'jul_reflections', 'capture_inbox', 'session_notes',
    'board_assignments', 'media_items', 'yel_room_messages', 'sparks', 'user_spark_notifications'
  ]::text[]
$$;

-- Stamps sync_clock on every write. The write sync_push is making names itself in `jul.sync_write`
-- ({table, id, hlc}): its insert takes the device's clock, its update the clock sync_push computed.
-- Any other write (a function, a trigger, the service role, a direct REST call) stamps the columns it
-- changed with the server's time, and a clock sent along with it is ignored.
create or replace function public.sync_stamp_clock() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  setting text := pg_catalog.current_setting('jul.sync_write', true);
  writing jsonb := case when setting is null or setting = '' then null else setting::jsonb end;
  own boolean := writing is not null and writing ->> 'table' = tg_table_name and writing ->> 'id' = new.id::text;
  changed jsonb;
begin
  if tg_op = 'INSERT' then
    new.sync_clock := jsonb_build_object('*', case when own then writing ->> 'hlc' else public.sync_hlc_now() end);
  elsif not own then
    select coalesce(jsonb_object_agg(n.key, public.sync_hlc_now()), '{}'::jsonb) into changed
    from jsonb_each(to_jsonb(new)) n
    join jsonb_each(to_jsonb(old)) o using (key)
    where n.value is distinct from o.value and n.key not in ('updated_at', 'sync_clock');
    new.sync_clock := coalesce(old.sync_clock, '{}'::jsonb) || changed;
  end if;
  return new;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array public.sync_push_tables() loop
    execute format(
      'create trigger sync_stamp_clock before insert or update on public.%I '
      'for each row execute function public.sync_stamp_clock()', t);
  end loop;
end
$$;

-- One row per device and member: the last change number (`seq`) applied, and the answers of the last
-- request, so a resend after a lost answer gets the very answers it missed.
create table public.sync_ledger (
  client_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  last_seq bigint not null default 0 check (last_seq >= 0),
  last_results jsonb not null default '[]'::jsonb,
  -- The latest edit clock given to this device's changes (`sync_effective_hlc`).
  last_hlc text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sync_ledger_user_idx on public.sync_ledger (user_id);

alter table public.sync_ledger enable row level security;
revoke all on public.sync_ledger from anon, authenticated;
grant all on public.sync_ledger to service_role;
grant select, insert, update on public.sync_ledger to authenticated;
create policy owner_select on public.sync_ledger for select to authenticated
  using (user_id = (select auth.uid()));
create policy owner_insert on public.sync_ledger for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy owner_update on public.sync_ledger for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create trigger set_updated_at before insert or update on public.sync_ledger
for each row execute function public.set_updated_at();

-- When a device's change counts as made. A device clock far ahead of the server's would win every
-- conflict for as long as it is ahead, and pass its time on to every device that edits after it: a
-- clock more than 15 minutes ahead of the server's is cut back to that. And a device's changes count
-- in the order it sends them (its later edit of a row always wins over its earlier one, also when the
-- cut or a clock put right since would order them otherwise): never at or before `floor`, the last
-- clock given to the same device.
create or replace function public.sync_effective_hlc(hlc text, floor text) returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  cap bigint := pg_catalog.floor(extract(epoch from pg_catalog.clock_timestamp()) * 1000)::bigint + 900000;
  node text := pg_catalog.substr(hlc, 22);
  effective text := hlc;
  floor_ms bigint;
  floor_counter int;
begin
  if pg_catalog.substr(hlc, 1, 15)::bigint > cap then
    effective := pg_catalog.lpad(cap::text, 15, '0') || ':0000:' || node;
  end if;
  if floor is not null and effective collate "C" <= floor collate "C" then
    floor_ms := pg_catalog.substr(floor, 1, 15)::bigint;
    floor_counter := pg_catalog.substr(floor, 17, 4)::int;
    effective := case
      when floor_counter < 9999 then
        pg_catalog.lpad(floor_ms::text, 15, '0') || ':' || pg_catalog.lpad((floor_counter + 1)::text, 4, '0') || ':' || node
      else pg_catalog.lpad((floor_ms + 1)::text, 15, '0') || ':0000:' || node
    end;
  end if;
  return effective;
end
$$;

-- Texts the device shows for refusals it cannot fix by waiting (sync/push/answers.ts keeps the same).
create or replace function public.sync_refusal(code text) returns text
language sql
immutable
set search_path = ''
as $$
  select case code
    when 'not_applied' then 'The server did not apply this change: the row no longer exists or you may not change it.'
    when 'not_deleted' then 'The server did not delete this row: you may not delete it. It is still there.'
    when 'taken' then 'A row with this id already exists and is not yours.'
    when 'foreign_client' then 'This device id belongs to another account.'
    when 'gap' then 'This change was sent out of order.'
    when 'group' then 'Not applied: a change sent with it was refused.'
  end
$$;

-- Applies one entry as the caller (RLS decides) and answers {status: 'applied', row, deleted}; raises
-- for a refusal, which the caller's savepoint turns into a refused answer.
create or replace function public.sync_apply_entry(entry jsonb) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  tbl text := entry ->> 'table';
  action text := entry ->> 'action';
  target_id uuid;
  data jsonb := entry -> 'data';
  hlc text := entry ->> 'hlc';
  writable text[];
  unknown text;
  cols text;
  cur jsonb;
  clock jsonb;
  winners text[];
  result jsonb;
  gone boolean;
begin
  if action = 'skip' then
    return jsonb_build_object('status', 'skipped');
  end if;
  if tbl is null or not (tbl = any (public.sync_push_tables())) then
    raise exception 'Changes to % are not accepted from devices', coalesce(tbl, 'this table') using errcode = '42501';
  end if;
  if action is null or action not in ('insert', 'update', 'delete') then
    raise exception 'Unknown action %', coalesce(action, '(none)') using errcode = '22023';
  end if;
  target_id := (entry ->> 'id')::uuid;
  if target_id is null then
    raise exception 'The change names no row' using errcode = '22023';
  end if;
  if hlc is null or hlc !~ '^[0-9]{15}:[0-9]{4}:[A-Za-z0-9_-]{1,64}$' then
    raise exception 'The change carries no valid edit time' using errcode = '22023';
  end if;

  if action = 'delete' then
    execute format('delete from public.%I t where t.id = $1 returning true', tbl) into gone using target_id;
    if gone is null then
      execute format('select true from public.%I t where t.id = $1', tbl) into gone using target_id;
      if gone then
        raise exception '%', public.sync_refusal('not_deleted') using errcode = '42501';
      end if;
    end if;
    return jsonb_build_object('status', 'applied', 'row', null, 'deleted', true);
  end if;

  if jsonb_typeof(data) is distinct from 'object' then
    raise exception 'The change carries no fields' using errcode = '22023';
  end if;
  if pg_catalog.octet_length(data::text) > 1000000 then
    raise exception 'This change is too large (% bytes; at most 1 MB)', pg_catalog.octet_length(data::text)
      using errcode = '22023';
  end if;
  select pg_catalog.array_agg(a.attname::text) into writable
  from pg_catalog.pg_attribute a
  where a.attrelid = ('public.' || pg_catalog.quote_ident(tbl))::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname not in ('updated_at', 'sync_clock');
  select k into unknown from jsonb_object_keys(data) k where not (k = any (writable)) limit 1;
  if unknown is not null then
    raise exception 'Column % of % cannot be written', unknown, tbl using errcode = '42703';
  end if;

  execute format('select to_jsonb(t) from public.%I t where t.id = $1', tbl) into cur using target_id;

  if cur is null and action = 'insert' then
    if data ? 'id' and data ->> 'id' is distinct from target_id::text then
      raise exception 'The row''s id does not match the change' using errcode = '22023';
    end if;
    select pg_catalog.string_agg(pg_catalog.quote_ident(k), ', ') into cols from jsonb_object_keys(data) k;
    perform pg_catalog.set_config(
      'jul.sync_write', jsonb_build_object('table', tbl, 'id', target_id, 'hlc', hlc)::text, true);
    begin
      execute format(
        'insert into public.%I as t (%s) select %s from jsonb_populate_record(null::public.%I, $1) returning to_jsonb(t)',
        tbl, cols, cols, tbl) into result using data;
    exception when unique_violation then
      perform pg_catalog.set_config('jul.sync_write', '', true);
      raise exception '%', public.sync_refusal('taken') using errcode = '23505';
    end;
    perform pg_catalog.set_config('jul.sync_write', '', true);
    -- Skipped by skip_replayed_insert: the row was deleted after this insert first landed.
    return jsonb_build_object('status', 'applied', 'row', result, 'deleted', result is null);
  end if;

  if cur is null then
    if exists (select 1 from public.sync_tombstones s where s.table_name = tbl and s.row_id = target_id) then
      return jsonb_build_object('status', 'applied', 'row', null, 'deleted', true);
    end if;
    raise exception '%', public.sync_refusal('not_applied') using errcode = 'P0002';
  end if;

  -- The row is there (an update, or an insert met by another device's insert of the same row): each
  -- field takes this change's value only if this change was made after the field's last change. Clocks
  -- only grow, so a field that loses on this read loses for good; the others are decided again inside
  -- the UPDATE, against the row as it is once its lock is held.
  clock := coalesce(cur -> 'sync_clock', '{}'::jsonb);
  select pg_catalog.array_agg(k) into winners
  from jsonb_object_keys(data) k
  where k not in ('id', 'created_at')
    and hlc collate "C" > coalesce(clock ->> k, clock ->> '*', '') collate "C";
  if winners is null then
    return jsonb_build_object('status', 'applied', 'row', cur, 'deleted', false);
  end if;
  select pg_catalog.string_agg(format(
      '%1$I = case when $3 collate "C" > coalesce(t.sync_clock ->> %2$L, t.sync_clock ->> ''*'', '''') collate "C" '
      'then r.%1$I else t.%1$I end', k, k), ', ')
  into cols from pg_catalog.unnest(winners) k;
  perform pg_catalog.set_config(
    'jul.sync_write', jsonb_build_object('table', tbl, 'id', target_id, 'hlc', hlc)::text, true);
  execute format(
    'update public.%I as t set %s, sync_clock = t.sync_clock || ('
    'select coalesce(jsonb_object_agg(k, $3), ''{}''::jsonb) from pg_catalog.unnest($4::text[]) k '
    'where $3 collate "C" > coalesce(t.sync_clock ->> k, t.sync_clock ->> ''*'', '''') collate "C") '
    'from jsonb_populate_record(null::public.%I, $1) r where t.id = $2 returning to_jsonb(t)',
    tbl, cols, tbl) into result using data, target_id, hlc, winners;
  perform pg_catalog.set_config('jul.sync_write', '', true);
  if result is null then
    raise exception '%', public.sync_refusal('not_applied') using errcode = 'P0002';
  end if;
  return jsonb_build_object('status', 'applied', 'row', result, 'deleted', false);
end
$$;

-- entries: [{seq, entry_id, table, action: insert|update|delete|skip, id, data, hlc, group?}, …], in
-- the device's order, seq gap-free from the ledger's last_seq + 1 (lower ones are resends). Entries of
-- one group (consecutive, same `group`) commit together or not at all. Answers
-- {last_seq, server_time, results: [{seq, entry_id, status: applied|skipped|duplicate|refused,
-- row?, deleted?, code?, message?, replayed?}]}. Bad input is refused per entry (or, for a batch that
-- is not a list, with 400); nothing is changed for it.
create or replace function public.sync_push(client_id uuid, entries jsonb) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  ledger public.sync_ledger;
  last_done bigint;
  n int;
  i int := 0;
  j int;
  k int;
  failing int;
  unit_group text;
  e jsonb;
  seq bigint;
  expected bigint;
  found_result jsonb;
  unit jsonb;
  results jsonb := '[]'::jsonb;
  fresh jsonb := '[]'::jsonb;
  refused_code text;
  refused_message text;
  stop_rest boolean := false;
  clock_floor text;
  entry_now jsonb;
begin
  if caller is null then
    raise exception 'Sign in to send changes' using errcode = '42501';
  end if;
  if client_id is null then
    raise exception 'client_id is required' using errcode = '22023';
  end if;
  if jsonb_typeof(entries) is distinct from 'array' then
    raise exception 'entries must be a list' using errcode = '22023';
  end if;
  n := jsonb_array_length(entries);
  if n > 500 then
    raise exception 'At most 500 entries per request (got %)', n using errcode = '22023';
  end if;

  select * into ledger from public.sync_ledger l where l.client_id = sync_push.client_id for update;
  if not found then
    begin
      insert into public.sync_ledger (client_id, user_id) values (sync_push.client_id, caller) returning * into ledger;
    exception when unique_violation then
      -- Taken meanwhile by this member's other tab, or another member's device id.
      select * into ledger from public.sync_ledger l where l.client_id = sync_push.client_id for update;
      if not found then
        select coalesce(jsonb_agg(jsonb_build_object(
          'seq', x -> 'seq', 'entry_id', x -> 'entry_id', 'status', 'refused', 'code', 'foreign_client',
          'message', public.sync_refusal('foreign_client'))), '[]'::jsonb)
        into results from jsonb_array_elements(entries) x;
        return jsonb_build_object('last_seq', null, 'server_time',
          pg_catalog.floor(extract(epoch from pg_catalog.clock_timestamp()) * 1000)::bigint, 'results', results);
      end if;
    end;
  end if;
  last_done := ledger.last_seq;
  clock_floor := ledger.last_hlc;

  while i < n loop
    e := entries -> i;
    unit_group := case when jsonb_typeof(e) = 'object' then e ->> 'group' end;
    j := i + 1;
    if unit_group is not null then
      while j < n and (entries -> j) ->> 'group' = unit_group loop
        j := j + 1;
      end loop;
    end if;

    -- Resends first: an entry at or below the ledger was applied (or refused) before.
    unit := '[]'::jsonb;
    failing := null;
    expected := last_done;
    for k in i .. j - 1 loop
      e := entries -> k;
      seq := case when jsonb_typeof(e -> 'seq') = 'number' and (e ->> 'seq') ~ '^[0-9]{1,18}$'
                  then (e ->> 'seq')::bigint end;
      if stop_rest or seq is null or jsonb_typeof(e) <> 'object' then
        results := results || jsonb_build_object('seq', e -> 'seq', 'entry_id', e -> 'entry_id',
          'status', 'refused', 'code', case when stop_rest then 'gap' else '22023' end,
          'message', case when stop_rest then public.sync_refusal('gap') else 'The change has no valid number' end);
        continue;
      end if;
      if seq <= last_done then
        found_result := null;
        select r into found_result from jsonb_array_elements(ledger.last_results) r
        where (r ->> 'seq')::bigint = seq and r ->> 'entry_id' = e ->> 'entry_id' limit 1;
        results := results || coalesce(found_result || '{"replayed": true}'::jsonb,
          jsonb_build_object('seq', seq, 'entry_id', e -> 'entry_id', 'status', 'duplicate'));
        continue;
      end if;
      if seq <> expected + 1 then
        stop_rest := true;
        results := results || jsonb_build_object('seq', seq, 'entry_id', e -> 'entry_id', 'status', 'refused',
          'code', 'gap', 'message', public.sync_refusal('gap'), 'expected', expected + 1);
        continue;
      end if;
      expected := seq;
      unit := unit || e;
    end loop;

    if jsonb_array_length(unit) > 0 then
      declare
        applied jsonb := '[]'::jsonb;
        answer jsonb;
      begin
        begin
          for k in 0 .. jsonb_array_length(unit) - 1 loop
            failing := k;
            entry_now := unit -> k;
            if (entry_now ->> 'hlc') ~ '^[0-9]{15}:[0-9]{4}:[A-Za-z0-9_-]{1,64}$' then
              entry_now := jsonb_set(
                entry_now, '{hlc}', to_jsonb(public.sync_effective_hlc(entry_now ->> 'hlc', clock_floor)));
              clock_floor := entry_now ->> 'hlc';
            end if;
            answer := public.sync_apply_entry(entry_now);
            applied := applied || (answer || jsonb_build_object(
              'seq', ((unit -> k) ->> 'seq')::bigint, 'entry_id', (unit -> k) -> 'entry_id'));
          end loop;
        exception when others then
          get stacked diagnostics refused_code = returned_sqlstate, refused_message = message_text;
          perform pg_catalog.set_config('jul.sync_write', '', true);
          applied := '[]'::jsonb;
          for k in 0 .. jsonb_array_length(unit) - 1 loop
            applied := applied || jsonb_build_object(
              'seq', ((unit -> k) ->> 'seq')::bigint, 'entry_id', (unit -> k) -> 'entry_id', 'status', 'refused',
              'code', case when k = failing then refused_code else 'group' end,
              'message', case when k = failing then refused_message else public.sync_refusal('group') end);
          end loop;
        end;
        results := results || applied;
        fresh := fresh || applied;
        last_done := expected;
      end;
    end if;
    i := j;
  end loop;

  if jsonb_array_length(fresh) > 0 then
    update public.sync_ledger l
    set last_seq = last_done,
        last_hlc = clock_floor,
        last_results = (select coalesce(jsonb_agg(r - 'row'), '[]'::jsonb) from jsonb_array_elements(fresh) r)
    where l.client_id = sync_push.client_id;
  end if;
  return jsonb_build_object(
    'last_seq', last_done,
    'server_time', pg_catalog.floor(extract(epoch from pg_catalog.clock_timestamp()) * 1000)::bigint,
    'results', results);
end
$$;

revoke all on function public.sync_push(uuid, jsonb) from public;
grant execute on function public.sync_push(uuid, jsonb) to authenticated;
revoke all on function public.sync_apply_entry(jsonb) from public;
grant execute on function public.sync_apply_entry(jsonb) to authenticated;
revoke all on function public.sync_derived_id(text, text[]) from public;
grant execute on function public.sync_derived_id(text, text[]) to authenticated, service_role;
