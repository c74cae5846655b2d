import { describe, expect, it } from 'vitest'
import {
  pricingLines,
  proposalFrom,
  reportQueryFrom,
} from '../../../../src/features/public-reports/report-rules.ts'
import { companyReportFrom, readinessBand, sectionsOf } from '../../../../src/lib/company-report.ts'
import { DEMO_PROPOSAL, NORTHWIND } from '../../support/fake-public-site.ts'

describe('which report a /crr address asks for (spec 000 §2.2)', () => {
  it('reads the four shapes', () => {
    expect(reportQueryFrom({ reportId: 'abc' })).toEqual({ kind: 'id', reportId: 'abc' })
    expect(
      reportQueryFrom({ companySlug: 'northwind-robotics', reportSlug: 'capital-readiness-2026' }),
    ).toEqual({
      kind: 'slugs',
      companySlug: 'northwind-robotics',
      reportSlug: 'capital-readiness-2026',
    })
    expect(reportQueryFrom({ companySlug: 'northwind-robotics' })).toEqual({
      kind: 'company',
      companySlug: 'northwind-robotics',
    })
    expect(reportQueryFrom({})).toBeNull()
  })
})

describe('published rows as text', () => {
  it('keeps well-formed sections, clamps scores and skips anything else', () => {
    expect(
      sectionsOf([
        { heading: 'Team', score: 85.4 },
        { heading: 'Plan', body: 'Ship it', score: 140 },
        { body: 'x' },
        'y',
      ]),
    ).toEqual([
      { heading: 'Team', body: null, score: 85 },
      { heading: 'Plan', body: 'Ship it', score: 100 },
    ])
    expect(sectionsOf('not a list')).toEqual([])
  })

  it('prices a proposal in its own currency, per month where it says so', () => {
    expect(pricingLines(DEMO_PROPOSAL.pricing)).toEqual([
      { label: 'Monthly Retainer', price: '€1,950 per month' },
    ])
    expect(
      pricingLines({ currency: 'GBP', items: [{ label: 'Session', amount: 425 }, { label: 'Bad' }] }),
    ).toEqual([{ label: 'Session', price: '£425' }])
    expect(pricingLines(null)).toEqual([])
  })

  it('reads the seeded proposal and report, and nothing without a title', () => {
    expect(proposalFrom(DEMO_PROPOSAL)?.clientCompany).toBe('JUL Demo Ventures')
    expect(proposalFrom(null)).toBeNull()
    expect(companyReportFrom(NORTHWIND)?.readinessScore).toBe(72)
    expect(companyReportFrom({ ...NORTHWIND, title: '' })).toBeNull()
  })

  it('says what a readiness score means', () => {
    expect(readinessBand(72)).toBe('Nearly ready')
    expect(readinessBand(80)).toBe('Ready to raise')
    expect(readinessBand(64)).toBe('Work to do before raising')
    expect(readinessBand(null)).toBe('Not scored yet')
  })
})
