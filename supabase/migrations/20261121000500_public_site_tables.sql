-- Public-site data the spec shows but does not name (000 §2, §8).

-- Every public form (contact, partnership, advisory, application, strategy session booking, waitlists,
-- newsletter join and preferences) lands here, so a submission is stored and not only logged and toasted.
create table public.form_submissions (
  id uuid primary key default gen_random_uuid(),
  form_type text not null check (
    form_type in (
      'contact', 'partnership', 'advisory', 'application', 'strategy_session', 'waitlist',
      'membership_waitlist', 'ecosystem', 'newsletter_join', 'newsletter_preferences', 'newsletter_unsubscribe'
    )
  ),
  email text check (email is null or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  name text,
  -- The form's own fields; shapes differ per form, so they are kept whole.
  payload jsonb not null default '{}'::jsonb check (jsonb_typeof(payload) = 'object'),
  source_path text,
  -- Set when a signed-in member submits; anonymous visitors leave it null.
  user_id uuid references auth.users (id) on delete set null,
  status text not null default 'new' check (status in ('new', 'handled', 'spam')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index form_submissions_type_idx on public.form_submissions (form_type, created_at);

-- Public proposals served at /p/{slug}; edited by staff at /admin/proposals/{id}.
create table public.public_proposals (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  client_name text,
  client_company text,
  summary text,
  -- Ordered sections {heading, body}; rendered as text, never as HTML.
  sections jsonb not null default '[]'::jsonb,
  pricing jsonb,
  valid_until date,
  is_published boolean not null default false,
  published_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Company (capital readiness) reports for /crr/{reportId}/view, /crr/report/{reportId},
-- /crr/{companySlug}/{reportSlug} and /crr/{companySlug}.
create table public.company_reports (
  id uuid primary key default gen_random_uuid(),
  company_slug text not null check (company_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  report_slug text not null check (report_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  company_name text not null,
  title text not null,
  summary text,
  readiness_score integer check (readiness_score between 0 and 100),
  sections jsonb not null default '[]'::jsonb,
  is_published boolean not null default false,
  published_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (company_slug, report_slug)
);
