import type { FunctionEnv } from '../function-env.ts'
import { projectApi } from '../service-rest.ts'
import type { Currency } from './catalogue.ts'

// Service cards (000 §3) as the checkout functions need them: active rows only, sold online only
// when cta_type lists stripe, priced per currency in price_eur / price_usd / price_gbp, and
// cta_config either an object or a JSON text holding one (both exist in the data).

export interface ServiceCard {
  id: string
  card_id: string | null
  title: string
  price_eur: number | null
  price_usd: number | null
  price_gbp: number | null
  cta_type: string
  cta_config: unknown
}

const COLUMNS = 'id,card_id,title,price_eur,price_usd,price_gbp,cta_type,cta_config'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function ctaConfigOf(card: Pick<ServiceCard, 'cta_config'>): Record<string, unknown> {
  let value = card.cta_config
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return {}
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

export const sellsOnline = (card: Pick<ServiceCard, 'cta_type'>): boolean =>
  card.cta_type
    .split(',')
    .map((type) => type.trim())
    .includes('stripe')

/** The price in cents in `currency`, or null when the card has none there. */
export function priceInCents(card: ServiceCard, currency: Currency): number | null {
  const price = card[`price_${currency}`]
  return price === null || price === undefined ? null : Math.round(Number(price) * 100)
}

/** An active card by its row id or its card_id. */
export async function findActiveCard(env: FunctionEnv, idOrCardId: string): Promise<ServiceCard | null> {
  const filter = UUID.test(idOrCardId)
    ? `id=eq.${idOrCardId}`
    : `card_id=eq.${encodeURIComponent(idOrCardId)}`
  const [card] = await projectApi(env).select<ServiceCard>(
    'service_cards',
    `select=${COLUMNS}&${filter}&is_active=is.true`,
  )
  return card ?? null
}

/** The active card whose cta_config names this provider price (mobile services, 002 §3). */
export async function findCardByProviderPrice(
  env: FunctionEnv,
  priceId: string,
): Promise<ServiceCard | null> {
  const cards = await projectApi(env).select<ServiceCard>(
    'service_cards',
    `select=${COLUMNS}&is_active=is.true&cta_type=like.*stripe*`,
  )
  return cards.find((card) => ctaConfigOf(card).stripe_price_id === priceId) ?? null
}
