-- Console data for every account except the newcomer: sessions past and future, reports, recaps, minutes,
-- milestones, board tasks in every status x priority, proposals in every status, purchases.
-- Times are relative to now() so "past" and "future" stay true whenever the seed runs.

create temporary table seed_members (uid uuid primary key, who text not null);
insert into seed_members values
  ('11111111-1111-4111-8111-111111111111', 'Demo Member'),
  ('22222222-2222-4222-8222-222222222222', 'Julia Advisor'),
  ('33333333-3333-4333-8333-333333333333', 'Sam Standard'),
  ('44444444-4444-4444-8444-444444444444', 'Priya Pro'),
  ('55555555-5555-4555-8555-555555555555', 'Ivan Investor');

-- Session ids are derived from the member id and a slot so later inserts can refer to them.
create or replace function pg_temp.seed_id(member uuid, slot integer) returns uuid
language sql immutable
as $$ select (left(member::text, 24) || lpad(to_hex(slot), 12, '0'))::uuid $$;

insert into public.sessions (id, user_id, title, description, session_type, start_time, end_time, status,
  notes, meeting_url, recording_url, attendee_name, attendee_email)
select pg_temp.seed_id(m.uid, s.slot), m.uid, s.title, s.description, s.session_type,
  now() + s.starts, now() + s.starts + interval '90 minutes', s.status, s.notes,
  'https://meet.google.com/jul-demo-' || s.slot, s.recording_url, m.who, null
from seed_members m
cross join (values
  (1, 'Kick-off: goals and equity story', 'Where the company is and where it needs to be in 12 months.',
    'Strategy & Growth', interval '-40 days', 'completed', 'AI_REPORT_GENERATED Summary: agreed the 12-month plan.',
    'https://drive.google.com/file/d/demo-recording-1/view'),
  (2, 'Fundraising plan review', 'Round size, timeline and target investors.', 'Fundraising',
    interval '-21 days', 'completed', 'Agreed a seed extension before the Series A.',
    'https://drive.google.com/file/d/demo-recording-2/view'),
  (3, 'Operations deep-dive', 'Hiring plan and operating cadence.', 'Operations', interval '-9 days',
    'completed', null, null),
  (4, 'Market entry: Spain', 'First market outside the UK.', 'Market Entry', interval '-4 days', 'cancelled',
    'Cancelled by the member; rebooked.', null),
  (5, 'Board preparation', 'Prepare the Q1 board pack.', 'Strategy & Growth', interval '3 days', 'scheduled',
    null, null),
  (6, 'Investor pitch rehearsal', 'Dry run of the pitch with feedback.', 'Fundraising', interval '12 days',
    'scheduled', null, null)
) as s (slot, title, description, session_type, starts, status, notes, recording_url);

insert into public.session_reports (user_id, session_id, title, executive_summary, key_insights, action_items,
  recommendations, next_steps, attendees, duration, session_type)
select m.uid, pg_temp.seed_id(m.uid, 1), 'Kick-off: goals and equity story — AI session report',
  'The company has strong early traction; the equity story needs a sharper wedge and a 12-month plan.',
  array['Traction is ahead of plan', 'The story lacks a clear wedge'],
  array['Draft the one-page equity story', 'Update the financial model'],
  array['Lead with the enterprise pilot', 'Hire a finance lead before the round'],
  array['Review the story in the next session'], array[m.who, 'Julia Advisor'], 90, 'Strategic Advisory'
from seed_members m;

insert into public.session_recaps (user_id, session_id, title, session_type, session_date, summary,
  recording_url, action_items, key_insights)
select m.uid, pg_temp.seed_id(m.uid, r.slot), r.title, r.session_type, now() + r.at, r.summary, r.recording_url,
  r.action_items, r.key_insights
from seed_members m
cross join (values
  (1, 'Kick-off recap', 'Strategy & Growth', interval '-40 days', 'We set the 12-month goals and the equity story.',
    'https://drive.google.com/file/d/demo-recording-1/view', array['Draft equity story', 'Update model'],
    array['Traction ahead of plan']),
  (2, 'Fundraising recap', 'Fundraising', interval '-21 days', 'Seed extension first, Series A in Q3.',
    'https://drive.google.com/file/d/demo-recording-2/view', array['Build target investor list'],
    array['Extension de-risks the A']),
  (3, 'Operations recap', 'Operations', interval '-9 days', 'Hiring plan agreed: two engineers and a finance lead.',
    null, array['Open the finance lead role'], array['Cadence: weekly metrics review'])
) as r (slot, title, session_type, at, summary, recording_url, action_items, key_insights);

-- Includes titles containing test, sample, demo and mockup, which the minutes listing hides (001 §5).
insert into public.meeting_minutes (user_id, session_id, title, meeting_date, duration_minutes, attendees,
  key_topics, decisions_made, action_items, deliverables_promised, next_steps, client_value_summary,
  recording_url, status)
select m.uid, case when n.slot > 0 then pg_temp.seed_id(m.uid, n.slot) end, n.title, now() + n.at, 90,
  array[m.who, 'Julia Advisor'], array['Equity story', 'Round timing'], array['Seed extension first'],
  array['Draft the equity story'], array['Investor deck v2', 'Target list'], array['Rehearse the pitch'],
  'Clear plan to the next round.', n.recording_url, n.status
