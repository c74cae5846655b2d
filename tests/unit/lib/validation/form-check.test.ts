import { describe, expect, it } from 'vitest'
import { validateForm } from '../../../../src/lib/validation/form-check.ts'

describe('validateForm (spec 000 §5 form messages)', () => {
  it('says which field is required, by label or by key', () => {
    const result = validateForm(
      { firstName: '  ', lastName: '' },
      { firstName: { required: true, label: 'First Name' }, lastName: { required: true } },
    )
    expect(result).toEqual({
      valid: false,
      errors: { firstName: 'First Name is required', lastName: 'lastName is required' },
    })
  })

  it('uses the spec suffixes for e-mail, URL and phone', () => {
    const result = validateForm(
      { email: 'nope', website: 'nope', phone: '12' },
      {
        email: { type: 'email', label: 'Contact Email' },
        website: { type: 'url', label: 'Company Website' },
        phone: { type: 'phone', label: 'Phone' },
      },
    )
    expect(result.errors).toEqual({
      email: 'Contact Email must be a valid email',
      website: 'Company Website must be a valid URL',
      phone: 'Phone must be a valid phone number',
    })
  })

  it('reports length, pattern and content problems', () => {
    const result = validateForm(
      { subject: 'ab', code: 'xyz', notes: '<iframe src="x"></iframe>' },
      {
        subject: { minLength: 3, label: 'Subject' },
        code: { pattern: /^\d+$/, label: 'Code' },
        notes: { label: 'Notes' },
      },
    )
    expect(result.errors).toEqual({
      subject: 'Subject length is invalid',
      code: 'Code is invalid',
      notes: 'Notes contains invalid content',
    })
  })

  it('skips optional empty fields and passes a clean form', () => {
    const result = validateForm(
      { email: 'demo@example.com', website: '' },
      { email: { required: true, type: 'email' }, website: { type: 'url' } },
    )
    expect(result).toEqual({ valid: true, errors: {} })
  })
})
