// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { TEMPLATES as APP_TEMPLATES, templateRequestId } from '../../../src/lib/template-catalogue.ts'
import {
  TEMPLATES as SERVER_TEMPLATES,
  templateFor,
} from '../../../supabase/functions/generate-template/catalogue.ts'

describe('the template catalogue', () => {
  it('is the same in the app and in generate-template', () => {
    expect(APP_TEMPLATES).toEqual(SERVER_TEMPLATES)
  })

  it("holds the spec's known ids, with the investor deck at 22 slides", () => {
    const ids = APP_TEMPLATES.map((template) => template.id)
    expect(ids).toContain('financial-model-saas')
    expect(APP_TEMPLATES.find((template) => template.id === 'investor-deck-template')?.outline).toHaveLength(
      22,
    )
  })

  it('sends an id plus a timestamp that the function maps back to its template', () => {
    const requestId = templateRequestId('okr-planner', 1_730_000_000_000)
    expect(requestId).toBe('okr-planner-1730000000000')
    expect(templateFor(requestId)?.id).toBe('okr-planner')
    expect(templateFor('okr-planner-x')).toBeNull()
  })
})
