-- Demo accounts. Password for all: Jul-demo-2026! — stored as a bcrypt hash computed once with
-- bcryptjs, so this file works unchanged on hosted Supabase (GoTrue verifies $2a$ bcrypt hashes).
-- Fixed ids so tests and docs can name the accounts. Their first hex segments modulo 100 differ
-- (53, 6, 59, 12, 65, 18), which makes the feature-flag rollout rule (000 §4.1) visible across accounts.
--   11111111-… demo@example.com             22222222-… staff@jul.example
--   33333333-… founder.standard@example.com 44444444-… founder.pro@example.com
--   55555555-… investor@example.com         66666666-… newcomer@example.com

insert into public.staff_rules (rule_type, value, label) values
  ('domain', 'jul.example', 'company domain'),
  ('email', 'demo@example.com', 'shared demo account'),
  ('email', 'info@example.com', 'info account')
on conflict (value) do nothing;

do $$
declare
  pw constant text := '$2a$10$IqRT9dH9oJFbmKHK2aeSQOj6k1E8WCbTq0B6hfcepy3I3NOhsmelO';
  acct record;
begin
  for acct in
    select * from (values
      ('11111111-1111-4111-8111-111111111111'::uuid, 'demo@example.com', 'Demo', 'Member'),
      ('22222222-2222-4222-8222-222222222222'::uuid, 'staff@jul.example', 'Julia', 'Advisor'),
      ('33333333-3333-4333-8333-333333333333'::uuid, 'founder.standard@example.com', 'Sam', 'Standard'),
      ('44444444-4444-4444-8444-444444444444'::uuid, 'founder.pro@example.com', 'Priya', 'Pro'),
      ('55555555-5555-4555-8555-555555555555'::uuid, 'investor@example.com', 'Ivan', 'Investor'),
      ('66666666-6666-4666-8666-666666666666'::uuid, 'newcomer@example.com', 'Nina', 'Newcomer')
    ) as a (id, email, first_name, last_name)
  loop
    insert into auth.users (
      id, aud, role, email, encrypted_password, email_confirmed_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at
    ) values (
      acct.id, 'authenticated', 'authenticated', acct.email, pw, now() - interval '90 days',
      '{"provider": "email", "providers": ["email"]}'::jsonb,
      jsonb_build_object('first_name', acct.first_name, 'last_name', acct.last_name),
      now() - interval '90 days', now() - interval '90 days'
    ) on conflict (id) do nothing;
  end loop;

  -- GoTrue on hosted Supabase fails to sign in users whose token columns are NULL instead of ''.
  -- These columns exist there but not necessarily on the local server, hence the checks.
  if exists (select 1 from information_schema.columns
             where table_schema = 'auth' and table_name = 'users' and column_name = 'confirmation_token') then
    execute $q$
      update auth.users set confirmation_token = '', recovery_token = '', email_change_token_new = '',
        email_change = ''
      where email in (
        'demo@example.com', 'staff@jul.example', 'founder.standard@example.com', 'founder.pro@example.com',
        'investor@example.com', 'newcomer@example.com')
    $q$;
  end if;
  if exists (select 1 from information_schema.columns
             where table_schema = 'auth' and table_name = 'users' and column_name = 'instance_id') then
    execute $q$
      update auth.users set instance_id = '00000000-0000-0000-0000-000000000000'
      where instance_id is null and email in (
        'demo@example.com', 'staff@jul.example', 'founder.standard@example.com', 'founder.pro@example.com',
        'investor@example.com', 'newcomer@example.com')
    $q$;
  end if;

  if to_regclass('auth.identities') is not null then
    if exists (select 1 from information_schema.columns
               where table_schema = 'auth' and table_name = 'identities' and column_name = 'provider_id') then
      execute $q$
        insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at,
          created_at, updated_at)
        select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
          'email', now(), u.created_at, u.created_at
        from auth.users u
        where u.email in ('demo@example.com', 'staff@jul.example', 'founder.standard@example.com',
          'founder.pro@example.com', 'investor@example.com', 'newcomer@example.com')
          and not exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email')
      $q$;
    end if;
  end if;
end
$$;

