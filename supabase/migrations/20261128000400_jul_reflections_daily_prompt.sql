-- JUL Mode's today's prompt is the console's prompt of the day (src/lib/daily-prompt.ts), so Home and
-- JUL Mode ask the same question: a reflection carries that prompt's category and words, and no id of a
-- separate JUL Mode prompt list. Rows written before keep their text; their categories are mapped.
alter table public.jul_reflections drop column prompt_id;
alter table public.jul_reflections drop constraint jul_reflections_category_check;
update public.jul_reflections set category = case category
  when 'growth' then 'customers'
  when 'leadership' then 'people'
  else category
end;
alter table public.jul_reflections add constraint jul_reflections_category_check
  check (category in ('strategy', 'customers', 'fundraising', 'operations', 'people'));
