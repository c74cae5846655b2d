import type { ReportQuery, Row } from '../../data/public-site.ts'
import { type ReportSection, sectionsOf, nonEmptyText as text } from '../../lib/company-report.ts'
import { type CurrencyCode, formatPrice, isCurrencyCode } from '../../lib/currency.ts'

/**
 * Pure rules of the public proposal and company report pages (000 §2.2): which report a /crr/...
 * address asks for, and reading the rows' jsonb safely (they are rendered as text, never as HTML).
 */
export function reportQueryFrom(params: {
  reportId?: string | undefined
  companySlug?: string | undefined
  reportSlug?: string | undefined
}): ReportQuery | null {
  if (params.reportId) return { kind: 'id', reportId: params.reportId }
  if (params.companySlug && params.reportSlug) {
    return { kind: 'slugs', companySlug: params.companySlug, reportSlug: params.reportSlug }
  }
  if (params.companySlug) return { kind: 'company', companySlug: params.companySlug }
  return null
}

export interface PriceLine {
  label: string
  price: string
}

/** A proposal's pricing jsonb {currency, items: [{label, amount, per?}]} as display lines ('€1,950 per month'). */
export function pricingLines(value: unknown): PriceLine[] {
  if (!value || typeof value !== 'object') return []
  const pricing = value as Record<string, unknown>
  const code: CurrencyCode = isCurrencyCode(pricing.currency) ? pricing.currency : 'EUR'
  const items = Array.isArray(pricing.items) ? pricing.items : []
  return items.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const record = item as Record<string, unknown>
    const label = text(record.label)
    if (!label || typeof record.amount !== 'number') return []
    const per = text(record.per)
    return [{ label, price: `${formatPrice(record.amount, code)}${per ? ` per ${per}` : ''}` }]
  })
}

export interface PublicProposal {
  slug: string
  title: string
  clientName: string | null
  clientCompany: string | null
  summary: string | null
  sections: ReportSection[]
  pricing: PriceLine[]
  validUntil: string | null
  publishedAt: string | null
}

export function proposalFrom(row: Row | null): PublicProposal | null {
  if (!row) return null
  const slug = text(row.slug)
  const title = text(row.title)
  if (!slug || !title) return null
  return {
    slug,
    title,
    clientName: text(row.client_name),
    clientCompany: text(row.client_company),
    summary: text(row.summary),
    sections: sectionsOf(row.sections),
    pricing: pricingLines(row.pricing),
    validUntil: text(row.valid_until),
    publishedAt: text(row.published_at),
  }
}
