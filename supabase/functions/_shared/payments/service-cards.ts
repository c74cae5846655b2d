import type { Tables } from '../../../types.gen.ts'
import type { FunctionEnv } from '../function-env.ts'
import { orThrow, serviceClient } from '../project-client.ts'
import type { Currency } from './catalogue.ts'

// Service cards (000 §3) as the checkout functions need them: active rows only, sold online only
// when cta_type lists stripe, priced per currency in price_eur / price_usd / price_gbp, and
// cta_config either an object or a JSON text holding one (both exist in the data).

export type ServiceCard = Pick<
  Tables<'service_cards'>,
  'id' | 'card_id' | 'title' | 'price_eur' | 'price_usd' | 'price_gbp' | 'cta_type' | 'cta_config'
>

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
  const active = serviceClient(env).from('service_cards').select(COLUMNS).eq('is_active', true)
  const found = UUID.test(idOrCardId) ? active.eq('id', idOrCardId) : active.eq('card_id', idOrCardId)
  return orThrow(await found.limit(1).maybeSingle(), 'select service_cards')
}

/** The active card whose cta_config names this provider price (mobile services, 002 §3). */
export async function findCardByProviderPrice(
  env: FunctionEnv,
  priceId: string,
): Promise<ServiceCard | null> {
  const cards = orThrow(
    await serviceClient(env)
      .from('service_cards')
      .select(COLUMNS)
      .eq('is_active', true)
      .like('cta_type', '%stripe%'),
    'select service_cards',
  )
  return cards.find((card) => ctaConfigOf(card).stripe_price_id === priceId) ?? null
}
