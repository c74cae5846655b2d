-- created_at came from the device's clock: a phone set a year ahead pinned its rows at the top of
-- every list on every device. Rows written through the API (anon, authenticated) now take the
-- server's clock on insert, like updated_at; seeds and the service role keep the value they give.
create or replace function public.set_updated_at() returns trigger
language plpgsql
as $$
begin
  new.updated_at := clock_timestamp();
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  elsif current_user in ('anon', 'authenticated') then
    new.created_at := new.updated_at;
  end if;
  return new;
end
$$;
