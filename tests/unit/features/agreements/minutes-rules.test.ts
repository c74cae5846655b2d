import { describe, expect, it } from 'vitest'
import {
  checkMinutesForm,
  linesOf,
  type MinutesForm,
  minutesFormOf,
  nextMinutesStatus,
} from '../../../../src/features/agreements/minutes-rules.ts'

const MINUTES = {
  title: 'Board prep',
  duration_minutes: 90,
  client_value_summary: null,
  attendees: ['Ada', 'Grace'],
  key_topics: ['Runway'],
  decisions_made: [],
  action_items: ['Send deck'],
  deliverables_promised: [],
  next_steps: [],
}

const form = (patch: Partial<MinutesForm> = {}): MinutesForm => ({ ...minutesFormOf(MINUTES), ...patch })

describe('meeting minutes states (001 §4)', () => {
  it('move draft → reviewed → approved → archived, and no further', () => {
    expect(nextMinutesStatus('draft')).toBe('reviewed')
    expect(nextMinutesStatus('reviewed')).toBe('approved')
    expect(nextMinutesStatus('approved')).toBe('archived')
    expect(nextMinutesStatus('archived')).toBeNull()
    expect(nextMinutesStatus('published')).toBeNull()
  })
})

describe('editing meeting minutes (000 §5)', () => {
  it('round-trips a row: lists one item per line, blank lines and spaces dropped', () => {
    const check = checkMinutesForm(form({ attendees: ' Ada \n\n Grace\n' }))
    expect(check).toEqual({
      ok: true,
      patch: {
        title: 'Board prep',
        duration_minutes: 90,
        client_value_summary: null,
        attendees: ['Ada', 'Grace'],
        key_topics: ['Runway'],
        decisions_made: [],
        action_items: ['Send deck'],
        deliverables_promised: [],
        next_steps: [],
      },
    })
    expect(linesOf('a\n \nb')).toEqual(['a', 'b'])
  })

  it("refuses a blank title with 'Title is required'", () => {
    expect(checkMinutesForm(form({ title: '   ' }))).toEqual({
      ok: false,
      errors: { title: 'Title is required' },
    })
  })

  it('refuses a title over 1,000 characters and a list item over 1,000', () => {
    const check = checkMinutesForm(form({ title: 'x'.repeat(1001), next_steps: `ok\n${'y'.repeat(1001)}` }))
    expect(check).toEqual({
      ok: false,
      errors: { title: 'Title length is invalid', next_steps: 'Next steps is invalid' },
    })
    expect(checkMinutesForm(form({ title: 'x'.repeat(1000) })).ok).toBe(true)
  })

  it('refuses a duration that is not a whole number of minutes between 1 and 1,440', () => {
    for (const duration of ['0', '-5', '1.5', 'ninety', '1441'])
      expect(checkMinutesForm(form({ duration }))).toEqual({
        ok: false,
        errors: { duration: 'Duration is invalid' },
      })
    expect(checkMinutesForm(form({ duration: '1440' })).ok).toBe(true)
  })

  it("flags script in any field with 000 §5's 'contains invalid content'", () => {
    expect(checkMinutesForm(form({ summary: '<script>alert(1)</script>' }))).toEqual({
      ok: false,
      errors: { summary: 'Client value summary contains invalid content' },
    })
  })
})
