-- generate-template (001 §7): the files it builds for a member are kept in a private bucket under
-- {userId}/ and handed out as signed links; only the function (service role) writes there.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'generated-templates', 'generated-templates', false, 20971520,
  array[
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  ]
)
on conflict (id) do nothing;

create policy "generated-templates: owner reads own folder" on storage.objects for select to authenticated
  using (bucket_id = 'generated-templates' and (storage.foldername(name))[1] = (select auth.uid())::text);
