import { describe, expect, it } from 'vitest'
import {
  filterTemplates,
  isLocked,
  TEMPLATE_FILTERS,
  TEMPLATES,
  templateRequestId,
} from '../../../src/lib/template-catalogue.ts'
import {
  TEMPLATES as SERVER_TEMPLATES,
  templateFor,
} from '../../../supabase/functions/generate-template/catalogue.ts'

describe('the template catalogue (001 §2, §3, §5)', () => {
  it('is the same list generate-template builds files from', () => {
    const shape = ({
      id,
      title,
      description,
      category,
      type,
      tier,
      outline,
    }: (typeof TEMPLATES)[number]) => ({
      id,
      title,
      description,
      category,
      type,
      tier,
      outline: [...outline],
    })
    expect(TEMPLATES.map(shape)).toEqual(
      SERVER_TEMPLATES.map((template) => ({ ...template, outline: [...template.outline] })),
    )
  })

  it('holds the known ids, the 22-slide investor deck included', () => {
    expect(TEMPLATES.map((template) => template.id)).toContain('financial-model-saas')
    expect(TEMPLATES.find((template) => template.id === 'investor-deck-template')?.outline).toHaveLength(22)
  })

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

  it('asks for a template by its id plus a timestamp, which the function resolves', () => {
    const id = templateRequestId({ id: 'okr-planner' }, 1_790_000_000_000)
    expect(id).toBe('okr-planner-1790000000000')
    expect(templateFor(id)?.id).toBe('okr-planner')
  })
})
