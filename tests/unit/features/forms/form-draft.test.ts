import { describe, expect, it } from 'vitest'
import { FORMS } from '../../../../src/features/forms/form-definitions.ts'
import { draftStore, hasTyped, parseDraft } from '../../../../src/features/forms/form-draft.ts'
import { defaultValues } from '../../../../src/features/forms/form-schema.ts'

const contact = FORMS.contact

describe('public form drafts', () => {
  it("restores only the form's own fields with the right kind of value", () => {
    const stored = JSON.stringify({ name: 'Ada', email: 42, message: '<b>hi</b>', retired: 'x' })
    expect(parseDraft(contact, stored)).toEqual({ name: 'Ada', message: '<b>hi</b>' })
  })

  it('restores nothing from a missing or unreadable draft', () => {
    expect(parseDraft(contact, null)).toEqual({})
    expect(parseDraft(contact, '{not json')).toEqual({})
    expect(parseDraft(contact, '"text"')).toEqual({})
  })

  it('keeps a draft only once something is typed', () => {
    const blank = defaultValues(contact)
    expect(hasTyped(blank, blank)).toBe(false)
    expect(hasTyped({ ...blank, name: 'A' }, blank)).toBe(true)
  })

  it('treats storage that throws (private mode, full) as no draft', () => {
    const broken = draftStore('contact', () => {
      throw new Error('SecurityError')
    })
    expect(broken.read()).toBeNull()
    expect(() => broken.save({ name: 'Ada' })).not.toThrow()
  })
})
