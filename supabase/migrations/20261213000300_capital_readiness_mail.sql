-- The capital readiness e-mails: what the member's workflows promise, sent by the server.
--
-- The database decides what is owed and keeps it in an outbox, in the same transaction as the change
-- that owes it: a member's report becoming published owes one message per active `report_published`
-- workflow, and one per active `score_changed` workflow when its score differs from the member's
-- previous published report; the monthly job owes one per active `monthly_summary` workflow. A unique
-- key per workflow and event makes every enqueue idempotent (a report republished, a job run twice).
-- The `send-capital-readiness-mail` function drains the outbox as the service role: it claims due rows
-- (a lease, `for update skip locked`), sends, and records the outcome with a compare-and-set on the
-- claim, so one row is never sent by two drains. Members read their own rows' status; nobody but the
-- service role writes. The outbox is server-side only: not synced, not in realtime.

create table public.capital_readiness_mail_outbox (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- A deleted workflow takes its unsent messages with it: 'No more e-mails will be sent for it'.
  workflow_id uuid not null references public.capital_readiness_workflows (id) on delete cascade,
  trigger_event text not null check (trigger_event in ('report_published', 'score_changed', 'monthly_summary')),
  -- What the message is about: the report's id (and, for a score change, the new score), or the month.
  event_key text not null check (length(event_key) between 1 and 100),
  report_id uuid references public.company_reports (id) on delete cascade,
  previous_score integer,
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (length(last_error) <= 500),
  next_attempt_at timestamptz not null default now(),
  -- While 'sending': until when the drain that claimed the row holds it; a crashed drain's lease runs out.
  claimed_until timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (workflow_id, event_key)
);
create index capital_readiness_mail_outbox_due_idx on public.capital_readiness_mail_outbox (next_attempt_at)
  where status in ('queued', 'sending');
create index capital_readiness_mail_outbox_user_idx on public.capital_readiness_mail_outbox (user_id, workflow_id);

create trigger set_updated_at before insert or update on public.capital_readiness_mail_outbox
for each row execute function public.set_updated_at();

alter table public.capital_readiness_mail_outbox enable row level security;
revoke all on public.capital_readiness_mail_outbox from public, anon, authenticated;
grant all on public.capital_readiness_mail_outbox to service_role;
grant select on public.capital_readiness_mail_outbox to authenticated;
create policy owner_select on public.capital_readiness_mail_outbox for select to authenticated
  using (user_id = (select auth.uid()));

-- When a workflow last sent, for the workflows screen: set by the drain (service role) and synced with the
-- workflow; a member's write cannot set it (devices never send it, and this trigger keeps the server's).
alter table public.capital_readiness_workflows add column last_sent_at timestamptz;

create or replace function private.capital_readiness_keep_last_sent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.role()) is distinct from 'service_role' then
    new.last_sent_at := case when tg_op = 'INSERT' then null else old.last_sent_at end;
  end if;
  return new;
end
$$;
revoke all on function private.capital_readiness_keep_last_sent() from public, anon, authenticated;
create trigger keep_last_sent before insert or update on public.capital_readiness_workflows
for each row execute function private.capital_readiness_keep_last_sent();

-- One message per active workflow of the member for the event; an existing key is left alone.
create or replace function private.capital_readiness_enqueue(
  member uuid, event text, key text, report uuid, previous integer
) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.capital_readiness_mail_outbox (user_id, workflow_id, trigger_event, event_key, report_id, previous_score)
  select w.user_id, w.id, w.trigger_event, key, report, previous
  from public.capital_readiness_workflows w
  where w.user_id = member and w.trigger_event = event and w.is_active
  on conflict (workflow_id, event_key) do nothing
$$;
revoke all on function private.capital_readiness_enqueue(uuid, text, text, uuid, integer) from public, anon, authenticated;

