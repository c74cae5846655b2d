/** Currency rules of spec 000 §3 and §4.2. */
export type CurrencyCode = 'EUR' | 'USD' | 'GBP'

export interface Currency {
  code: CurrencyCode
  symbol: string
  name: string
}

/** In picker order; EUR first because it is the default. */
export const CURRENCIES: readonly Currency[] = [
  { code: 'EUR', symbol: '€', name: 'Euro' },
  { code: 'USD', symbol: '$', name: 'US Dollar' },
  { code: 'GBP', symbol: '£', name: 'British Pound' },
]

export const DEFAULT_CURRENCY: CurrencyCode = 'EUR'

/** Local-storage key of the user's choice; do not change without migrating saved choices. */
export const PREFERRED_CURRENCY_KEY = 'preferred_currency'

const CURRENCY_BY_TIME_ZONE: Readonly<Record<string, CurrencyCode>> = {
  'Europe/London': 'GBP',
  'America/New_York': 'USD',
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return CURRENCIES.some((currency) => currency.code === value)
}

export function currencyFor(code: CurrencyCode): Currency {
  return CURRENCIES.find((currency) => currency.code === code) ?? { code: 'EUR', symbol: '€', name: 'Euro' }
}

/** Europe/London gives GBP, America/New_York gives USD, every other zone (Europe/Madrid too) EUR. */
export function detectCurrency(timeZone: string | undefined): CurrencyCode {
  return (timeZone && CURRENCY_BY_TIME_ZONE[timeZone]) || DEFAULT_CURRENCY
}

const formatters = new Map<number, Intl.NumberFormat>()

/** One formatter per number of decimals, made once: each new one costs a phone about a millisecond. */
function formatterWith(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formatters.set(decimals, formatter)
  }
  return formatter
}

/** '€995', '£9.99', '$1,950': whole amounts without decimals, others with two. */
export function formatPrice(amount: number, code: CurrencyCode): string {
  const digits = formatterWith(Number.isInteger(amount) ? 0 : 2).format(Math.abs(amount))
  return `${amount < 0 ? '-' : ''}${currencyFor(code).symbol}${digits}`
}

export const CONTACT_PRICE_LABEL = 'Contact'

export interface ServiceCardPrices {
  price_eur?: number | string | null
  price_usd?: number | string | null
  price_gbp?: number | string | null
}

const PRICE_COLUMN = { EUR: 'price_eur', USD: 'price_usd', GBP: 'price_gbp' } as const

/** PostgREST sends numeric columns as numbers, but a hand-edited row may hold text. */
function toAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  const amount = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(amount) ? amount : null
}

/**
 * Service-card price (spec 000 §3): the euro price with '€', or 'Contact' when there is none.
 * In another chosen currency that currency's column is shown when filled, else the euro price.
 */
export function serviceCardPriceLabel(card: ServiceCardPrices, code: CurrencyCode = 'EUR'): string {
  const chosen = toAmount(card[PRICE_COLUMN[code]])
  if (chosen !== null) return formatPrice(chosen, code)
  const euro = toAmount(card.price_eur)
  return euro === null ? CONTACT_PRICE_LABEL : formatPrice(euro, 'EUR')
}
