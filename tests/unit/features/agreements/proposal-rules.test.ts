import { describe, expect, it } from 'vitest'
import { newProposalRow } from '../../../../src/features/agreements/proposal-rules.ts'

describe('a proposal started on the phone (002 §6)', () => {
  it('is a draft, its text trimmed, an empty description left out', () => {
    expect(newProposalRow({ title: ' Seed round terms ', description: '  ' })).toEqual({
      ok: true,
      row: { title: 'Seed round terms', description: null, status: 'draft' },
    })
  })

  it("refuses a blank or oversized title and script with 000 §5's messages", () => {
    expect(newProposalRow({ title: '', description: '' })).toEqual({
      ok: false,
      errors: { title: 'Title is required' },
    })
    expect(newProposalRow({ title: 'x'.repeat(1001), description: 'javascript:alert(1)' })).toEqual({
      ok: false,
      errors: { title: 'Title length is invalid', description: 'Description contains invalid content' },
    })
  })
})
