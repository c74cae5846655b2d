-- The seeded photos and voice notes pointed at https://jul.example/demo/…, which does not exist, so
-- every member's inbox, media library and session notes showed their photo and voice rows without
-- the photo or the sound. The same files now ship with the app (public/demo/) and the rows point at
-- them on the app's own origin, where the content-security policy already allows images and media.
update public.capture_inbox
set file_url = replace(file_url, 'https://jul.example/demo/', '/demo/')
where file_url like 'https://jul.example/demo/%';

update public.session_notes
set file_url = replace(file_url, 'https://jul.example/demo/', '/demo/')
where file_url like 'https://jul.example/demo/%';

update public.photo_field_notes
set photo_url = replace(photo_url, 'https://jul.example/demo/', '/demo/')
where photo_url like 'https://jul.example/demo/%';

update public.media_items
set photo_url = replace(photo_url, 'https://jul.example/demo/', '/demo/'),
  file_url = replace(file_url, 'https://jul.example/demo/', '/demo/')
where photo_url like 'https://jul.example/demo/%' or file_url like 'https://jul.example/demo/%';
