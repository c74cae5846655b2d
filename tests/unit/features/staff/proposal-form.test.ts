import { describe, expect, it } from 'vitest'
import { emptyForm, inputOf, withTitle } from '../../../../src/features/staff/proposal-form.ts'

describe('the proposal editor form (000 §2.3)', () => {
  it('moves the slug with the title until staff edit the slug', () => {
    const typed = withTitle(emptyForm('p1'), 'Series A Readiness')
    expect(typed.slug).toBe('series-a-readiness')
    const chosen = { ...typed, slug: 'readiness', slugEdited: true }
    expect(withTitle(chosen, 'Series A Readiness 2027').slug).toBe('readiness')
  })

  it('stamps published_at once on publishing and clears it on unpublishing', () => {
    const form = {
      ...withTitle(emptyForm('p1'), 'Plan'),
      pricing: [{ label: 'Session', amount: '495', per: '' }],
    }
    const published = inputOf(form, true, '2026-05-10T10:00:00.000Z')
    expect(published).toMatchObject({
      id: 'p1',
      slug: 'plan',
      is_published: true,
      published_at: '2026-05-10T10:00:00.000Z',
      pricing: { currency: 'EUR', items: [{ label: 'Session', amount: 495 }] },
      client_name: null,
    })
    const again = inputOf(
      { ...form, isPublished: true, publishedAt: '2026-01-01T00:00:00.000Z' },
      true,
      'later',
    )
    expect(again.published_at).toBe('2026-01-01T00:00:00.000Z')
    expect(inputOf({ ...form, isPublished: true }, false, 'now')).toMatchObject({
      is_published: false,
      published_at: null,
    })
  })
})
