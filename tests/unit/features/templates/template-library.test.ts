import { describe, expect, it } from 'vitest'
import {
  cardFacts,
  filterTemplates,
  isLocked,
  TEMPLATE_FILTERS,
} from '../../../../src/features/templates/template-library.ts'
import { TEMPLATES } from '../../../../src/lib/template-catalogue.ts'

describe('the Templates tab rules (001 §2, §5)', () => {
  it('filters by all, financial, strategic, investor, gtm and operations', () => {
    expect(TEMPLATE_FILTERS).toEqual(['all', 'financial', 'strategic', 'investor', 'gtm', 'operations'])
    expect(filterTemplates(TEMPLATES, 'all')).toHaveLength(TEMPLATES.length)
    for (const filter of TEMPLATE_FILTERS.slice(1)) {
      const shown = filterTemplates(TEMPLATES, filter)
      expect(shown.length).toBeGreaterThan(0)
      expect(shown.every((template) => template.category === filter)).toBe(true)
    }
  })

  it('locks Pro templates unless the member may use them (Desktop Pro or staff)', () => {
    expect(isLocked({ tier: 'pro' }, false)).toBe(true)
    expect(isLocked({ tier: 'pro' }, true)).toBe(false)
    expect(isLocked({ tier: 'basic' }, false)).toBe(false)
  })

  it('has card facts for every template of the catalogue', () => {
    expect(TEMPLATES.filter((template) => cardFacts(template) === null)).toEqual([])
  })
})
