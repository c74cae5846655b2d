// The template library of the Templates tab (001 §2, §3): what the screen lists and what it sends to
// generate-template as templateId (the id plus a timestamp, 001 §7). The server has the same list in
// supabase/functions/generate-template/catalogue.ts (the app may not import supabase/);
// tests/unit/lib/template-catalogue.test.ts keeps the two equal.

export const TEMPLATE_CATEGORIES = ['financial', 'strategic', 'investor', 'gtm', 'operations'] as const
export const TEMPLATE_TYPES = ['spreadsheet', 'presentation', 'document'] as const

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number]
export type TemplateType = (typeof TEMPLATE_TYPES)[number]

export interface Template {
  id: string
  title: string
  description: string
  category: TemplateCategory
  type: TemplateType
  tier: 'basic' | 'pro'
  /** Headings of the document, slides of the deck, or sheets of the workbook, in order. */
  outline: readonly string[]
}

export const TEMPLATES: readonly Template[] = [
  {
    id: 'financial-model-saas',
    title: 'SaaS Financial Model',
    description:
      'A 12-month SaaS model: customers, MRR, churn, costs, burn and runway, driven by assumptions.',
    category: 'financial',
    type: 'spreadsheet',
    tier: 'pro',
    outline: ['Assumptions', 'Model'],
  },
  {
    id: 'cash-runway-tracker',
    title: 'Cash Runway Tracker',
    description: 'Track opening cash, revenue and expenses month by month and see your runway.',
    category: 'financial',
    type: 'spreadsheet',
    tier: 'basic',
    outline: ['Runway'],
  },
  {
    id: 'investor-deck-template',
    title: 'Investor Deck',
    description: 'A 22-slide fundraising deck in the order investors expect.',
    category: 'investor',
    type: 'presentation',
    tier: 'pro',
    outline: [
      'Cover',
      'Problem',
      'Solution',
      'Why now',
      'Market size',
      'Product',
      'How it works',
      'Business model',
      'Traction',
      'Customers',
      'Go-to-market',
      'Competition',
      'Competitive advantage',
      'Team',
      'Advisors',
      'Financials',
      'Unit economics',
      'Use of funds',
      'Milestones',
      'Risks and mitigations',
      'The ask',
      'Contact',
    ],
  },
  {
    id: 'investor-update',
    title: 'Monthly Investor Update',
    description: 'A short monthly update: highlights, metrics, lowlights and asks.',
    category: 'investor',
    type: 'document',
    tier: 'basic',
    outline: ['Highlights', 'Key metrics', 'Lowlights', 'Asks', 'Thank you'],
  },
  {
    id: 'strategy-one-pager',
    title: 'Strategy One-Pager',
    description: 'Mission, where to play, how to win and this quarter’s priorities on one page.',
    category: 'strategic',
    type: 'document',
    tier: 'basic',
    outline: [
      'Mission',
      'Where we play',
      'How we win',
      'Priorities this quarter',
      'Risks',
      'Metrics that matter',
    ],
  },
  {
    id: 'okr-planner',
    title: 'OKR Planner',
    description: 'Objectives and key results with owners, targets and progress.',
    category: 'strategic',
    type: 'spreadsheet',
    tier: 'basic',
    outline: ['OKRs'],
  },
  {
    id: 'gtm-launch-plan',
    title: 'Go-to-Market Launch Plan',
    description: 'Positioning, pricing, channels and the launch timeline for your first market.',
    category: 'gtm',
    type: 'presentation',
    tier: 'pro',
    outline: [
      'Cover',
      'Launch goal',
      'Ideal customer',
      'Positioning',
      'Pricing',
      'Channels',
      'Launch timeline',
      'Metrics',
      'Budget',
      'Risks',
    ],
  },
  {
    id: 'icp-worksheet',
    title: 'Ideal Customer Profile Worksheet',
    description: 'Define the company, buyer, pains and triggers of your ideal customer.',
    category: 'gtm',
    type: 'document',
    tier: 'basic',
    outline: ['Company profile', 'Buyer', 'Pains', 'Buying triggers', 'Disqualifiers', 'Where they gather'],
  },
  {
    id: 'hiring-plan',
    title: 'Hiring Plan',
    description: 'Roles, start months and costs of the next hires.',
    category: 'operations',
    type: 'spreadsheet',
    tier: 'basic',
    outline: ['Hiring plan'],
  },
  {
    id: 'board-meeting-pack',
    title: 'Board Meeting Pack',
    description: 'Agenda, KPIs, financials and the decisions you need from the board.',
    category: 'operations',
    type: 'presentation',
    tier: 'pro',
    outline: [
      'Cover',
      'Agenda',
      'CEO summary',
      'KPIs',
      'Financials',
      'Product',
      'Hiring',
      'Decisions needed',
      'Any other business',
    ],
  },
]

/** 001 §7: the templateId sent for a download, the template's id plus a timestamp. */
export const templateRequestId = (id: string, now: number): string => `${id}-${now}`
