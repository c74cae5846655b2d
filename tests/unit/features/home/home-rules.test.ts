import { describe, expect, it } from 'vitest'
import { quickActionsBadge, subscriptionSummary } from '../../../../src/features/home/home-rules.ts'
import { groupServices, serviceAction } from '../../../../src/features/home/service-action.ts'

const card = (over: Partial<Parameters<typeof groupServices>[0][number]>) => ({
  id: crypto.randomUUID(),
  title: 'Service',
  subtitle: null,
  price: null,
  price_eur: null,
  button_text: 'Learn More',
  position_order: 1,
  location: 'home',
  is_active: true,
  cta_type: 'info',
  cta_config: null,
  ...over,
})

describe('mobile home rules', () => {
  it('summarises the subscription: tier, price, Active/Inactive and expiry', () => {
    expect(
      subscriptionSummary({
        mobileTier: 'premium',
        mobileSubscription: { tier: 'premium', active: true, expiresAt: '2027-05-01T00:00:00Z' },
      }),
    ).toEqual({
      tier: 'premium',
      tierLabel: 'Premium',
      price: '€9.99/month',
      active: true,
      expiresAt: '2027-05-01T00:00:00Z',
    })
    expect(
      subscriptionSummary({
        mobileTier: 'free',
        mobileSubscription: { tier: 'pro', active: false, expiresAt: '2020-01-01T00:00:00Z' },
      }),
    ).toMatchObject({ tierLabel: 'Free', price: '€0 forever', active: false })
    expect(subscriptionSummary({ mobileTier: 'free', mobileSubscription: null })).toMatchObject({
      active: true,
      expiresAt: null,
    })
  })

  it('reads All Access for pro and Limited otherwise', () => {
    expect(quickActionsBadge('pro')).toBe('All Access')
    expect(quickActionsBadge('premium')).toBe('Limited')
    expect(quickActionsBadge('free')).toBe('Limited')
  })

  it('checks out a stripe service only with a stripe_price_id, object or JSON text', () => {
    expect(
      serviceAction({
        id: 'svc',
        title: 'Service',
        cta_type: 'stripe',
        cta_config: { stripe_price_id: 'price_1' },
      }),
    ).toEqual({
      kind: 'checkout',
      priceId: 'price_1',
    })
    expect(
      serviceAction({
        id: 'svc',
        title: 'Service',
        cta_type: 'stripe,calendly',
        cta_config: '{"stripe_price_id":"price_2"}',
      }),
    ).toEqual({
      kind: 'checkout',
      priceId: 'price_2',
    })
    expect(serviceAction({ id: 'svc', title: 'Service', cta_type: 'stripe', cta_config: {} })).toEqual({
      kind: 'none',
    })
    expect(
      serviceAction({
        id: 'svc',
        title: 'Service',
        cta_type: 'stripe',
        cta_config: { stripe_price_id: '  ' },
      }),
    ).toEqual({
      kind: 'none',
    })
  })

  it('schedules a calendly service only with a calendly_url, and does nothing for info', () => {
    expect(
      serviceAction({
        id: 'svc',
        title: 'Service',
        cta_type: 'calendly',
        cta_config: { calendly_url: 'https://calendly.com/x' },
      }),
    ).toEqual({
      kind: 'calendly',
      url: 'https://calendly.com/x',
    })
    expect(
      serviceAction({
        id: 'svc',
        title: 'Service',
        cta_type: 'calendly',
        cta_config: { calendly_url: 'javascript:alert(1)' },
      }),
    ).toEqual({
      kind: 'none',
    })
    expect(serviceAction({ id: 'svc', title: 'Service', cta_type: 'calendly', cta_config: null })).toEqual({
      kind: 'none',
    })
    expect(serviceAction({ id: 'svc', title: 'Service', cta_type: 'info', cta_config: null })).toEqual({
      kind: 'none',
    })
    expect(
      serviceAction({ id: 'svc', title: 'Service', cta_type: 'form', cta_config: { form: 'advisory' } }),
    ).toEqual({
      kind: 'form',
      form: 'advisory',
    })
  })

  it('groups active services by home, founders, investors, ventures in position order', () => {
    const groups = groupServices([
      card({ title: 'Ventures B', location: 'ventures', position_order: 2 }),
      card({ title: 'Main', location: 'main' }),
      card({ title: 'Home A', location: 'home', position_order: 1 }),
      card({ title: 'Ventures A', location: 'ventures', position_order: 1 }),
      card({ title: 'Retired', location: 'home', is_active: false }),
      card({ title: 'Investors', location: 'investors' }),
    ])
    expect(groups.map((group) => [group.location, group.cards.map((c) => c.title)])).toEqual([
      ['home', ['Home A']],
      ['investors', ['Investors']],
      ['ventures', ['Ventures A', 'Ventures B']],
    ])
  })
})
