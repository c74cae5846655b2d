-- Comments on a board card (002 §6, Premium+): the premium and pro seed accounts have a short thread on
-- their first card, so the card page's Comments tab shows content. Free Sam has none (he sees the lock).
insert into public.julboard_card_comments (user_id, card_id, content, created_at)
select t.user_id, t.id, c.content, now() - make_interval(hours => c.hours_ago)
from (
  select distinct on (user_id) id, user_id from public.julboard_tasks
  where user_id in (
    '11111111-1111-4111-8111-111111111111', '44444444-4444-4444-8444-444444444444',
    '55555555-5555-4555-8555-555555555555'
  )
  order by user_id, title
) t
cross join (values
  ('Shared the first draft with Julia; waiting on her notes.', 26),
  ('Julia suggests splitting this in two: the forecast, then the hiring plan.', 3)
) as c (content, hours_ago);