-- Desktop access, mobile tier and pass tier per account. The newcomer has none of them
-- and no profile row.
insert into public.profiles (id, first_name, last_name, company, company_website, job_title, phone,
  linkedin_url, user_type, access_level, email)
values
  ('11111111-1111-4111-8111-111111111111', 'Demo', 'Member', 'JUL Demo Ventures', 'https://demo.example.com',
    'Founder & CEO', '+44 20 7946 0001', 'https://www.linkedin.com/in/jul-demo', 'founder', 'vip',
    'demo@example.com'),
  ('22222222-2222-4222-8222-222222222222', 'Julia', 'Advisor', 'JUL', 'https://jul.example',
    'Strategic Advisor', '+44 20 7946 0002', 'https://www.linkedin.com/in/jul-advisor', 'founder', 'staff',
    'staff@jul.example'),
  ('33333333-3333-4333-8333-333333333333', 'Sam', 'Standard', 'Sprout Labs', 'https://sprout.example.com',
    'Co-founder', '+1 212 555 0103', null, 'founder', 'member', 'founder.standard@example.com'),
  ('44444444-4444-4444-8444-444444444444', 'Priya', 'Pro', 'Northwind Robotics', 'https://northwind.example.com',
    'CEO', '+34 91 555 0104', 'https://www.linkedin.com/in/priya-pro', 'founder', 'member',
    'founder.pro@example.com'),
  ('55555555-5555-4555-8555-555555555555', 'Ivan', 'Investor', 'Harbour Capital', 'https://harbour.example.com',
    'Partner', '+44 20 7946 0105', 'https://www.linkedin.com/in/ivan-investor', 'investor', 'member',
    'investor@example.com');

insert into public.jul_memberships (user_id, membership_tier, status, card_number, issued_date, expiry_date,
  qr_code_data)
values
  ('11111111-1111-4111-8111-111111111111', 'desktop_pro', 'active', null, current_date - 90, null, null),
  ('22222222-2222-4222-8222-222222222222', 'desktop_pro', 'active', null, current_date - 90, null, null),
  ('33333333-3333-4333-8333-333333333333', 'desktop_standard', 'active', null, current_date - 60, null, null),
  ('44444444-4444-4444-8444-444444444444', 'desktop_pro', 'active', null, current_date - 60, null, null),
  ('55555555-5555-4555-8555-555555555555', 'desktop_pro', 'active', null, current_date - 30, null, null),
  ('11111111-1111-4111-8111-111111111111', 'pro', 'active', 'JUL-PRO-20260001', current_date - 90,
    current_date + 275, 'JUL-MEMBER-11111111-1111-4111-8111-111111111111'),
  ('22222222-2222-4222-8222-222222222222', 'pro', 'active', 'JUL-PRO-20260002', current_date - 90, null,
    'JUL-MEMBER-22222222-2222-4222-8222-222222222222'),
  ('33333333-3333-4333-8333-333333333333', 'base', 'active', 'JUL-BASE-20260003', current_date - 60, null,
    'JUL-MEMBER-33333333-3333-4333-8333-333333333333'),
  ('44444444-4444-4444-8444-444444444444', 'standard', 'active', 'JUL-STD-20260004', current_date - 60,
    current_date + 305, 'JUL-MEMBER-44444444-4444-4444-8444-444444444444'),
  ('55555555-5555-4555-8555-555555555555', 'pro', 'active', 'JUL-PRO-20260005', current_date - 30,
    current_date + 335, 'JUL-MEMBER-55555555-5555-4555-8555-555555555555');

insert into public.mobile_subscriptions (user_id, tier, active, expires_at, features)
values
  ('11111111-1111-4111-8111-111111111111', 'pro', true, now() + interval '1 year', '{"ai_voice": true}'),
  ('22222222-2222-4222-8222-222222222222', 'pro', true, null, '{"ai_voice": true}'),
  ('33333333-3333-4333-8333-333333333333', 'free', true, null, '{}'),
  ('44444444-4444-4444-8444-444444444444', 'premium', true, now() + interval '6 months', '{"quick_capture": true}'),
  ('55555555-5555-4555-8555-555555555555', 'pro', true, now() + interval '1 year', '{"ai_voice": true}');
