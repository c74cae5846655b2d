-- Staff screens list members they do not sync (the YEL Room targets, the grid upload's member) through
-- a paged server query, never by holding every profile on the device (sync/CONTEXT.md "Scopes").
-- Invoker rights: the profiles' RLS decides (staff read every profile, a member only their own, and the
-- caller is left out), so a member asking gets nothing. 20 rows a page; 21 are answered so the screen
-- knows another page follows.
create or replace function public.staff_find_members(search text default '', page integer default 0)
returns table (id uuid, first_name text, last_name text, company text, email text)
language plpgsql
stable
set search_path = ''
as $$
declare
  needle text := pg_catalog.btrim(coalesce(search, ''));
begin
  if pg_catalog.length(needle) > 100 then
    raise exception 'Search for at most 100 characters' using errcode = '22023';
  end if;
  if page is null or page < 0 or page > 10000 then
    raise exception 'page must be between 0 and 10000' using errcode = '22023';
  end if;
  -- Wildcards typed by the staff member are matched as themselves.
  needle := pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(needle, '\', '\\'), '%', '\%'), '_', '\_');
  return query
    select p.id, p.first_name, p.last_name, p.company, p.email
    from public.profiles p
    where p.id <> auth.uid()
      and (needle = '' or pg_catalog.concat_ws(' ', p.first_name, p.last_name, p.company, p.email) ilike '%' || needle || '%')
    order by p.first_name nulls last, p.last_name nulls last, p.id
    limit 21 offset page * 20;
end
$$;

revoke all on function public.staff_find_members(text, integer) from public;
grant execute on function public.staff_find_members(text, integer) to authenticated;
