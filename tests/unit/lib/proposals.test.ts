import { describe, expect, it } from 'vitest'
import {
  PROPOSAL_ERRORS,
  parsePricing,
  parseSections,
  proposalErrors,
  SLUG_PATTERN,
  slugify,
} from '../../../src/lib/proposals.ts'

describe('public proposals (000 §2.2, §2.3)', () => {
  it('makes a slug the migration accepts from any title', () => {
    expect(slugify('Strategic Advisory — 2026!')).toBe('strategic-advisory-2026')
    expect(slugify('  Équipe  Fondatrice ')).toBe('equipe-fondatrice')
    expect(SLUG_PATTERN.test(slugify('A -- B'))).toBe(true)
    expect(slugify('x'.repeat(100)).length).toBe(80)
  })

  it('reads sections and pricing from jsonb, dropping what does not fit', () => {
    expect(parseSections([{ heading: 'Objectives', body: 'Sharpen' }, { heading: 1 }, 'x'])).toEqual([
      { heading: 'Objectives', body: 'Sharpen' },
    ])
    expect(parseSections(null)).toEqual([])
    expect(parsePricing({ currency: 'EUR', items: [{ label: 'Session', amount: 495 }] })).toEqual({
      currency: 'EUR',
      items: [{ label: 'Session', amount: 495 }],
    })
    expect(parsePricing({ items: 'no' })).toBeNull()
  })

  it('refuses a blank title, a bad slug, incomplete sections and bad prices', () => {
    expect(
      proposalErrors({
        title: ' ',
        slug: 'Bad Slug',
        sections: [{ heading: 'A', body: '' }],
        pricing: [{ label: 'Fee', amount: -1 }],
      }),
    ).toEqual({
      title: PROPOSAL_ERRORS.titleRequired,
      slug: PROPOSAL_ERRORS.slugInvalid,
      sections: PROPOSAL_ERRORS.sectionIncomplete,
      pricing: PROPOSAL_ERRORS.amountInvalid,
    })
    expect(
      proposalErrors({ title: 'T', slug: 't', sections: [], pricing: [{ label: 'Fee', amount: 0 }] }),
    ).toEqual({})
  })
})
