import { describe, expect, it } from 'vitest'
import {
  bookableCards,
  bookingDetailsSchema,
  bookingPaths,
  bookingProgress,
  calendlyLink,
  isCalendlyOnly,
} from '../../../../src/features/booking/booking-rules.ts'
import { BOOKING_TEXTS } from '../../../../src/features/booking/texts.ts'

const card = (overrides: Partial<Parameters<typeof bookingPaths>[0]> = {}) => ({
  id: 'c',
  is_active: true,
  position_order: 1,
  title: 'Strategy Session',
  cta_type: 'stripe,calendly',
  cta_config: { calendly_url: 'https://calendly.com/jul-demo/strategy-session' },
  price_eur: 495,
  ...overrides,
})

describe('booking wizard rules (001 §2, §4, §5)', () => {
  it('moves the progress bar by step / 3', () => {
    expect([0, 1, 2, 3].map((step) => bookingProgress(step as 0 | 1 | 2 | 3))).toEqual([0, 1 / 3, 2 / 3, 1])
  })

  it("requires a session focus with 'Please select a session type'; notes are optional", () => {
    const missing = bookingDetailsSchema.safeParse({ urgency: 'Flexible', notes: '' })
    expect(missing.success).toBe(false)
    expect(missing.error?.issues[0]?.message).toBe(BOOKING_TEXTS.selectSessionType)
    expect(
      bookingDetailsSchema.safeParse({ sessionType: 'Fundraising', urgency: 'This week', notes: '' }).success,
    ).toBe(true)
  })

  it('reads stripe and calendly from the CTA list, with cta_config as an object or JSON text', () => {
    expect(bookingPaths(card())).toEqual({
      stripe: true,
      calendlyUrl: 'https://calendly.com/jul-demo/strategy-session',
    })
    const text = card({
      cta_type: 'calendly',
      cta_config: JSON.stringify({ calendly_url: 'https://calendly.com/x' }),
    })
    expect(bookingPaths(text)).toEqual({ stripe: false, calendlyUrl: 'https://calendly.com/x' })
    expect(isCalendlyOnly(bookingPaths(text))).toBe(true)
    expect(isCalendlyOnly(bookingPaths(card()))).toBe(false)
    expect(bookingPaths(card({ cta_type: 'stripe', price_eur: null })).stripe).toBe(false)
    expect(
      bookingPaths(card({ cta_type: 'calendly', cta_config: { calendly_url: 'javascript:alert(1)' } }))
        .calendlyUrl,
    ).toBeNull()
  })

  it('offers active cards that can be paid or scheduled, by position', () => {
    const cards = [
      card({ id: 'form', cta_type: 'form', position_order: 0 }),
      card({ id: 'late', position_order: 5 }),
      card({ id: 'inactive', is_active: false }),
      card({ id: 'first', cta_type: 'calendly', position_order: 2 }),
    ]
    expect(bookableCards(cards).map((entry) => entry.id)).toEqual(['first', 'late'])
  })

  it('fills the calendar link with the member and the session details', () => {
    const link = new URL(
      calendlyLink(
        'https://calendly.com/jul-demo/intro',
        { name: 'Priya Pro', email: 'founder.pro@example.com' },
        { sessionType: 'Market Entry', urgency: 'Next week', notes: ' Spain ' },
      ),
    )
    expect(link.searchParams.get('name')).toBe('Priya Pro')
    expect(link.searchParams.get('email')).toBe('founder.pro@example.com')
    expect(link.searchParams.get('a1')).toBe('Market Entry · Next week · Spain')
  })
})
