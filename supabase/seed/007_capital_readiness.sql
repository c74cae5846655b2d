-- The capital readiness beta (002 §2.1) for the demo member: two published reports of their company a
-- quarter apart (so the analytics page has a trend), a draft their devices never see, and one e-mail
-- workflow.

insert into public.company_reports (user_id, company_slug, report_slug, company_name, title, summary,
  readiness_score, sections, is_published, published_at, created_by)
values
  ('11111111-1111-4111-8111-111111111111', 'demo-ventures', 'readiness-q1', 'Demo Ventures',
    'Capital Readiness Review Q1', 'A promising pilot; the model and the data room are thin.', 58,
    '[{"heading": "Team", "score": 74}, {"heading": "Traction", "score": 61},
      {"heading": "Financials", "score": 45}, {"heading": "Data room", "score": 50}]',
    true, now() - interval '100 days', '22222222-2222-4222-8222-222222222222'),
  ('11111111-1111-4111-8111-111111111111', 'demo-ventures', 'readiness-q2', 'Demo Ventures',
    'Capital Readiness Review Q2', 'The enterprise pilot converted; a seed round is within reach.', 71,
    '[{"heading": "Team", "score": 80, "body": "A head of sales joined."}, {"heading": "Traction", "score": 76},
      {"heading": "Financials", "score": 62}, {"heading": "Data room", "score": 66}]',
    true, now() - interval '8 days', '22222222-2222-4222-8222-222222222222'),
  ('11111111-1111-4111-8111-111111111111', 'demo-ventures', 'readiness-q3-draft', 'Demo Ventures',
    'Capital Readiness Review Q3 (draft)', 'Not yet published.', null, '[]', false, null,
    '22222222-2222-4222-8222-222222222222');

insert into public.capital_readiness_workflows (user_id, name, trigger_event, recipients)
values
  ('11111111-1111-4111-8111-111111111111', 'Send new reports to our lead investor', 'report_published',
    '{lead@seedfund.example}');
