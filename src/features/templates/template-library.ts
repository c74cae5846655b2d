import type { Template } from '../../lib/template-catalogue.ts'

/**
 * What the Templates tab shows beside the shared catalogue (src/lib/template-catalogue.ts): the filters,
 * the lock rule and each card's downloads, file size and last update (001 §3's static template fields).
 */

export const TEMPLATE_FILTERS = ['all', 'financial', 'strategic', 'investor', 'gtm', 'operations'] as const
export type TemplateFilter = (typeof TEMPLATE_FILTERS)[number]

export function filterTemplates(templates: readonly Template[], filter: TemplateFilter): Template[] {
  return filter === 'all' ? [...templates] : templates.filter((template) => template.category === filter)
}

/** 001 §5: Pro templates need Desktop Pro unless staff (useMemberAccess().canUseProTemplates). */
export function isLocked(template: Pick<Template, 'tier'>, canUseProTemplates: boolean): boolean {
  return template.tier === 'pro' && !canUseProTemplates
}

export const TYPE_LABELS: Readonly<Record<Template['type'], string>> = {
  spreadsheet: 'Spreadsheet',
  presentation: 'Presentation',
  document: 'Document',
}

export interface CardFacts {
  downloads: number
  fileSize: string
  lastUpdated: string
}

/** Static card facts per template id (the spec's Template has downloads, fileSize and lastUpdated). */
const FACTS: Readonly<Record<string, CardFacts>> = {
  'financial-model-saas': { downloads: 1243, fileSize: '86 KB', lastUpdated: '2026-10-14' },
  'cash-runway-tracker': { downloads: 2210, fileSize: '24 KB', lastUpdated: '2026-09-30' },
  'investor-deck-template': { downloads: 1876, fileSize: '2.1 MB', lastUpdated: '2026-10-28' },
  'investor-update': { downloads: 1532, fileSize: '38 KB', lastUpdated: '2026-10-02' },
  'strategy-one-pager': { downloads: 987, fileSize: '31 KB', lastUpdated: '2026-08-19' },
  'okr-planner': { downloads: 1104, fileSize: '27 KB', lastUpdated: '2026-09-12' },
  'gtm-launch-plan': { downloads: 764, fileSize: '1.4 MB', lastUpdated: '2026-10-21' },
  'icp-worksheet': { downloads: 842, fileSize: '29 KB', lastUpdated: '2026-07-30' },
  'hiring-plan': { downloads: 691, fileSize: '22 KB', lastUpdated: '2026-09-05' },
  'board-meeting-pack': { downloads: 1318, fileSize: '1.2 MB', lastUpdated: '2026-11-03' },
}

export function cardFacts(template: Pick<Template, 'id'>): CardFacts | null {
  return FACTS[template.id] ?? null
}
