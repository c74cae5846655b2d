-- Members' captures (quick-add photos, voice memos) are private: the bucket is no longer public, so a
-- file is read by its owner (the existing own-folder policies) or through a signed URL, never by a
-- guessable public address. Size and types are those of sync/public/capture-bucket.ts, which the app
-- checks at capture time (tests/backend/security/private-captures.test.ts keeps the two equal). 25 MiB is
-- the speech-to-text provider's upload limit, so any memo stored can also be transcribed.
update storage.buckets
set public = false,
  file_size_limit = 26214400,
  allowed_mime_types = array[
    'image/jpeg', 'image/png', 'image/webp', 'image/heic',
    'audio/webm', 'audio/mp4', 'audio/mpeg', 'audio/ogg'
  ]
where id = 'quickadd-photos';

-- A capture row points at its file by URL (public, authenticated or signed form); the object's name is
-- the part after the bucket. Null for anything else (a link to another site).
create function public.capture_file_path(file_url text) returns text
language sql immutable set search_path = '' as $$
  select substring(file_url from '/storage/v1/object/(?:public/|authenticated/|sign/)?quickadd-photos/([^?#]+)')
$$;

-- Whether a row of the member still points at the file. Content-addressed names mean two captures of
-- the same bytes share one object: it goes only when the last of them does.
create function public.capture_file_in_use(owner uuid, object_name text) returns boolean
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
$$;
revoke all on function public.capture_file_in_use(uuid, text) from public, anon, authenticated;

-- Objects to delete through the Storage API (a row deleted from storage.objects by SQL would leave the
-- file itself in hosted storage, which refuses such deletes anyway). Filled in the same transaction as
-- the delete that frees the file; emptied by the delete-capture-files function.
create table private.storage_deletions (
  bucket_id text not null,
  name text not null,
  requested_at timestamptz not null default now(),
  primary key (bucket_id, name)
);
alter table private.storage_deletions enable row level security;
grant select, insert, delete on private.storage_deletions to service_role;

-- After a capture row is deleted (by its member, through sync, or by the account's deletion) or stops
-- pointing at a file: queue the file when nothing of the member points at it any more. Only names in
-- the member's own folder: a row pointing at someone else's file can never get it deleted.
create function public.queue_capture_file_deletion() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  before_row jsonb := to_jsonb(old);
  after_row jsonb := case when tg_op = 'UPDATE' then to_jsonb(new) else '{}'::jsonb end;
  owner uuid := old.user_id;
  column_name text;
  object_name text;
begin
  foreach column_name in array array['file_url', 'photo_url'] loop
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

create trigger queue_capture_file_deletion after delete or update of file_url on public.capture_inbox
  for each row execute function public.queue_capture_file_deletion();
create trigger queue_capture_file_deletion after delete or update of file_url on public.session_notes
  for each row execute function public.queue_capture_file_deletion();
create trigger queue_capture_file_deletion after delete or update of file_url, photo_url on public.media_items
  for each row execute function public.queue_capture_file_deletion();

-- A deleted account takes every file in its folder with it, also files whose rows never arrived.
create function public.queue_member_files_deletion() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.storage_deletions (bucket_id, name)
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'quickadd-photos' and (storage.foldername(o.name))[1] = old.id::text
  on conflict do nothing;
  return null;
end
$$;
revoke all on function public.queue_member_files_deletion() from public, anon, authenticated;

create trigger queue_member_files_deletion after delete on auth.users
  for each row execute function public.queue_member_files_deletion();

-- For the function: the queued objects to remove now. A file pointed at again since it was queued (the
-- same bytes captured anew) leaves the queue instead.
create function public.storage_deletions_due(max_rows integer default 100)
returns table (bucket_id text, name text)
language plpgsql volatile security definer set search_path = '' as $$
begin
  delete from private.storage_deletions d
  where d.bucket_id = 'quickadd-photos'
    and split_part(d.name, '/', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and public.capture_file_in_use(split_part(d.name, '/', 1)::uuid, d.name);
  return query
    select d.bucket_id, d.name from private.storage_deletions d
    order by d.requested_at, d.name
    limit greatest(1, least(max_rows, 1000));
end
$$;
revoke all on function public.storage_deletions_due(integer) from public, anon, authenticated;
grant execute on function public.storage_deletions_due(integer) to service_role;

-- For the function: these objects are gone from storage (removed now, or already missing).
create function public.storage_deletions_done(done jsonb) returns integer
language sql volatile security definer set search_path = '' as $$
  with gone as (
    delete from private.storage_deletions d
    using jsonb_to_recordset(done) as x(bucket_id text, name text)
    where d.bucket_id = x.bucket_id and d.name = x.name
    returning 1
  )
  select count(*)::integer from gone
$$;
revoke all on function public.storage_deletions_done(jsonb) from public, anon, authenticated;
grant execute on function public.storage_deletions_done(jsonb) to service_role;
