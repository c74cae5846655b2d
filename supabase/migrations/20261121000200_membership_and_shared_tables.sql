-- Accounts, tiers and the shared read-only tables (000 §3). Column names are the spec's.

-- profiles.id is the auth user id (one profile per user), so the owner column is id, not user_id.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  first_name text,
  last_name text,
  company text,
  company_website text,
  job_title text,
  phone text,
  linkedin_url text,
  user_type text not null default 'founder' check (user_type in ('founder', 'investor')),
  -- Granted by staff/service only; a trigger stops members from changing it (see the RLS migration).
  access_level text,
  email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_first_name_idx on public.profiles (first_name);

-- One table, two kinds of row (000 §3): desktop access (desktop_standard/desktop_pro) and the membership pass
-- (base/standard/pro, plus the business card named once). One row per user per kind; every query must
-- filter on membership_kind (or the tier list) because "one per user" holds only within a kind.
create table public.jul_memberships (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  membership_tier text not null
    check (membership_tier in ('desktop_standard', 'desktop_pro', 'base', 'standard', 'pro', 'business')),
  membership_kind text not null generated always as (
    case when membership_tier in ('desktop_standard', 'desktop_pro') then 'desktop_access' else 'pass' end
  ) stored,
  status text not null default 'active' check (status in ('active', 'inactive', 'expired', 'cancelled')),
  card_number text,
  issued_date date,
  expiry_date date,
  qr_code_data text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, membership_kind)
);

-- The mobile subscription state (000 §3 "Subscription state", 002 §3 "Mobile subscription"): the spec names
-- no table. One row per user; no row means free. Written by the payment/app-store side only.
create table public.mobile_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  tier text not null default 'free' check (tier in ('free', 'premium', 'pro')),
  active boolean not null default true,
  expires_at timestamptz,
  features jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.service_cards (
  id uuid primary key default gen_random_uuid(),
  card_id text unique,
  title text not null,
  subtitle text,
  description text,
  price_eur numeric(10, 2),
  price_usd numeric(10, 2),
  price_gbp numeric(10, 2),
  -- Free-form display price used by the mobile service list (002 §3 "Mobile service").
  price text,
  button_text text not null default 'Learn More',
  badge_text text,
  position_order integer not null default 0,
  location text not null default 'main',
  section_type text not null default 'main',
  is_active boolean not null default true,
  -- A comma list such as 'stripe,calendly' is allowed (000 §3), so no check on single values.
  cta_type text not null default 'info',
  -- An object, or a JSON string holding an object: both arrive in the wild and the client parses both.
  cta_config jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index service_cards_listing_idx on public.service_cards (location, section_type, position_order);

create table public.feature_flags (
  id uuid primary key default gen_random_uuid(),
  flag_key text not null unique,
  is_enabled boolean not null default false,
  rollout_percentage integer not null default 0 check (rollout_percentage between 0 and 100),
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.app_versions (
  id uuid primary key default gen_random_uuid(),
  version_number text not null unique,
  features jsonb not null default '{}'::jsonb,
  is_active boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- "Select app_versions: active, single" (000 §7) only works if at most one row is active.
create unique index app_versions_one_active_idx on public.app_versions (is_active) where is_active;

create table public.push_notification_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  device_token text not null,
  platform text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, platform)
);

create table public.app_context_log (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  context_type text not null,
  context_data jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index app_context_log_user_idx on public.app_context_log (user_id, created_at);

create table public.context_detection_log (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  detected_context text not null,
  route_path text,
  context_data jsonb,
  detection_method text,
  accuracy_score numeric(4, 3) check (accuracy_score between 0 and 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index context_detection_log_user_idx on public.context_detection_log (user_id, created_at);

-- Audit events (000 §3) so the audit-log function stores them. user_id survives account deletion as null:
-- a security trail must outlive the account it describes.
create table public.audit_events (
  id uuid primary key default gen_random_uuid(),
  event_type text not null check (event_type in ('security', 'auth', 'data_access', 'user_action')),
  action text not null,
  severity text not null default 'low' check (severity in ('low', 'medium', 'high', 'critical')),
  user_id uuid references auth.users (id) on delete set null,
  resource text,
  metadata jsonb,
  ip_address text,
  user_agent text,
  session_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index audit_events_created_idx on public.audit_events (created_at);
create index audit_events_user_idx on public.audit_events (user_id, created_at);
