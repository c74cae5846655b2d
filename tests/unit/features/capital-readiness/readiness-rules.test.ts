import { describe, expect, it } from 'vitest'
import {
  areaChanges,
  checkWorkflow,
  formatChange,
  memberReports,
  recipientList,
  scoreSeries,
} from '../../../../src/features/capital-readiness/readiness-rules.ts'

const report = (
  id: string,
  publishedAt: string | null,
  score: number | null,
  extra: Record<string, unknown> = {},
) => ({
  id,
  company_slug: 'northwind-robotics',
  report_slug: `report-${id}`,
  company_name: 'Northwind Robotics',
  title: `Report ${id}`,
  readiness_score: score,
  sections: [],
  is_published: publishedAt !== null,
  published_at: publishedAt,
  ...extra,
})

describe("the member's reports and their score over time", () => {
  it('keeps published reports only, oldest first, whatever order they are stored in', () => {
    const reports = memberReports([
      report('c', '2026-09-01T00:00:00Z', 72),
      report('draft', null, 90),
      report('a', '2026-03-01T00:00:00Z', 55),
      report('b', '2026-06-01T00:00:00Z', 64),
    ])
    expect(reports.map((r) => r.id)).toEqual(['a', 'b', 'c'])
  })

  it('gives each scored report a point with its change from the previous scored one', () => {
    const reports = memberReports([
      report('a', '2026-03-01T00:00:00Z', 55),
      report('unscored', '2026-04-01T00:00:00Z', null),
      report('b', '2026-06-01T00:00:00Z', 64),
      report('c', '2026-09-01T00:00:00Z', 60),
    ])
    expect(scoreSeries(reports).map(({ reportId, score, change }) => ({ reportId, score, change }))).toEqual([
      { reportId: 'a', score: 55, change: null },
      { reportId: 'b', score: 64, change: 9 },
      { reportId: 'c', score: 60, change: -4 },
    ])
  })

  it('compares each area of the latest report with the same area before, by name', () => {
    const [previous, latest] = memberReports([
      report('a', '2026-03-01T00:00:00Z', 55, {
        sections: [
          { heading: 'Team', score: 80 },
          { heading: 'financials', score: 50 },
        ],
      }),
      report('b', '2026-06-01T00:00:00Z', 64, {
        sections: [
          { heading: 'Team', score: 85 },
          { heading: 'Financials', score: 46 },
          { heading: 'Data room', score: 64 },
          { heading: 'Narrative' },
        ],
      }),
    ])
    expect(latest && areaChanges(latest, previous)).toEqual([
      { heading: 'Team', score: 85, change: 5 },
      { heading: 'Financials', score: 46, change: -4 },
      { heading: 'Data room', score: 64, change: null },
    ])
  })

  it('prints a change with its sign', () => {
    expect([formatChange(6), formatChange(-4), formatChange(0)]).toEqual(['+6', '−4', '±0'])
  })
})

describe('a new e-mail workflow (000 §5 messages)', () => {
  const valid = {
    name: 'Investors',
    trigger: 'report_published',
    recipients: 'a@fund.example, b@fund.example',
  }

  it('accepts a name, a known trigger and one to ten addresses', () => {
    expect(checkWorkflow({ ...valid, name: '  Investors  ' })).toEqual({
      valid: true,
      workflow: {
        name: 'Investors',
        trigger_event: 'report_published',
        recipients: ['a@fund.example', 'b@fund.example'],
      },
    })
  })

  it('refuses a blank name and blank recipients with the form check words', () => {
    expect(checkWorkflow({ ...valid, name: '   ', recipients: ' ' })).toEqual({
      valid: false,
      errors: { name: 'Name is required', recipients: 'Recipients is required' },
    })
  })

  it('refuses a bad address, an eleventh address, an oversized name and an unknown trigger', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `p${i}@fund.example`).join(' ')
    expect(checkWorkflow({ ...valid, recipients: 'a@fund.example, not-an-address' })).toMatchObject({
      errors: { recipients: 'Recipients must be a valid email' },
    })
    expect(checkWorkflow({ ...valid, recipients: eleven })).toMatchObject({
      errors: { recipients: 'Recipients length is invalid' },
    })
    expect(checkWorkflow({ ...valid, name: 'x'.repeat(101) })).toMatchObject({
      errors: { name: 'Name length is invalid' },
    })
    expect(checkWorkflow({ ...valid, trigger: 'daily' })).toMatchObject({
      errors: { trigger: 'When is invalid' },
    })
  })

  it('refuses hostile text in the name', () => {
    expect(checkWorkflow({ ...valid, name: '<script>alert(1)</script>' })).toMatchObject({
      errors: { name: 'Name contains invalid content' },
    })
  })

  it('reads addresses split by commas, semicolons, spaces or lines, once each', () => {
    expect(recipientList('a@x.example;b@x.example\nc@x.example  a@x.example,')).toEqual([
      'a@x.example',
      'b@x.example',
      'c@x.example',
    ])
  })
})
