-- Capture, media, message rooms and sparks (001 §3, 002 §3).

create table public.capture_inbox (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'unassigned' check (status in ('unassigned', 'assigned', 'archived')),
  content text,
  content_type text not null default 'text' check (content_type in ('text', 'voice', 'photo')),
  file_url text,
  file_name text,
  location text,
  tags text[] not null default '{}',
  -- On assignment holds {assigned_to, assigned_at}; otherwise the capture context of 000 §3.
  capture_context jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index capture_inbox_user_status_idx on public.capture_inbox (user_id, status, created_at);

create table public.session_notes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references public.sessions (id) on delete cascade,
  tags text[] not null default '{session}',
  content text,
  content_type text not null default 'text' check (content_type in ('text', 'voice', 'photo')),
  file_url text,
  file_name text,
  capture_context jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index session_notes_user_session_idx on public.session_notes (user_id, session_id, created_at);

-- Links a captured item to a board card (001 §3). Polymorphic by design, so no foreign keys on the ids.
create table public.board_assignments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  source_type text not null default 'session_notes',
  source_id uuid not null,
  target_type text not null default 'julboard_task',
  target_id uuid not null,
  assignment_context jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The mobile media item (002 §3) as a table rather than a view: the library edits and deletes items offline,
-- and a view over several tables could not take queued writes.
create table public.media_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  type text not null check (type in ('photo', 'voice', 'quick_note')),
  title text,
  description text,
  content text,
  photo_url text,
  file_url text,
  location text,
  tags text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index media_items_user_created_idx on public.media_items (user_id, created_at);

create table public.yel_room_messages (
  id uuid primary key default gen_random_uuid(),
  -- The author; for advisor posts, the staff member who posted.
  user_id uuid not null references auth.users (id) on delete cascade,
  room_type text not null check (room_type in ('julius', 'peer', 'cross-group')),
  content text not null check (length(btrim(content)) > 0),
  message_type text not null default 'text',
  is_from_advisor boolean not null default false,
  -- Empty for a broadcast; otherwise only these users (at most 10, 001 §9) and staff may read it.
  target_user_ids uuid[] not null default '{}' check (cardinality(target_user_ids) <= 10),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index yel_room_messages_room_idx on public.yel_room_messages (room_type, created_at);

create table public.sparks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  spark_type text not null default 'manual' check (spark_type in ('manual', 'system')),
  content text not null check (length(btrim(content)) > 0),
  -- Union of the mobile (002 §3) and desktop (001 §3) source lists.
  source_type text not null default 'manual'
    check (source_type in ('manual', 'quickadd', 'julboard', 'media', 'session', 'yelroom', 'system')),
  source_id text,
  metadata jsonb not null default '{}'::jsonb,
  is_favorited boolean not null default false,
  is_archived boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sparks_user_feed_idx on public.sparks (user_id, is_archived, created_at);

create table public.user_spark_notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  last_viewed_spark_id uuid references public.sparks (id) on delete set null,
  unread_count integer not null default 0 check (unread_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
