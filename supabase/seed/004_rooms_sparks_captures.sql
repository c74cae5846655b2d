-- Rooms, sparks and captures. Room posts respect the tiers the RLS enforces: free members (Sam) never post;
-- premium (Priya) posts in julius and peer; pro members (Demo, Ivan) also in cross-group.

create or replace function pg_temp.seed_id(member uuid, slot integer) returns uuid
language sql immutable
as $$ select (left(member::text, 24) || lpad(to_hex(slot), 12, '0'))::uuid $$;

insert into public.yel_room_messages (user_id, room_type, content, message_type, is_from_advisor,
  target_user_ids, created_at)
values
  ('22222222-2222-4222-8222-222222222222', 'julius',
    'Welcome to the YEL Room. Post your weekly wins and blockers here.', 'text', true, '{}',
    now() - interval '3 days'),
  ('11111111-1111-4111-8111-111111111111', 'julius', 'Closed our first enterprise pilot this week!', 'text',
    false, '{}', now() - interval '2 days'),
  ('44444444-4444-4444-8444-444444444444', 'julius', 'Any advice on pricing a pilot-to-contract conversion?',
    'text', false, '{}', now() - interval '30 hours'),
  ('22222222-2222-4222-8222-222222222222', 'julius',
    'Reminder: board packs are due Friday. Use the template in the Templates tab.', 'text', true, '{}',
    now() - interval '5 hours'),
  ('22222222-2222-4222-8222-222222222222', 'julius',
    'Priya, I left comments on your Spain launch budget.', 'text', true,
    '{44444444-4444-4444-8444-444444444444}', now() - interval '2 hours'),
  ('22222222-2222-4222-8222-222222222222', 'peer', 'Founders: share one hiring lesson from this quarter.',
    'text', true, '{}', now() - interval '4 days'),
  ('44444444-4444-4444-8444-444444444444', 'peer', 'Hire the finance lead before you need them.', 'text',
    false, '{}', now() - interval '3 days'),
  ('55555555-5555-4555-8555-555555555555', 'peer', 'From the investor side: clean data rooms close faster.',
    'text', false, '{}', now() - interval '1 day'),
  ('22222222-2222-4222-8222-222222222222', 'cross-group',
    'Founders and investors together: what makes a great board update?', 'text', true, '{}',
    now() - interval '2 days'),
  ('55555555-5555-4555-8555-555555555555', 'cross-group', 'Numbers first, narrative second, asks last.',
    'text', false, '{}', now() - interval '20 hours'),
  ('11111111-1111-4111-8111-111111111111', 'cross-group', 'We now send a one-page update on the 1st.', 'text',
    false, '{}', now() - interval '10 hours'),
  ('22222222-2222-4222-8222-222222222222', 'cross-group', 'Office hours moved to Thursday 4 pm.', 'text', true,
    '{}', now() - interval '1 hour');

-- 105 sparks for the demo account: more than the feed's 50 cap and more than the badge's 99 cap.
-- The insert trigger counts them into user_spark_notifications.
insert into public.sparks (user_id, spark_type, content, source_type, source_id, metadata, is_favorited,
  is_archived, created_at)
select '11111111-1111-4111-8111-111111111111',
  case when g % 7 = 0 then 'system' else 'manual' end,
  'Spark #' || g || ': ' || (array['Ship the pilot report', 'Call Harbour Capital', 'Tighten the wedge',
    'Review runway', 'Thank the early customers'])[1 + g % 5],
  (array['manual', 'quickadd', 'julboard', 'media', 'session', 'yelroom', 'system'])[1 + g % 7],
  null, jsonb_build_object('seq', g), g % 9 = 0, g % 25 = 0, now() - make_interval(hours => g * 3)
from generate_series(1, 105) as g;

insert into public.sparks (user_id, spark_type, content, source_type, metadata, is_favorited, created_at)
select m.uid, 'manual', s.content, s.source_type, '{}', s.fav, now() - s.ago
from (values ('22222222-2222-4222-8222-222222222222'::uuid), ('33333333-3333-4333-8333-333333333333'),
  ('44444444-4444-4444-8444-444444444444'), ('55555555-5555-4555-8555-555555555555')) as m (uid)
cross join (values
  ('Follow up on the board pack', 'manual', false, interval '1 day'),
  ('Idea: monthly founder dinner', 'quickadd', true, interval '2 days'),
  ('Decision logged: hire finance lead', 'julboard', false, interval '3 days'),
  ('Session insight: lead with the pilot', 'session', false, interval '5 days')
) as s (content, source_type, fav, ago);

insert into public.capture_inbox (user_id, status, content, content_type, file_url, file_name, location, tags,
  capture_context, created_at)
select m.uid, c.status, c.content, c.content_type, c.file_url, c.file_name, c.location, c.tags,
  case c.status
    when 'assigned' then jsonb_build_object('type', 'home', 'assigned_to',
      (select t.id from public.julboard_tasks t where t.user_id = m.uid order by t.title limit 1),
      'assigned_at', now() - interval '1 day')
    else '{"type": "home"}'::jsonb
  end,
  now() - c.ago
from (values ('11111111-1111-4111-8111-111111111111'::uuid), ('22222222-2222-4222-8222-222222222222'),
  ('33333333-3333-4333-8333-333333333333'), ('44444444-4444-4444-8444-444444444444'),
  ('55555555-5555-4555-8555-555555555555')) as m (uid)
