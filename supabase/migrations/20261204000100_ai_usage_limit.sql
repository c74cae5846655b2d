-- A per-member limit on the AI functions (ai-chat, voice-to-text, transcribe-audio,
-- generate-session-report): each call costs the project money at the AI provider, so the functions'
-- frame takes one unit of the member's budget before the provider is asked and answers 429 once it is
-- spent. The budget is the spec's rate limit (000 §9: 10 actions per 60 s per key), counted per user
-- over a window shared by the four functions. The counters sit in the schema the REST API never
-- exposes; only the service role (the functions, after verifying the caller's token) reaches them.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to service_role;

create table private.ai_usage_windows (
  user_id uuid primary key,
  window_start timestamptz not null,
  calls integer not null check (calls >= 0)
);
alter table private.ai_usage_windows enable row level security;
grant select, insert, update, delete on private.ai_usage_windows to service_role;

-- Takes one call from the member's window, atomically (one upsert, so two calls at once cannot both
-- take the last unit). A window opens with the member's first call and lasts window_seconds; a call
-- after it opens the next. Answers { allowed, calls, retry_after_seconds }: the seconds until the
-- window ends when refused.
create function public.ai_usage_take(member uuid, max_calls integer, window_seconds integer)
returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  span interval := make_interval(secs => window_seconds);
  counted integer;
  opened timestamptz;
begin
  if member is null or max_calls < 1 or window_seconds < 1 then
    raise exception 'ai_usage_take: a member, a positive limit and a positive window are required'
      using errcode = '22023';
  end if;
  insert into private.ai_usage_windows as w (user_id, window_start, calls)
    values (member, now(), 1)
    on conflict on constraint ai_usage_windows_pkey
    do update set
      window_start = case when w.window_start + span <= now() then now() else w.window_start end,
      calls = case when w.window_start + span <= now() then 1 else w.calls + 1 end
    where w.window_start + span <= now() or w.calls < max_calls
    returning w.calls into counted;
  if counted is not null then
    return jsonb_build_object('allowed', true, 'calls', counted, 'retry_after_seconds', 0);
  end if;
  select w.window_start into opened from private.ai_usage_windows w where w.user_id = member;
  return jsonb_build_object(
    'allowed', false,
    'calls', max_calls,
    'retry_after_seconds', greatest(1, ceil(extract(epoch from opened + span - now())))::integer
  );
end;
$$;
revoke execute on function public.ai_usage_take(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.ai_usage_take(uuid, integer, integer) to service_role;