-- A member's report that becomes published owes its report_published messages; when it is the member's
-- newest published report (by published_at, as the screens order the score history), being published or
-- a change of its score owes score_changed messages if its score differs from the report before it.
create or replace function private.capital_readiness_report_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  became_published boolean := new.is_published and (tg_op = 'INSERT' or not old.is_published);
  score_moved boolean := tg_op = 'UPDATE' and old.is_published and new.is_published
    and old.readiness_score is distinct from new.readiness_score;
  published timestamptz := coalesce(new.published_at, new.updated_at);
  previous_score integer;
begin
  if new.user_id is null or not (became_published or score_moved) then
    return null;
  end if;
  if became_published then
    perform private.capital_readiness_enqueue(new.user_id, 'report_published', new.id::text, new.id, null);
  end if;
  -- A score moves only with the member's newest report: an older one published late is history.
  if exists (
    select 1 from public.company_reports r
    where r.user_id = new.user_id and r.is_published and r.id <> new.id
      and coalesce(r.published_at, r.updated_at) > published
  ) then
    return null;
  end if;
  select r.readiness_score into previous_score
  from public.company_reports r
  where r.user_id = new.user_id and r.is_published and r.id <> new.id and r.readiness_score is not null
    and coalesce(r.published_at, r.updated_at) <= published
  order by coalesce(r.published_at, r.updated_at) desc, r.id desc
  limit 1;
  if new.readiness_score is not null and previous_score is not null and previous_score <> new.readiness_score then
    perform private.capital_readiness_enqueue(
      new.user_id, 'score_changed', new.id::text || ':' || new.readiness_score, new.id, previous_score);
  end if;
  return null;
end
$$;
revoke all on function private.capital_readiness_report_mail() from public, anon, authenticated;

create trigger capital_readiness_mail after insert or update of is_published, readiness_score, user_id
on public.company_reports for each row execute function private.capital_readiness_report_mail();

-- The monthly summaries of `for_month` (default: this one), about each member's newest published report;
-- a member with none yet gets none. Idempotent per month, so a job that runs more often than monthly,
-- or twice, owes nothing new.
create or replace function public.capital_readiness_enqueue_monthly(for_month date default null)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  key text := pg_catalog.to_char(coalesce(for_month, (pg_catalog.now() at time zone 'utc')::date), 'YYYY-MM');
  added integer;
begin
  insert into public.capital_readiness_mail_outbox (user_id, workflow_id, trigger_event, event_key, report_id)
  select w.user_id, w.id, 'monthly_summary', key, latest.id
  from public.capital_readiness_workflows w
  cross join lateral (
    select r.id from public.company_reports r
    where r.user_id = w.user_id and r.is_published
    order by coalesce(r.published_at, r.updated_at) desc, r.id desc
    limit 1
  ) latest
  where w.trigger_event = 'monthly_summary' and w.is_active
  on conflict (workflow_id, event_key) do nothing;
  get diagnostics added = row_count;
  return added;
end
$$;
revoke all on function public.capital_readiness_enqueue_monthly(date) from public, anon, authenticated;
grant execute on function public.capital_readiness_enqueue_monthly(date) to service_role;

