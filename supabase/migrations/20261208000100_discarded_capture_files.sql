-- A change the member discarded on their device (its row was refused) may point at a file that already
-- reached storage: no row on the server ever points at it, so no trigger queues it. The device removes
-- it with its own rights (the owner's delete policy on the captures bucket) after asking this: whether
-- no row of the caller points at the name. Content-addressed names are shared by every capture of the
-- same bytes, so a file another capture still uses stays.
create function public.capture_file_unused(object_name text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception using errcode = '42501', message = 'Sign in to discard a file';
  end if;
  if object_name is null or split_part(object_name, '/', 1) <> caller::text then
    raise exception using errcode = '42501', message = 'Only a file in your own folder can be discarded';
  end if;
  return not public.capture_file_in_use(caller, object_name);
end
$$;
revoke all on function public.capture_file_unused(text) from public, anon;
grant execute on function public.capture_file_unused(text) to authenticated;
