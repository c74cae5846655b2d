-- Storage buckets (000 §4.6, 001 §7, 002 §7). quickadd-photos is public because the app shows photos by
-- their public URL; writes are limited to the member's own folder {userId}/. brand-assets is public read,
-- written only by the upload-brand-assets-now function (service role).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('quickadd-photos', 'quickadd-photos', true, 10485760,
    array['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'audio/webm', 'audio/mp4', 'audio/mpeg']),
  ('brand-assets', 'brand-assets', true, 5242880,
    array['image/png', 'image/svg+xml', 'image/jpeg', 'image/webp', 'image/x-icon'])
on conflict (id) do nothing;

-- On hosted Supabase storage.objects already has RLS and these grants, and belongs to another role, so
-- only do what is missing (the local server starts from a bare table).
do $$
begin
  if not (select relrowsecurity from pg_class where oid = 'storage.objects'::regclass) then
    alter table storage.objects enable row level security;
  end if;
  if not has_table_privilege('authenticated', 'storage.objects', 'INSERT') then
    grant select, insert, update, delete on storage.objects to authenticated;
  end if;
  if not has_table_privilege('anon', 'storage.objects', 'SELECT') then
    grant select on storage.objects to anon;
  end if;
  if not has_table_privilege('service_role', 'storage.objects', 'DELETE') then
    grant all on storage.objects to service_role;
  end if;
  if not has_table_privilege('anon', 'storage.buckets', 'SELECT') then
    grant select on storage.buckets to anon, authenticated, service_role;
  end if;
end
$$;

create policy "quickadd-photos: owner reads own folder" on storage.objects for select to authenticated
  using (bucket_id = 'quickadd-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "quickadd-photos: owner uploads to own folder" on storage.objects for insert to authenticated
  with check (bucket_id = 'quickadd-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "quickadd-photos: owner updates own folder" on storage.objects for update to authenticated
  using (bucket_id = 'quickadd-photos' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'quickadd-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "quickadd-photos: owner deletes own folder" on storage.objects for delete to authenticated
  using (bucket_id = 'quickadd-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "brand-assets: anyone reads" on storage.objects for select to anon, authenticated
  using (bucket_id = 'brand-assets');