-- The drain's claim: up to `max_rows` due messages (queued and due, or sending with a lapsed lease),
-- each leased for `lease_seconds` with one more attempt counted, with what the e-mail needs. A message
-- whose workflow was paused since is not sent: it fails with that reason.
create or replace function public.capital_readiness_mail_claim(max_rows integer, lease_seconds integer default 120)
returns table (
  id uuid,
  trigger_event text,
  event_key text,
  attempts integer,
  recipients text[],
  workflow_name text,
  member_name text,
  company_name text,
  report_title text,
  report_summary text,
  readiness_score integer,
  previous_score integer
)
language plpgsql
security invoker
set search_path = ''
as $$
begin
  update public.capital_readiness_mail_outbox o
  set status = 'failed', last_error = 'The workflow was paused before the e-mail was sent', claimed_until = null
  from public.capital_readiness_workflows w
  where w.id = o.workflow_id and not w.is_active and o.status = 'queued';

  return query
  with due as (
    select o.id from public.capital_readiness_mail_outbox o
    where (o.status = 'queued' and o.next_attempt_at <= pg_catalog.now())
      or (o.status = 'sending' and o.claimed_until < pg_catalog.now())
    order by o.next_attempt_at, o.id
    limit greatest(max_rows, 0)
    for update skip locked
  ), claimed as (
    update public.capital_readiness_mail_outbox o
    set status = 'sending', attempts = o.attempts + 1,
      claimed_until = pg_catalog.now() + pg_catalog.make_interval(secs => lease_seconds)
    from due where o.id = due.id
    returning o.*
  )
  select c.id, c.trigger_event, c.event_key, c.attempts, w.recipients, w.name,
    nullif(pg_catalog.btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''),
    r.company_name, r.title, r.summary, r.readiness_score, c.previous_score
  from claimed c
  join public.capital_readiness_workflows w on w.id = c.workflow_id
  left join public.profiles p on p.id = c.user_id
  left join public.company_reports r on r.id = c.report_id
  order by c.next_attempt_at, c.id;
end
$$;
revoke all on function public.capital_readiness_mail_claim(integer, integer) from public, anon, authenticated;
grant execute on function public.capital_readiness_mail_claim(integer, integer) to service_role;

-- The drain's outcome for a message it claimed: 'sent', 'retry' (a passing failure: queued again after
-- `retry_seconds`, or failed once `max_attempts` are spent) or 'failed' (the provider refused it). Only a
-- row still claimed (status 'sending') changes, so a drain whose lease ran out cannot undo another's send.
-- A message sent stamps its workflow's last_sent_at.
create or replace function public.capital_readiness_mail_finish(
  message_id uuid, outcome text, error text default null, retry_seconds integer default 60, max_attempts integer default 5
) returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if outcome not in ('sent', 'retry', 'failed') then
    raise exception 'outcome must be sent, retry or failed' using errcode = '22023';
  end if;
  update public.capital_readiness_mail_outbox o
  set status = case
        when outcome = 'sent' then 'sent'
        when outcome = 'retry' and o.attempts < max_attempts then 'queued'
        else 'failed' end,
    sent_at = case when outcome = 'sent' then pg_catalog.now() end,
    last_error = case when outcome = 'sent' then null else pg_catalog.left(error, 500) end,
    next_attempt_at = case when outcome = 'retry'
      then pg_catalog.now() + pg_catalog.make_interval(secs => greatest(retry_seconds, 0)) else o.next_attempt_at end,
    claimed_until = null
  where o.id = message_id and o.status = 'sending';
  if not found then
    return false;
  end if;
  if outcome = 'sent' then
    update public.capital_readiness_workflows w set last_sent_at = pg_catalog.now()
    from public.capital_readiness_mail_outbox o
    where o.id = message_id and w.id = o.workflow_id;
  end if;
  return true;
end
$$;
revoke all on function public.capital_readiness_mail_finish(uuid, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.capital_readiness_mail_finish(uuid, text, text, integer, integer) to service_role;

-- Where pg_cron exists (hosted Supabase) the database runs the jobs; the local server runs the same on
-- its own timer (supabase/local/daily-jobs.ts). The monthly summaries are owed on the 1st at 06:00 UTC.
-- The drain is the edge function, called every two minutes through pg_net with the project URL and the
-- service role key from Vault (`project_url`, `service_role_key`: Supabase's recipe for scheduled
-- functions); where pg_net is missing, schedule the POST elsewhere.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('capital-readiness-monthly-summary', '0 6 1 * *',
      'select public.capital_readiness_enqueue_monthly()');
    if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
      create extension if not exists pg_net;
      perform cron.schedule('capital-readiness-mail-drain', '*/2 * * * *', $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
            || '/functions/v1/send-capital-readiness-mail',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
          body := '{}'::jsonb)
      $job$);
    end if;
  end if;
end
$$;
