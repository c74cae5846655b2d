-- Voice chirps from the advisor (000 §6: a Pro benefit). An advisor's room message may carry a voice
-- note: `voice_url` points at an audio file in the captures bucket, uploaded by the poster's device
-- through the upload lane like any capture (content-addressed, in the poster's own folder). Only the
-- advisor's messages carry one (members cannot post as the advisor: room_insert), and the file must be
-- the poster's own, so a message can never lend out someone else's file.
alter table public.yel_room_messages add column voice_url text;
alter table public.yel_room_messages add constraint yel_room_messages_voice_from_advisor check (
  voice_url is null
  or (
    is_from_advisor
    and split_part(public.capture_file_path(voice_url), '/', 1) = user_id::text
  )
);
create index yel_room_messages_voice_idx on public.yel_room_messages (public.capture_file_path(voice_url))
  where voice_url is not null;

-- Who may hear a voice note: whoever may read its message, on the Pro tier (free and premium members
-- see the message's text and a Pro lock), and staff. Read through a signed URL like every capture.
create function public.can_hear_voice_chirp(object_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select auth.uid() is not null and exists (
    select 1 from public.yel_room_messages m
    where m.voice_url is not null
      and public.capture_file_path(m.voice_url) = object_name
      and m.is_from_advisor
      and (
        public.is_staff()
        or (
          public.tier_rank(public.mobile_tier()) >= 2
          and public.can_read_room(m.room_type)
          and (cardinality(m.target_user_ids) = 0 or auth.uid() = any (m.target_user_ids))
        )
      )
  )
$$;
revoke all on function public.can_hear_voice_chirp(text) from public, anon;
grant execute on function public.can_hear_voice_chirp(text) to authenticated;

create policy "quickadd-photos: voice chirps heard in their room" on storage.objects for select
  to authenticated
  using (bucket_id = 'quickadd-photos' and public.can_hear_voice_chirp(name));

-- A voice note keeps its file: an inbox capture of the same bytes deleted later must not take it, and
-- deleting the message (or removing its note) frees the file like any capture.
create or replace function public.capture_file_in_use(owner uuid, object_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
      select 1 from public.capture_inbox c
      where c.user_id = owner and public.capture_file_path(c.file_url) = object_name)
    or exists (
      select 1 from public.session_notes s
      where s.user_id = owner and public.capture_file_path(s.file_url) = object_name)
    or exists (
      select 1 from public.media_items m
      where m.user_id = owner
        and (public.capture_file_path(m.file_url) = object_name
          or public.capture_file_path(m.photo_url) = object_name))
    or exists (
      select 1 from public.yel_room_messages r
      where r.user_id = owner and public.capture_file_path(r.voice_url) = object_name)
$$;
revoke all on function public.capture_file_in_use(uuid, text) from public, anon, authenticated;

create or replace function public.queue_capture_file_deletion() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  before_row jsonb := to_jsonb(old);
  after_row jsonb := case when tg_op = 'UPDATE' then to_jsonb(new) else '{}'::jsonb end;
  owner uuid := old.user_id;
  column_name text;
  object_name text;
begin
  foreach column_name in array array['file_url', 'photo_url', 'voice_url'] loop
    object_name := public.capture_file_path(before_row ->> column_name);
    continue when object_name is null
      or split_part(object_name, '/', 1) <> owner::text
      or object_name is not distinct from public.capture_file_path(after_row ->> column_name)
      or public.capture_file_in_use(owner, object_name);
    insert into private.storage_deletions (bucket_id, name)
    values ('quickadd-photos', object_name)
    on conflict do nothing;
  end loop;
  return null;
end
$$;
revoke all on function public.queue_capture_file_deletion() from public, anon, authenticated;

create trigger queue_capture_file_deletion after delete or update of voice_url on public.yel_room_messages
  for each row execute function public.queue_capture_file_deletion();
