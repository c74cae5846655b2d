-- Shared reference data: service cards, feature flags, app versions, a public proposal and a company report.

-- Service cards for every location (main, home, founders, investors, ventures, advisory) and section
-- (main, featured, addon), with EUR/USD/GBP prices and every CTA form: info, stripe, calendly, form, comma
-- lists, and cta_config as an object and as JSON text (a jsonb string holding an object).
insert into public.service_cards (card_id, title, subtitle, description, price_eur, price_usd, price_gbp, price,
  button_text, badge_text, position_order, location, section_type, is_active, cta_type, cta_config)
values
  ('strategy-session', 'Strategy Session', '90 minutes with your advisor',
    'A focused 90-minute session on strategy and growth.', 495, 535, 425, '€495', 'Book Session', 'Popular',
    1, 'main', 'main', true, 'stripe,calendly',
    '{"calendly_url": "https://calendly.com/jul-demo/strategy-session", "stripe_price_id": "price_demo_strategy"}'),
  ('monthly-retainer', 'Monthly Retainer', 'Ongoing fractional leadership',
    'Weekly advisory, board preparation and investor readiness.', 1950, 2100, 1675, '€1,950/mo',
    'Start Retainer', null, 2, 'main', 'main', true, 'stripe', '{"stripe_price_id": "price_demo_retainer"}'),
  ('equity-partnership', 'Equity Partnership', 'Selective, by application',
    'A long-term partnership with equity grants of 0.5 to 2 percent.', null, null, null, null, 'Apply',
    'Selective', 3, 'main', 'featured', true, 'form', '{"form": "application"}'),
  ('console-pro', 'JUL Console Pro', 'Full access to the members'' console',
    'Full editing, export and two-way messaging.', 995, 1075, 855, '€995/mo', 'Upgrade to Pro', null,
    4, 'main', 'addon', true, 'info', null),
  ('home-intro-call', 'Intro Call', 'Meet the advisor', 'A free 20-minute introduction.', null, null, null,
    'Free', 'Book a Call', 'Free', 1, 'home', 'main', true, 'calendly',
    to_jsonb('{"calendly_url": "https://calendly.com/jul-demo/intro"}'::text)),
  ('home-playbook', 'JUL Playbook', 'Frameworks for founders', 'The playbook and myth files.', 49, 55, 42,
    '€49', 'Get the Playbook', null, 2, 'home', 'addon', true, 'stripe',
    '{"stripe_price_id": "price_demo_playbook"}'),
  ('founders-readiness', 'Investor Readiness Sprint', 'Four weeks to a fundable story',
    'Deck, model and data room reviewed with you.', 2950, 3190, 2540, '€2,950', 'Start Sprint', 'New',
    1, 'founders', 'main', true, 'stripe,calendly',
    to_jsonb('{"calendly_url": "https://calendly.com/jul-demo/readiness", "stripe_price_id": "price_demo_sprint"}'::text)),
  ('founders-gtm', 'Go-to-Market Review', 'Sharpen your first market',
    'A written review of positioning, pricing and channels.', 1250, 1350, 1075, '€1,250', 'Request Review',
    null, 2, 'founders', 'featured', true, 'form', '{"form": "advisory"}'),
  ('investors-diligence', 'Diligence Support', 'A second pair of eyes',
    'Commercial diligence on a shortlisted company.', 3500, 3780, 3010, '€3,500', 'Talk to Us', null,
    1, 'investors', 'main', true, 'calendly', '{"calendly_url": "https://calendly.com/jul-demo/diligence"}'),
  ('investors-portfolio', 'Portfolio Oversight', 'Quarterly portfolio reviews',
    'Board-level oversight of portfolio companies.', null, null, null, null, 'Enquire', null,
    2, 'investors', 'addon', true, 'form', '{"form": "partnership"}'),
  ('ventures-studio', 'Venture Studio', 'Build with us', 'Co-build a venture from idea to first revenue.',
    null, null, null, null, 'Learn More', null, 1, 'ventures', 'main', true, 'info', null),
  ('ventures-fundraise', 'Fundraise Support', 'From deck to close', 'Hands-on support through a round.',
    4500, 4860, 3870, '€4,500', 'Book Session', null, 2, 'ventures', 'featured', true, 'calendly,stripe',
    '{"calendly_url": "https://calendly.com/jul-demo/fundraise", "stripe_price_id": "price_demo_fundraise"}'),
  ('advisory-board-seat', 'Advisory Board Seat', 'A standing advisor on your board',
    'Monthly board meetings and investor updates.', 1995, 2155, 1715, '€1,995/mo', 'Apply', null,
    1, 'advisory', 'main', true, 'stripe,calendly',
    '{"calendly_url": "https://calendly.com/jul-demo/board", "stripe_price_id": "price_demo_board"}'),
  ('advisory-workshop', 'Leadership Workshop', 'Half a day with your team', 'A facilitated team workshop.',
    850, 920, 730, '€850', 'Request', null, 2, 'advisory', 'addon', true, 'form', '{"form": "contact"}'),
  ('retired-offer', 'Retired Offer', 'No longer sold', 'Kept to show that inactive cards stay hidden.',
    99, 107, 85, '€99', 'Learn More', null, 99, 'main', 'main', false, 'info', null);

