-- JUL Mode reflections (001 §2, 002 §2.5), so every account with a console or mobile JUL Mode sees its own
-- archive and category counters. Standard (Sam) keeps two from before a downgrade: the console shows him the
-- prompt only, the rows stay his. Dates are days before today, so today's prompt is still open to answer.

insert into public.jul_reflections (user_id, category, prompt, content, reflection_date, created_at)
select r.uid, r.category, r.prompt, r.content, current_date - r.days_ago, now() - make_interval(days => r.days_ago)
from (values
  ('11111111-1111-4111-8111-111111111111'::uuid, 'strategy',
    'What is the one decision this week that would make the others easier?',
    'Pick one pilot market before hiring the second sales lead.', 1),
  ('11111111-1111-4111-8111-111111111111'::uuid, 'customers',
    'Which customer conversation taught you the most this month, and why?',
    'The logistics buyer who asked for weekly reports, not dashboards.', 3),
  ('22222222-2222-4222-8222-222222222222'::uuid, 'people',
    'Who on the team is ready for more responsibility, and what would you hand over?',
    'Hand the Tuesday founder clinic to the associate from next month.', 4),
  ('33333333-3333-4333-8333-333333333333'::uuid, 'operations',
    'Which recurring meeting could you cancel without anyone missing it?',
    'The Friday status call: the board covers it.', 9),
  ('33333333-3333-4333-8333-333333333333'::uuid, 'people',
    'What feedback have you been postponing, and when will you give it?',
    'Tell the contractor the scope is changing, on Monday.', 12),
  ('44444444-4444-4444-8444-444444444444'::uuid, 'fundraising',
    'If an investor asked for your wedge in one sentence, what would you say?',
    'Same-day freight quotes for small shippers, priced in one click.', 1),
  ('44444444-4444-4444-8444-444444444444'::uuid, 'strategy',
    'Which assumption in your plan, if wrong, would hurt the most?',
    'That carriers keep sharing capacity data with us for free.', 2),
  ('44444444-4444-4444-8444-444444444444'::uuid, 'people',
    'Who on the team is ready for more responsibility, and what would you hand over?',
    'Maya could own onboarding end to end from next quarter.', 5),
  ('55555555-5555-4555-8555-555555555555'::uuid, 'fundraising',
    'Which metric best proves your progress since the last update to investors?',
    'Net revenue retention across the three portfolio companies.', 2),
  ('55555555-5555-4555-8555-555555555555'::uuid, 'operations',
    'What did you measure this week that nobody acted on?',
    'Time from term sheet to close: nine weeks, and nobody owns it.', 6)
) as r(uid, category, prompt, content, days_ago);
