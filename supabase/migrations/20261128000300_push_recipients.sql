-- Push on a new advisor message (issue 15, 002 §3 push_notification_tokens): the push-notify function,
-- called by a database webhook on yel_room_messages INSERT, asks who gets the push. The room rules are
-- the ones RLS applies to reading (000600 can_read_room) evaluated for each token's owner: julius and
-- peer reach every member, cross-group only pro members and staff; a targeted message only its targets.
-- The author never gets their own push. Service role only: the answer holds device tokens.
create or replace function public.push_recipients(message_id uuid)
returns table (user_id uuid, device_token text, platform text)
language sql
stable
security definer
set search_path = ''
as $$
  select t.user_id, t.device_token, t.platform
  from public.yel_room_messages m
  join public.push_notification_tokens t on t.user_id <> m.user_id
  where m.id = message_id
    and m.is_from_advisor
    and (cardinality(m.target_user_ids) = 0 or t.user_id = any (m.target_user_ids))
    and (
      m.room_type in ('julius', 'peer')
      or (
        m.room_type = 'cross-group'
        and (
          exists (
            select 1 from public.mobile_subscriptions s
            where s.user_id = t.user_id and s.tier = 'pro' and s.active
              and (s.expires_at is null or s.expires_at > now())
          )
          or exists (
            select 1 from auth.users u
            join public.staff_rules r
              on (r.rule_type = 'email' and r.value = lower(u.email))
              or (r.rule_type = 'domain' and r.value = split_part(lower(u.email), '@', 2))
            where u.id = t.user_id and u.email_confirmed_at is not null
          )
        )
      )
    )
$$;

revoke all on function public.push_recipients(uuid) from public, anon, authenticated;
grant execute on function public.push_recipients(uuid) to service_role;
