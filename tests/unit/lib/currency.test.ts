import { describe, expect, it } from 'vitest'
import {
  CURRENCIES,
  detectCurrency,
  formatPrice,
  PREFERRED_CURRENCY_KEY,
  serviceCardPriceLabel,
} from '../../../src/lib/currency.ts'

describe('currency (spec 000 §4.2)', () => {
  it('offers EUR, USD and GBP with their symbols and names', () => {
    expect(CURRENCIES.map((c) => `${c.code} ${c.symbol} ${c.name}`)).toEqual([
      'EUR € Euro',
      'USD $ US Dollar',
      'GBP £ British Pound',
    ])
    expect(PREFERRED_CURRENCY_KEY).toBe('preferred_currency')
  })

  it('detects GBP in London, USD in New York and EUR everywhere else', () => {
    expect(detectCurrency('Europe/London')).toBe('GBP')
    expect(detectCurrency('America/New_York')).toBe('USD')
    expect(detectCurrency('Europe/Madrid')).toBe('EUR')
    expect(detectCurrency('America/Los_Angeles')).toBe('EUR')
    expect(detectCurrency(undefined)).toBe('EUR')
  })

  it('formats prices with the right symbol', () => {
    expect(formatPrice(995, 'EUR')).toBe('€995')
    expect(formatPrice(9.99, 'GBP')).toBe('£9.99')
    expect(formatPrice(1950, 'USD')).toBe('$1,950')
    expect(formatPrice(19.9, 'EUR')).toBe('€19.90')
  })
})

describe('service card price (spec 000 §3)', () => {
  it('shows the euro price with a euro sign, or Contact when there is none', () => {
    expect(serviceCardPriceLabel({ price_eur: 495 })).toBe('€495')
    expect(serviceCardPriceLabel({ price_eur: '1950.00' })).toBe('€1,950')
    expect(serviceCardPriceLabel({ price_eur: null })).toBe('Contact')
    expect(serviceCardPriceLabel({})).toBe('Contact')
  })

  it("uses the chosen currency's column when filled, else the euro price", () => {
    expect(serviceCardPriceLabel({ price_eur: 495, price_gbp: 425 }, 'GBP')).toBe('£425')
    expect(serviceCardPriceLabel({ price_eur: 495 }, 'USD')).toBe('€495')
    expect(serviceCardPriceLabel({ price_usd: 500 }, 'EUR')).toBe('Contact')
  })
})
