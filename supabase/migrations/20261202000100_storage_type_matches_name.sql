-- Issue 17's forged-media rule, in a form hosted Supabase enforces too. The local server also compares
-- a file's bytes with its declared type, but hosted Storage does not, so the product's protection rests
-- here: hosted Storage asks the policies with the declared type in metadata.mimetype (its
-- uploader's canUpload), and serves an object with that type and nosniff. A member's upload must
-- therefore declare the type its file name says (a '.png' is image/png), and never a type a browser
-- would run as a page or a script. Restrictive, like the file-name rule; the service role bypasses it.
create or replace function public.storage_type_matches_name(object_name text, metadata jsonb)
returns boolean
language sql immutable set search_path = '' as $$
  with declared as (
    select lower(trim(split_part(metadata ->> 'mimetype', ';', 1))) as type,
           lower(coalesce(storage.extension(object_name), '')) as extension
  )
  select case
    -- No declared type yet (a signed upload URL being created): the upload itself is checked.
    when type is null or type = '' then true
    when type in ('text/html', 'application/xhtml+xml', 'text/javascript', 'application/javascript',
                  'application/ecmascript', 'text/xml', 'application/xml') then false
    when extension in ('jpg', 'jpeg') then type = 'image/jpeg'
    when extension = 'png' then type = 'image/png'
    when extension = 'webp' then type = 'image/webp'
    when extension = 'gif' then type = 'image/gif'
    when extension in ('heic', 'heif') then type in ('image/heic', 'image/heif')
    when extension = 'svg' then type = 'image/svg+xml'
    when extension = 'ico' then type in ('image/x-icon', 'image/vnd.microsoft.icon')
    when extension = 'webm' then type in ('audio/webm', 'video/webm')
    when extension = 'mp4' then type in ('audio/mp4', 'video/mp4')
    when extension = 'm4a' then type in ('audio/mp4', 'audio/x-m4a')
    when extension = 'mp3' then type = 'audio/mpeg'
    when extension = 'aac' then type = 'audio/aac'
    when extension = 'ogg' then type = 'audio/ogg'
    when extension = 'wav' then type in ('audio/wav', 'audio/x-wav')
    when extension = 'mov' then type = 'video/quicktime'
    when extension = 'pdf' then type = 'application/pdf'
    -- Any other name: any type but SVG, which carries script and needs its own extension.
    else type <> 'image/svg+xml'
  end
  from declared
$$;

create policy "uploads: the declared type matches the file name" on storage.objects
  as restrictive for insert to anon, authenticated
  with check (public.storage_type_matches_name(name, metadata));
create policy "uploads: no retyping against the file name" on storage.objects
  as restrictive for update to anon, authenticated
  with check (public.storage_type_matches_name(name, metadata));
