/**
 * A company (capital readiness) report as the screens read it (000 §2.2, 002 §2.1): the public /crr
 * pages and the member's beta screens. The rows' jsonb is read defensively and shown as text, never HTML.
 */

type ReportRow = Readonly<Record<string, unknown>>

/** A string with something in it, else null. */
export const nonEmptyText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null
const score = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.min(100, Math.round(value))) : null

export interface ReportSection {
  heading: string
  body: string | null
  score: number | null
}

/** Ordered sections {heading, body?, score?}; anything else in the jsonb is skipped. */
export function sectionsOf(value: unknown): ReportSection[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const record = item as Record<string, unknown>
    const heading = nonEmptyText(record.heading)
    return heading ? [{ heading, body: nonEmptyText(record.body), score: score(record.score) }] : []
  })
}

/** What a readiness score means to an investor reading the report. */
export function readinessBand(value: number | null): string {
  if (value === null) return 'Not scored yet'
  if (value >= 80) return 'Ready to raise'
  if (value >= 65) return 'Nearly ready'
  return 'Work to do before raising'
}

export interface CompanyReport {
  id: string
  companySlug: string
  reportSlug: string
  companyName: string
  title: string
  summary: string | null
  readinessScore: number | null
  sections: ReportSection[]
  publishedAt: string | null
}

export function companyReportFrom(row: ReportRow): CompanyReport | null {
  const id = nonEmptyText(row.id)
  const companySlug = nonEmptyText(row.company_slug)
  const reportSlug = nonEmptyText(row.report_slug)
  const title = nonEmptyText(row.title)
  const companyName = nonEmptyText(row.company_name)
  if (!id || !companySlug || !reportSlug || !title || !companyName) return null
  return {
    id,
    companySlug,
    reportSlug,
    companyName,
    title,
    summary: nonEmptyText(row.summary),
    readinessScore: score(row.readiness_score),
    sections: sectionsOf(row.sections),
    publishedAt: nonEmptyText(row.published_at),
  }
}