cross join (values
  ('unassigned', 'Ask the advisor about ESOP sizing', 'text', null, null, null, array['idea'], interval '2 hours'),
  ('unassigned', '[Voice note]', 'voice', 'https://jul.example/demo/voice-1.webm', 'voice-1.webm', null,
    array['voice'], interval '1 day'),
  ('unassigned', 'Whiteboard from the offsite', 'photo', 'https://jul.example/demo/whiteboard.jpg',
    'whiteboard.jpg', 'London', array['offsite', 'photo'], interval '2 days'),
  ('assigned', 'Pricing page feedback', 'text', null, null, null, array['pricing'], interval '4 days'),
  ('archived', 'Old reminder', 'text', null, null, null, '{}'::text[], interval '20 days')
) as c (status, content, content_type, file_url, file_name, location, tags, ago);

insert into public.session_notes (user_id, session_id, tags, content, content_type, file_url, file_name,
  capture_context, created_at)
select m.uid, pg_temp.seed_id(m.uid, n.slot), n.tags, n.content, n.content_type, n.file_url, n.file_name,
  jsonb_build_object('type', 'session_recap', 'sessionTitle', n.session_title), now() - n.ago
from (values ('11111111-1111-4111-8111-111111111111'::uuid), ('22222222-2222-4222-8222-222222222222'),
  ('33333333-3333-4333-8333-333333333333'), ('44444444-4444-4444-8444-444444444444'),
  ('55555555-5555-4555-8555-555555555555')) as m (uid)
cross join (values
  (1, array['session'], 'Equity story: lead with the enterprise pilot.', 'text', null, null,
    'Kick-off: goals and equity story', interval '40 days'),
  (2, array['session', 'fundraising'], 'Target 12 investors for the extension.', 'text', null, null,
    'Fundraising plan review', interval '21 days'),
  (2, array['session'], '[Voice note]', 'voice', 'https://jul.example/demo/session-voice.webm',
    'session-voice.webm', 'Fundraising plan review', interval '21 days')
) as n (slot, tags, content, content_type, file_url, file_name, session_title, ago);

insert into public.board_assignments (user_id, source_type, source_id, target_type, target_id,
  assignment_context)
select sn.user_id, 'session_notes', sn.id, 'julboard_task',
  (select t.id from public.julboard_tasks t where t.user_id = sn.user_id order by t.title limit 1),
  jsonb_build_object('linked_at', now() - interval '20 days')
from public.session_notes sn
where sn.content = 'Target 12 investors for the extension.';

insert into public.photo_field_notes (user_id, title, description, photo_url, location, tags)
select m.uid, p.title, p.description, p.photo_url, p.location, p.tags
from (values ('11111111-1111-4111-8111-111111111111'::uuid), ('44444444-4444-4444-8444-444444444444'),
  ('55555555-5555-4555-8555-555555555555')) as m (uid)
cross join (values
  ('Factory visit', 'Line 2 running at 80 percent.', 'https://jul.example/demo/factory.jpg', 'Manchester',
    array['operations', 'visit']),
  ('Pitch event stage', 'Demo day setup.', 'https://jul.example/demo/stage.jpg', 'Madrid', array['event'])
) as p (title, description, photo_url, location, tags);

insert into public.media_items (user_id, type, title, description, content, photo_url, file_url, location, tags,
  created_at)
select m.uid, i.type, i.title, i.description, i.content, i.photo_url, i.file_url, i.location, i.tags, now() - i.ago
from (values ('11111111-1111-4111-8111-111111111111'::uuid), ('33333333-3333-4333-8333-333333333333'),
  ('44444444-4444-4444-8444-444444444444'), ('55555555-5555-4555-8555-555555555555')) as m (uid)
cross join (values
  ('photo', 'Team offsite', 'Whiteboard after the planning session.', null,
    'https://jul.example/demo/whiteboard.jpg', null, 'London', array['offsite'], interval '2 days'),
  ('voice', 'Voice memo: pricing idea', null, 'Usage-based tier for pilots.', null,
    'https://jul.example/demo/voice-1.webm', null, array['pricing'], interval '3 days'),
  ('quick_note', 'Quick note', null, 'Send the investor update on the 1st.', null, null, null,
    array['investors'], interval '10 days')
) as i (type, title, description, content, photo_url, file_url, location, tags, ago);

insert into public.app_context_log (user_id, context_type, context_data)
values ('11111111-1111-4111-8111-111111111111', 'home', '{"path": "/app/home"}');

insert into public.context_detection_log (user_id, detected_context, route_path, context_data,
  detection_method, accuracy_score)
values ('11111111-1111-4111-8111-111111111111', 'julboard_list', '/app/julboard', '{}', 'route', 0.8);

insert into public.form_submissions (form_type, email, name, payload, source_path)
values
  ('contact', 'visitor@example.org', 'Vera Visitor', '{"message": "Do you work with hardware startups?"}',
    '/contact'),
  ('newsletter_join', 'reader@example.org', null, '{"topics": ["fundraising"]}', '/join-yelmail');

insert into public.audit_events (event_type, action, severity, user_id, resource, metadata, ip_address,
  user_agent, session_id)
values ('auth', 'sign_in', 'low', '11111111-1111-4111-8111-111111111111', 'auth', '{"method": "password"}',
  '203.0.113.10', 'Seed', 'seed-session');
