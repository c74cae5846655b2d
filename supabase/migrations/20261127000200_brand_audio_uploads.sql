-- The audio uploader (000 §2.2 /audio-uploader): staff upload notification sounds and idents to the
-- brand-assets bucket's audio/ folder, where the apps and the website play them from their public URL.
-- The bucket takes audio types from now on; writes stay staff-only and confined to audio/, so the logos
-- written by upload-brand-assets-now (service role) cannot be replaced from a browser.
update storage.buckets
set allowed_mime_types = array[
  'image/png', 'image/svg+xml', 'image/jpeg', 'image/webp', 'image/x-icon',
  'audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/ogg', 'audio/webm', 'audio/wav'
]
where id = 'brand-assets';

create policy "brand-assets: staff upload audio" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'brand-assets' and (storage.foldername(name))[1] = 'audio' and (select public.is_staff())
  );
create policy "brand-assets: staff replace audio" on storage.objects for update to authenticated
  using (bucket_id = 'brand-assets' and (storage.foldername(name))[1] = 'audio' and (select public.is_staff()))
  with check (
    bucket_id = 'brand-assets' and (storage.foldername(name))[1] = 'audio' and (select public.is_staff())
  );
