/**
 * The template library of the console's Templates tab (001 §2, §3): the app's copy of the catalogue that
 * supabase/functions/generate-template builds files from (tests/unit/lib/template-catalogue.test.ts keeps
 * ids, titles, categories, types, tiers and outlines equal), plus what the card shows: downloads, file
 * size and last update.
 */

export const TEMPLATE_FILTERS = ['all', 'financial', 'strategic', 'investor', 'gtm', 'operations'] as const
export type TemplateFilter = (typeof TEMPLATE_FILTERS)[number]
export type TemplateCategory = Exclude<TemplateFilter, 'all'>
/** 001 §3: spreadsheet, presentation or other document. */
export type TemplateType = 'spreadsheet' | 'presentation' | 'document'

export interface Template {
  id: string
  title: string
  description: string
  category: TemplateCategory
  type: TemplateType
  tier: 'basic' | 'pro'
  /** Headings of the document, slides of the deck, or sheets of the workbook, in order. */
  outline: readonly string[]
  downloads: number
  fileSize: string
  lastUpdated: string
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
    downloads: 1243,
    fileSize: '86 KB',
    lastUpdated: '2026-10-14',
  },
  {
    id: 'cash-runway-tracker',
    title: 'Cash Runway Tracker',
    description: 'Track opening cash, revenue and expenses month by month and see your runway.',
    category: 'financial',
    type: 'spreadsheet',
    tier: 'basic',
    outline: ['Runway'],
    downloads: 2210,
    fileSize: '24 KB',
    lastUpdated: '2026-09-30',
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
    downloads: 1876,
    fileSize: '2.1 MB',
    lastUpdated: '2026-10-28',
  },
  {
    id: 'investor-update',
    title: 'Monthly Investor Update',
    description: 'A short monthly update: highlights, metrics, lowlights and asks.',
    category: 'investor',
    type: 'document',
    tier: 'basic',
    outline: ['Highlights', 'Key metrics', 'Lowlights', 'Asks', 'Thank you'],
    downloads: 1532,
    fileSize: '38 KB',
    lastUpdated: '2026-10-02',
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
    downloads: 987,
    fileSize: '31 KB',
    lastUpdated: '2026-08-19',
  },
  {
    id: 'okr-planner',
    title: 'OKR Planner',
    description: 'Objectives and key results with owners, targets and progress.',
    category: 'strategic',
    type: 'spreadsheet',
    tier: 'basic',
    outline: ['OKRs'],
    downloads: 1104,
    fileSize: '27 KB',
    lastUpdated: '2026-09-12',
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
    downloads: 764,
    fileSize: '1.4 MB',
    lastUpdated: '2026-10-21',
  },
  {
    id: 'icp-worksheet',
    title: 'Ideal Customer Profile Worksheet',
    description: 'Define the company, buyer, pains and triggers of your ideal customer.',
    category: 'gtm',
    type: 'document',
    tier: 'basic',
    outline: ['Company profile', 'Buyer', 'Pains', 'Buying triggers', 'Disqualifiers', 'Where they gather'],
    downloads: 842,
    fileSize: '29 KB',
    lastUpdated: '2026-07-30',
  },
  {
    id: 'hiring-plan',
    title: 'Hiring Plan',
    description: 'Roles, start months and costs of the next hires.',
    category: 'operations',
    type: 'spreadsheet',
    tier: 'basic',
    outline: ['Hiring plan'],
    downloads: 691,
    fileSize: '22 KB',
    lastUpdated: '2026-09-05',
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
    downloads: 1318,
    fileSize: '1.2 MB',
    lastUpdated: '2026-11-03',
  },
]

export function filterTemplates(templates: readonly Template[], filter: TemplateFilter): Template[] {
  return filter === 'all' ? [...templates] : templates.filter((template) => template.category === filter)
}

/** 001 §5: Pro templates need Desktop Pro unless staff (useMemberAccess().canUseProTemplates). */
export function isLocked(template: Pick<Template, 'tier'>, canUseProTemplates: boolean): boolean {
  return template.tier === 'pro' && !canUseProTemplates
}

/** 001 §7: the templateId sent is the id plus a timestamp. */
export function templateRequestId(template: Pick<Template, 'id'>, now: number): string {
  return `${template.id}-${now}`
}

export const TYPE_LABELS: Readonly<Record<TemplateType, string>> = {
  spreadsheet: 'Spreadsheet',
  presentation: 'Presentation',
  document: 'Document',
}
