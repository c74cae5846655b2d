-- The members' console and board (001 §3, 002 §3). Every row is owned by user_id.

create table public.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null,
  description text,
  session_type text,
  start_time timestamptz not null,
  end_time timestamptz,
  status text not null default 'scheduled' check (status in ('scheduled', 'completed', 'cancelled')),
  -- The summary; holds the marker AI_REPORT_GENERATED once a report exists (001 §3).
  notes text,
  meeting_url text,
  recording_url text,
  attendee_name text,
  attendee_email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sessions_user_start_idx on public.sessions (user_id, start_time);

create table public.session_reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid references public.sessions (id) on delete cascade,
  title text not null,
  executive_summary text,
  key_insights text[] not null default '{}',
  action_items text[] not null default '{}',
  recommendations text[] not null default '{}',
  next_steps text[] not null default '{}',
  attendees text[] not null default '{}',
  -- Minutes; 90 and 'Strategic Advisory' are the spec's defaults (001 §9).
  duration integer not null default 90,
  session_type text not null default 'Strategic Advisory',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index session_reports_session_idx on public.session_reports (session_id);

create table public.session_recaps (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid references public.sessions (id) on delete set null,
  title text not null,
  session_type text,
  session_date timestamptz not null,
  summary text,
  recording_url text,
  action_items text[] not null default '{}',
  key_insights text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index session_recaps_user_date_idx on public.session_recaps (user_id, session_date);

create table public.console_proposals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null,
  category text,
  status text not null default 'draft'
    check (status in ('draft', 'pending', 'in_progress', 'active', 'agreed', 'completed')),
  description text,
  due_date date,
  priority text not null default 'medium' check (priority in ('urgent', 'high', 'medium', 'low')),
  -- A list of {name, url, ...}; the console reads the first item's url (001 §3).
  attachments jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index console_proposals_user_idx on public.console_proposals (user_id, created_at);

create table public.meeting_minutes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid references public.sessions (id) on delete set null,
  title text not null,
  meeting_date timestamptz not null,
  duration_minutes integer not null default 90,
  attendees text[] not null default '{}',
  key_topics text[] not null default '{}',
  decisions_made text[] not null default '{}',
  action_items text[] not null default '{}',
  deliverables_promised text[] not null default '{}',
  next_steps text[] not null default '{}',
  client_value_summary text,
  recording_url text,
  status text not null default 'draft' check (status in ('draft', 'reviewed', 'approved', 'archived')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index meeting_minutes_user_date_idx on public.meeting_minutes (user_id, meeting_date);

-- Per user, not global: it describes that member's own cloud-drive integration (001 §3), and a global row
-- would let any member switch recording detection off for everyone.
create table public.meeting_minutes_config (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  config_type text not null default 'google_drive_integration',
  settings jsonb not null default '{"auto_detect_recordings": true}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, config_type)
);

create table public.milestones (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null,
  description text,
  progress_percentage integer not null default 0 check (progress_percentage between 0 and 100),
  target_date date,
  status text not null default 'pending' check (status in ('pending', 'in_progress', 'completed', 'at_risk')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index milestones_user_target_idx on public.milestones (user_id, target_date);

create table public.julboard_tasks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null,
  description text,
  status text not null default 'backlog' check (status in ('backlog', 'in_progress', 'completed')),
  priority text not null default 'medium' check (priority in ('urgent', 'high', 'medium', 'low')),
  assigned_to text,
  due_date date,
  labels text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index julboard_tasks_user_updated_idx on public.julboard_tasks (user_id, updated_at);

-- Written by the checkout side only. amount_paid is in cents (001 §9 board metrics divide by 100).
create table public.user_service_purchases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  service_card_id uuid references public.service_cards (id) on delete set null,
  amount_paid integer not null check (amount_paid >= 0),
  currency text not null default 'eur' check (currency in ('eur', 'usd', 'gbp')),
  status text not null default 'paid' check (status in ('paid', 'refunded', 'pending')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_service_purchases_user_idx on public.user_service_purchases (user_id);

create table public.photo_field_notes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null,
  description text,
  photo_url text,
  location text,
  tags text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A member's own CRM contacts (looked up by email when logging an interaction, 001 §7).
create table public.crm_contacts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  full_name text,
  company text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, email)
);

create table public.crm_interactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  contact_id uuid references public.crm_contacts (id) on delete cascade,
  interaction_type text not null,
  interaction_subject text,
  interaction_notes text,
  interaction_outcome text,
  scheduled_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.biometric_credentials (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  device_id text not null,
  credential_id text not null,
  device_name text,
  is_active boolean not null default true,
  last_used_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, device_id)
);