insert into public.feature_flags (flag_key, is_enabled, rollout_percentage, description)
values
  ('capital_readiness_report', true, 100, 'Capital readiness report (beta)'),
  ('jul_mode_insights', true, 50, 'JUL Mode strategic insights'),
  ('voice_assistant_v2', true, 10, 'New AI voice assistant pipeline'),
  ('yel_room_reactions', true, 0, 'Reactions in the YEL Room (enabled by the active version map only)'),
  ('export_center', false, 100, 'Export Center (disabled)');

insert into public.app_versions (version_number, features, is_active)
values
  ('0.9.0', '{"capital_readiness_report": false}', false),
  ('1.0.0', '{"yel_room_reactions": true, "jul_mode_insights": true}', true);

insert into public.public_proposals (slug, title, client_name, client_company, summary, sections, pricing,
  valid_until, is_published, published_at, created_by)
values (
  'demo-proposal', 'Strategic Advisory Proposal', 'Demo Member', 'JUL Demo Ventures',
  'A 90-day engagement to get JUL Demo Ventures investor-ready.',
  '[{"heading": "Objectives", "body": "Sharpen the equity story and build a fundable plan."},
    {"heading": "Approach", "body": "A strategy session, then a monthly retainer with weekly check-ins."},
    {"heading": "Deliverables", "body": "Investor deck, financial model and a data-room checklist."}]',
  '{"currency": "EUR", "items": [{"label": "Strategy Session", "amount": 495},
    {"label": "Monthly Retainer", "amount": 1950, "per": "month"}]}',
  current_date + 30, true, now() - interval '3 days', '22222222-2222-4222-8222-222222222222'
);

insert into public.company_reports (company_slug, report_slug, company_name, title, summary, readiness_score,
  sections, is_published, published_at, created_by)
values
  ('northwind-robotics', 'capital-readiness-2026', 'Northwind Robotics', 'Capital Readiness Report 2026',
    'Strong team and traction; the financial model and data room need work before a Series A.', 72,
    '[{"heading": "Team", "score": 85}, {"heading": "Traction", "score": 78},
      {"heading": "Financials", "score": 58}, {"heading": "Data room", "score": 64}]',
    true, now() - interval '10 days', '22222222-2222-4222-8222-222222222222'),
  ('northwind-robotics', 'draft-2027', 'Northwind Robotics', 'Capital Readiness Report 2027 (draft)',
    'Not yet published.', null, '[]', false, null, '22222222-2222-4222-8222-222222222222');
