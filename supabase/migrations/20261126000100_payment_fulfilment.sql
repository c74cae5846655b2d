-- Payments (issue 16; spec 000 §7, 001 §7, 002 §7): what a completed checkout activates. The payment
-- provider's webhook and the local test-checkout page both end here, through the service role only.
-- Each activation is recorded under its reference (the checkout session id), so a webhook delivered
-- twice, or Pay pressed twice, activates once.

create table private.payment_fulfilments (
  reference text primary key,
  user_id uuid references auth.users (id) on delete set null,
  kind text not null check (kind in ('desktop_pro', 'mobile_premium', 'mobile_pro', 'service_card')),
  fulfilled_at timestamptz not null default now()
);
alter table private.payment_fulfilments enable row level security;
grant select, insert, update, delete on private.payment_fulfilments to service_role;

-- Activates what was bought; false when the reference was already fulfilled.
create function public.payment_fulfil(
  reference text,
  user_id uuid,
  kind text,
  service_card_id uuid default null,
  amount_paid integer default null,
  currency text default 'eur',
  expires_at timestamptz default null
) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
begin
  insert into private.payment_fulfilments (reference, user_id, kind)
    values (payment_fulfil.reference, payment_fulfil.user_id, payment_fulfil.kind)
    on conflict on constraint payment_fulfilments_pkey do nothing;
  if not found then
    return false;
  end if;
  if payment_fulfil.kind = 'desktop_pro' then
    insert into public.jul_memberships (user_id, membership_tier, status)
      values (payment_fulfil.user_id, 'desktop_pro', 'active')
      on conflict on constraint jul_memberships_user_id_membership_kind_key
      do update set membership_tier = 'desktop_pro', status = 'active', expiry_date = null;
  elsif payment_fulfil.kind in ('mobile_premium', 'mobile_pro') then
    insert into public.mobile_subscriptions (user_id, tier, active, expires_at)
      values (payment_fulfil.user_id, substr(payment_fulfil.kind, 8), true, payment_fulfil.expires_at)
      on conflict on constraint mobile_subscriptions_user_id_key
      do update set tier = excluded.tier, active = true, expires_at = excluded.expires_at;
  else
    if payment_fulfil.amount_paid is null then
      raise exception 'a service card purchase needs amount_paid' using errcode = '22023';
    end if;
    insert into public.user_service_purchases (user_id, service_card_id, amount_paid, currency, status)
      values (payment_fulfil.user_id, payment_fulfil.service_card_id, payment_fulfil.amount_paid,
        lower(payment_fulfil.currency), 'paid');
  end if;
  return true;
end
$$;

-- The customer portal's plan change: desktop_standard / desktop_pro, mobile_premium / mobile_pro.
create function public.payment_change_plan(user_id uuid, plan text) returns void
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if plan in ('desktop_standard', 'desktop_pro') then
    insert into public.jul_memberships (user_id, membership_tier, status)
      values (payment_change_plan.user_id, plan, 'active')
      on conflict on constraint jul_memberships_user_id_membership_kind_key do update set membership_tier = excluded.membership_tier,
        status = 'active';
  elsif plan in ('mobile_premium', 'mobile_pro') then
    insert into public.mobile_subscriptions (user_id, tier, active)
      values (payment_change_plan.user_id, substr(plan, 8), true)
      on conflict on constraint mobile_subscriptions_user_id_key do update set tier = excluded.tier, active = true;
  else
    raise exception 'unknown plan %', plan using errcode = '22023';
  end if;
end
$$;

-- A subscription that ended (cancelled in the portal, or the provider's subscription deleted).
-- The rows stay, so the member's history and card survive; the tier falls back (none / free).
create function public.payment_end_plan(user_id uuid, area text) returns void
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if area = 'desktop' then
    update public.jul_memberships m set status = 'cancelled'
      where m.user_id = payment_end_plan.user_id and m.membership_kind = 'desktop_access';
  elsif area = 'mobile' then
    update public.mobile_subscriptions s set active = false where s.user_id = payment_end_plan.user_id;
  else
    raise exception 'unknown area %', area using errcode = '22023';
  end if;
end
$$;

revoke execute on function public.payment_fulfil(text, uuid, text, uuid, integer, text, timestamptz),
  public.payment_change_plan(uuid, text), public.payment_end_plan(uuid, text)
  from public, anon, authenticated;
grant execute on function public.payment_fulfil(text, uuid, text, uuid, integer, text, timestamptz),
  public.payment_change_plan(uuid, text), public.payment_end_plan(uuid, text) to service_role;
