import { describe, expect, it } from 'vitest'
import { serviceCardPriceLabel } from '../../../src/lib/currency.ts'
import {
  activeCards,
  cardsAt,
  checkoutCurrency,
  ctaProblems,
  ctaTypesOf,
  groupServiceCards,
  parseCtaConfig,
  resolveCtas,
  type ServiceCardLike,
} from '../../../src/lib/service-cards.ts'

function card(overrides: Partial<ServiceCardLike> & { title: string }): ServiceCardLike {
  return {
    id: `id-${overrides.title.toLowerCase().replace(/\s+/g, '-')}`,
    position_order: 1,
    is_active: true,
    ...overrides,
  }
}

// The shapes of supabase/seed/002_reference_data.sql.
const strategy = card({
  title: 'Strategy Session',
  price_eur: 495,
  price_usd: 535,
  price_gbp: 425,
  button_text: 'Book Session',
  cta_type: 'stripe,calendly',
  cta_config: {
    calendly_url: 'https://calendly.com/jul-demo/strategy-session',
    stripe_price_id: 'price_demo',
  },
})
const retainer = card({ title: 'Monthly Retainer', position_order: 2, price_eur: 1950, cta_type: 'stripe' })
const equity = card({
  title: 'Equity Partnership',
  position_order: 3,
  section_type: 'featured',
  button_text: 'Apply',
  cta_type: 'form',
  cta_config: { form: 'application' },
})
const consolePro = card({
  title: 'JUL Console Pro',
  position_order: 4,
  section_type: 'addon',
  price_eur: 995,
})
const intro = card({
  title: 'Intro Call',
  location: 'home',
  cta_type: 'calendly',
  cta_config: JSON.stringify({ calendly_url: 'https://calendly.com/jul-demo/intro' }),
})
const retired = card({ title: 'Retired Offer', position_order: 99, is_active: false, price_eur: 99 })
const diligence = card({ title: 'Diligence Support', location: 'investors', price_eur: 3500 })

describe('service cards: which show and in which order (spec 000 §3, §7)', () => {
  it('shows only active cards, ordered by position_order ascending', () => {
    expect(activeCards([consolePro, retired, equity, strategy, retainer]).map((c) => c.title)).toEqual([
      'Strategy Session',
      'Monthly Retainer',
      'Equity Partnership',
      'JUL Console Pro',
    ])
  })

  it('groups by location (main first), then by section main, featured, add-on', () => {
    const groups = groupServiceCards([intro, consolePro, diligence, equity, retainer, strategy, retired])
    expect(groups.map((group) => group.location)).toEqual(['main', 'investors', 'home'])
    expect(
      groups[0]?.sections.map((section) => [section.sectionType, section.cards.map((c) => c.title)]),
    ).toEqual([
      ['main', ['Strategy Session', 'Monthly Retainer']],
      ['featured', ['Equity Partnership']],
      ['addon', ['JUL Console Pro']],
    ])
  })

  it('puts a card without location or section under main, and unknown locations last', () => {
    const groups = groupServiceCards([
      card({ title: 'Lab', location: 'lab' }),
      card({ title: 'Plain', location: null, section_type: '' }),
    ])
    expect(groups.map((group) => [group.location, group.sections[0]?.sectionType])).toEqual([
      ['main', 'main'],
      ['lab', 'main'],
    ])
  })

  it("gives an audience page its own location's active cards", () => {
    expect(cardsAt([strategy, diligence, intro], 'investors').map((c) => c.title)).toEqual([
      'Diligence Support',
    ])
  })
})

describe('service card price in the visitor currency (spec 000 §3, §4.2)', () => {
  it('shows £, $ or € from the matching column, and Contact without any price', () => {
    expect(serviceCardPriceLabel(strategy, 'GBP')).toBe('£425')
    expect(serviceCardPriceLabel(strategy, 'USD')).toBe('$535')
    expect(serviceCardPriceLabel(strategy, 'EUR')).toBe('€495')
    expect(serviceCardPriceLabel(equity, 'GBP')).toBe('Contact')
  })

  it('charges in the visitor currency when priced there, else in euro, else not at all', () => {
    expect(checkoutCurrency(strategy, 'GBP')).toBe('GBP')
    expect(checkoutCurrency(retainer, 'USD')).toBe('EUR')
    expect(checkoutCurrency(equity, 'EUR')).toBeNull()
  })
})

describe('calls to action by cta_type (spec 000 §3, §7)', () => {
  it('reads cta_config as an object or as JSON text, and anything else as empty', () => {
    expect(parseCtaConfig({ calendly_url: 'x' })).toEqual({ calendly_url: 'x' })
    expect(parseCtaConfig('{"calendly_url":"x"}')).toEqual({ calendly_url: 'x' })
    expect(parseCtaConfig('not json')).toEqual({})
    expect(parseCtaConfig('[1]')).toEqual({})
    expect(parseCtaConfig(null)).toEqual({})
  })

  it('reads a comma list of types, defaulting to info', () => {
    expect(ctaTypesOf({ cta_type: ' Stripe , calendly,stripe' })).toEqual(['stripe', 'calendly'])
    expect(ctaTypesOf({ cta_type: null })).toEqual(['info'])
    expect(ctaTypesOf({ cta_type: 'fax' })).toEqual(['info'])
  })

  it('offers checkout with the lowercase currency and the calendly link for a comma list', () => {
    expect(resolveCtas(strategy, 'GBP')).toEqual([
      {
        kind: 'checkout',
        label: 'Book Session',
        functionName: 'create-service-card-checkout',
        body: { service_card_id: strategy.id, currency: 'gbp' },
      },
      { kind: 'schedule', label: 'Book a time', url: 'https://calendly.com/jul-demo/strategy-session' },
    ])
  })

  it('finds the calendly URL when cta_config arrives as JSON text', () => {
    expect(resolveCtas(intro, 'EUR')).toEqual([
      { kind: 'schedule', label: 'Learn More', url: 'https://calendly.com/jul-demo/intro' },
    ])
  })

  it('sends a form card to its named form', () => {
    expect(resolveCtas(equity, 'EUR')).toEqual([{ kind: 'form', label: 'Apply', form: 'application' }])
  })

  it('never offers a button that cannot work: a stripe card without price falls back to info', () => {
    const broken = card({
      title: 'Broken',
      cta_type: 'stripe,calendly',
      cta_config: '{"calendly_url":"javascript:x"}',
    })
    expect(resolveCtas(broken, 'EUR')).toEqual([{ kind: 'info', label: 'Learn More', url: null }])
  })

  it('reports the configuration problems the validation page lists', () => {
    expect(ctaProblems(strategy)).toEqual([])
    expect(ctaProblems(retainer)).toEqual(['no stripe_price_id'])
    expect(
      ctaProblems(
        card({ title: 'X', cta_type: 'stripe,calendly', cta_config: '{"calendly_url":"ftp://a"}' }),
      ),
    ).toEqual(['no stripe price', 'no stripe_price_id', 'invalid calendly_url'])
    expect(ctaProblems(card({ title: 'Y', cta_type: 'calendly' }))).toEqual(['no calendly_url'])
  })
})
