-- Issue 17 (hostile input), spec 000 §5: the server refuses the file names the page refuses, so a client
-- that skips the page's check cannot store them either. Blocked extensions, double extensions (a file
-- type before the last one: 'invoice.pdf.exe', 'photo.jpg.html') and system file names, in every bucket
-- members write to. Restrictive: it narrows each bucket's own policies. The service role (functions)
-- bypasses it. The lists mirror src/lib/security/file-upload.ts.
create or replace function public.storage_name_is_safe(object_name text) returns boolean
language sql immutable set search_path = '' as $$
  select name not in ('autorun.inf', 'desktop.ini', 'thumbs.db', '.htaccess', '.htpasswd')
    and name !~ '\.(exe|bat|cmd|scr|pif|vbs|js|jar|com)$'
    and name !~ ('\.(exe|bat|cmd|scr|pif|vbs|js|jar|com|pdf|doc|docx|xls|xlsx|ppt|pptx|txt|csv|md|rtf|zip|rar|7z'
      || '|jpg|jpeg|png|gif|webp|heic|svg|bmp|tif|tiff|mp3|mp4|m4a|wav|ogg|webm|mov|avi'
      || '|html|htm|php|asp|aspx|jsp|sh|ps1|py|msi|dll|hta|lnk)\.[^.]+$')
  from (select lower(coalesce(storage.filename(object_name), '')) as name) as file
$$;

create policy "uploads: no executable, double-extension or system file names" on storage.objects
  as restrictive for insert to anon, authenticated
  with check (public.storage_name_is_safe(name));
create policy "uploads: no renaming to an unsafe file name" on storage.objects
  as restrictive for update to anon, authenticated
  with check (public.storage_name_is_safe(name));