from seed_members m
cross join (values
  (1, 'Auto-generated meeting minutes for Kick-off: goals and equity story', interval '-40 days', 'approved',
    'https://drive.google.com/file/d/demo-recording-1/view'),
  (2, 'Fundraising plan review minutes', interval '-21 days', 'reviewed',
    'https://drive.google.com/file/d/demo-recording-2/view'),
  (3, 'Operations deep-dive minutes', interval '-9 days', 'draft', null),
  (0, 'Archived onboarding minutes', interval '-80 days', 'archived', null),
  (0, 'Test minutes from the recording pipeline', interval '-2 days', 'draft', null),
  (0, 'Demo walkthrough minutes', interval '-1 days', 'draft', null),
  (0, 'Sample agenda (mockup)', interval '-1 days', 'draft', null)
) as n (slot, title, at, status, recording_url);

insert into public.meeting_minutes_config (user_id, config_type, settings)
select uid, 'google_drive_integration', '{"auto_detect_recordings": true}' from seed_members;

insert into public.milestones (user_id, title, description, progress_percentage, target_date, status)
select m.uid, x.title, x.description, x.progress, current_date + x.days, x.status
from seed_members m
cross join (values
  ('Close seed extension', 'Raise the bridge before the Series A.', 100, -10, 'completed'),
  ('Launch in Spain', 'First paying customers in Madrid.', 60, 45, 'in_progress'),
  ('Hire finance lead', 'Own the model and the data room.', 20, 30, 'at_risk'),
  ('Series A ready', 'Deck, model and data room complete.', 0, 120, 'pending')
) as x (title, description, progress, days, status);

-- Every status x every priority, so filters and badges all show.
insert into public.julboard_tasks (user_id, title, description, status, priority, assigned_to, due_date, labels)
select m.uid, initcap(replace(st.status, '_', ' ')) || ' / ' || pr.priority || ': ' || pr.task,
  'Board card for ' || m.who || '.', st.status, pr.priority,
  case when pr.priority in ('urgent', 'high') then 'Julia Advisor' else m.who end,
  current_date + st.due_offset + pr.rank, array[st.status, pr.priority]
from seed_members m
cross join (values ('backlog', 14), ('in_progress', 5), ('completed', -5)) as st (status, due_offset)
cross join (values
  ('urgent', 1, 'Fix the cash runway forecast'), ('high', 2, 'Approve the hiring plan'),
  ('medium', 3, 'Refresh the investor list'), ('low', 4, 'Tidy the data room')
) as pr (priority, rank, task);

insert into public.console_proposals (user_id, title, category, status, description, due_date, priority,
  attachments)
select m.uid, p.title, p.category, p.status, p.description, current_date + p.days, p.priority,
  jsonb_build_array(jsonb_build_object('name', p.title || '.pdf', 'url',
    'https://jul.example/agreements/' || p.status || '.pdf'))
from seed_members m
cross join (values
  ('Advisory retainer agreement', 'agreement', 'agreed', 'Monthly retainer terms.', -30, 'high'),
  ('Strategy session deliverables', 'deliverable', 'completed', 'Deck and model review.', -15, 'medium'),
  ('Equity partnership terms', 'agreement', 'in_progress', '0.5 to 2 percent, vesting over 3 years.', 20, 'high'),
  ('Board seat proposal', 'governance', 'pending', 'Standing advisor seat.', 10, 'medium'),
  ('Spain launch budget', 'budget', 'active', 'Budget for the first market.', 40, 'low'),
  ('Data room checklist', 'deliverable', 'draft', 'Not yet shared.', 60, 'low')
) as p (title, category, status, description, days, priority);

-- Amounts in cents: 495 + 1,950 + 2,950 euro = 539,500 cents, so MRR 5,395, pipeline 8,092.5, team 10,
-- runway 53 (001 §9 formulas). Sam (standard) has a single small purchase.
insert into public.user_service_purchases (user_id, service_card_id, amount_paid, currency, status)
select m.uid, c.id, c.price_eur::integer * 100, 'eur', 'paid'
from seed_members m
join public.service_cards c on c.card_id in ('strategy-session', 'monthly-retainer', 'founders-readiness')
where m.uid <> '33333333-3333-4333-8333-333333333333'
union all
select '33333333-3333-4333-8333-333333333333', c.id, 4900, 'eur', 'paid'
from public.service_cards c where c.card_id = 'home-playbook';

insert into public.crm_contacts (user_id, email, full_name, company)
select uid, 'alex.lee@harbour.example.com', 'Alex Lee', 'Harbour Capital' from seed_members;

insert into public.crm_interactions (user_id, contact_id, interaction_type, interaction_subject,
  interaction_notes, interaction_outcome, scheduled_at, completed_at)
select c.user_id, c.id, 'Meeting', 'Intro to Harbour Capital', 'Walked through the deck.',
  'Follow-up call booked', now() - interval '6 days', now() - interval '6 days'
from public.crm_contacts c;

insert into public.biometric_credentials (user_id, device_id, credential_id, device_name, is_active,
  last_used_at)
select uid, 'demo-device-' || left(uid::text, 8), 'cred-' || left(uid::text, 8), 'Demo iPhone', true,
  now() - interval '1 day'
from seed_members;

insert into public.push_notification_tokens (user_id, device_token, platform)
select uid, 'demo-apns-token-' || left(uid::text, 8), 'ios' from seed_members;

drop table seed_members;
