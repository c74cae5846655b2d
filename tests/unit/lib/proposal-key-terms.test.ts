import { describe, expect, it } from 'vitest'
import { KEY_TERMS_PER_KIND, proposalKeyTerms } from '../../../src/lib/proposal-key-terms.ts'

const base = { description: null, due_date: null, priority: null, category: null }

describe('digest key terms of a proposal (002 §6, pro)', () => {
  it('takes amounts, percentages, durations and dates from the proposal’s own words', () => {
    const terms = proposalKeyTerms({
      ...base,
      description:
        'Advisory retainer of €4,500 per month for 6 months, plus 1.5% equity. Kick-off 2027-01-15, review in Q2 2027. Total 27,000 EUR.',
    })
    expect(terms).toEqual([
      { label: 'Amount', value: '€4,500' },
      { label: 'Amount', value: '27,000 EUR' },
      { label: 'Percentage', value: '1.5%' },
      { label: 'Duration', value: '6 months' },
      { label: 'Date', value: '2027-01-15' },
      { label: 'Date', value: 'Q2 2027' },
    ])
  })

  it('adds the due date, priority and category the proposal carries, and invents nothing', () => {
    expect(
      proposalKeyTerms({
        description: 'Let us talk.',
        due_date: '2027-03-01',
        priority: 'high',
        category: 'advisory',
      }),
    ).toEqual([
      { label: 'Due', value: '1 Mar 2027' },
      { label: 'Priority', value: 'high' },
      { label: 'Category', value: 'advisory' },
    ])
    expect(proposalKeyTerms(base)).toEqual([])
  })

  it(`keeps at most ${KEY_TERMS_PER_KIND} distinct terms of a kind`, () => {
    const terms = proposalKeyTerms({ ...base, description: '€1 €2 €3 €4 €1 and 2 weeks, 2 weeks' })
    expect(terms.filter((term) => term.label === 'Amount').map((term) => term.value)).toEqual([
      '€1',
      '€2',
      '€3',
    ])
    expect(terms.filter((term) => term.label === 'Duration')).toEqual([
      { label: 'Duration', value: '2 weeks' },
    ])
  })
})
