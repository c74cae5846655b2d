-- 000 §5's sensitive limit, 3 attempts per 15 minutes per key, for checkout starts: each one opens a
-- session at the payment provider, so the checkout functions take one attempt of the caller's before
-- they do. Counted in the database, so every function instance shares one count, in the schema the
-- REST API never exposes; only the service role reaches it. A refusal goes to the audit trail as a
-- security event. (Sign-in, magic links and password resets are limited by the auth server itself, as
-- GoTrue limits them.)

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to service_role;

create table private.sensitive_attempts (
  action text not null,
  subject text not null,
  attempted_at timestamptz not null default now()
);
create index sensitive_attempts_key_idx on private.sensitive_attempts (action, subject, attempted_at);
alter table private.sensitive_attempts enable row level security;
grant select, insert, update, delete on private.sensitive_attempts to service_role;

-- Answers { allowed, attempts, retry_after_seconds } for `action` by `subject` over the last
-- window_seconds. Allowed: the attempt is counted. Refused: nothing is counted, the refusal is audited
-- ('rate_limit_exceeded', medium) and retry_after_seconds says when the oldest attempt leaves the window.
-- Attempts of one key are taken one at a time (a transaction lock on the key), so two requests at once
-- cannot both take the last one.
create function public.sensitive_attempt_take(
  action text,
  subject text,
  max_attempts integer,
  window_seconds integer,
  actor uuid default null
)
returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  span interval := make_interval(secs => window_seconds);
  recent integer;
  oldest timestamptz;
  wait integer;
begin
  if action is null or subject is null or max_attempts < 1 or window_seconds < 1 then
    raise exception 'sensitive_attempt_take: an action, a subject, a positive limit and window are required'
      using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('sensitive:' || action || ':' || subject));
  delete from private.sensitive_attempts a
    where a.action = sensitive_attempt_take.action and a.subject = sensitive_attempt_take.subject
      and a.attempted_at <= now() - span;
  select count(*), min(a.attempted_at) into recent, oldest from private.sensitive_attempts a
    where a.action = sensitive_attempt_take.action and a.subject = sensitive_attempt_take.subject;
  if recent >= max_attempts then
    wait := greatest(1, ceil(extract(epoch from oldest + span - now())))::integer;
    insert into public.audit_events (event_type, action, severity, user_id, resource, metadata)
      values ('security', 'rate_limit_exceeded', 'medium', actor, action,
        jsonb_build_object('subject', subject, 'limit', max_attempts, 'window_seconds', window_seconds,
          'retry_after_seconds', wait));
    return jsonb_build_object('allowed', false, 'attempts', recent, 'retry_after_seconds', wait);
  end if;
  insert into private.sensitive_attempts (action, subject) values (action, subject);
  recent := recent + 1;
  return jsonb_build_object('allowed', true, 'attempts', recent, 'retry_after_seconds', 0);
end;
$$;
revoke execute on function public.sensitive_attempt_take(text, text, integer, integer, uuid)
  from public, anon, authenticated;
grant execute on function public.sensitive_attempt_take(text, text, integer, integer, uuid)
  to service_role;
