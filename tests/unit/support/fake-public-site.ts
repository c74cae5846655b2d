import type { PublicSiteBackend, ReportQuery, Row } from '../../../src/data/public-site.ts'

/** Seed-shaped rows (supabase/seed/002_reference_data.sql) for the public site's reads. */
export const NORTHWIND: Row = {
  id: '7f0f1d5c-51a4-4b5e-9d7e-3f1f2a9c0a01',
  company_slug: 'northwind-robotics',
  report_slug: 'capital-readiness-2026',
  company_name: 'Northwind Robotics',
  title: 'Capital Readiness Report 2026',
  summary: 'Strong team and traction; the financial model and data room need work before a Series A.',
  readiness_score: 72,
  sections: [
    { heading: 'Team', score: 85 },
    { heading: 'Financials', score: 58 },
  ],
  published_at: '2026-11-12T10:00:00Z',
}

export const DEMO_PROPOSAL: Row = {
  slug: 'demo-proposal',
  title: 'Strategic Advisory Proposal',
  client_name: 'Demo Member',
  client_company: 'JUL Demo Ventures',
  summary: 'A 90-day engagement to get JUL Demo Ventures investor-ready.',
  sections: [{ heading: 'Objectives', body: 'Sharpen the equity story and build a fundable plan.' }],
  pricing: { currency: 'EUR', items: [{ label: 'Monthly Retainer', amount: 1950, per: 'month' }] },
  valid_until: '2026-12-22',
  published_at: '2026-11-19T10:00:00Z',
}

export interface FakePublicSite extends PublicSiteBackend {
  uploads: string[]
}

export function fakePublicSite(overrides: Partial<PublicSiteBackend> = {}): FakePublicSite {
  const uploads: string[] = []
  const matches = (query: ReportQuery) =>
    query.kind === 'id'
      ? query.reportId === NORTHWIND.id
      : query.companySlug === NORTHWIND.company_slug &&
        (query.kind === 'company' || query.reportSlug === NORTHWIND.report_slug)
  return {
    uploads,
    proposal: async (slug) => (slug === DEMO_PROPOSAL.slug ? DEMO_PROPOSAL : null),
    companyReports: async (query) => (matches(query) ? [NORTHWIND] : []),
    serviceCards: async () => [],
    publicUrl: (bucket, path) => `https://storage.test/${bucket}/${path}`,
    listFiles: async () => [],
    upload: async (_bucket, path) => {
      uploads.push(path)
      return { error: null }
    },
    ...overrides,
  }
}
