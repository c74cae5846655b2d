import { SERVICE_LOCATIONS, type ServiceLocation } from './home-rules.ts'

export interface MobileServiceCard {
  id: string
  title: string
  subtitle: string | null
  price: string | null
  price_eur: number | null
  button_text: string
  position_order: number
  location: string
  is_active: boolean
  cta_type: string
  cta_config: unknown
}

/** What a service's button does on the phone (002 §5, §7). */
export type ServiceAction =
  | { kind: 'checkout'; priceId: string }
  | { kind: 'calendly'; url: string }
  | { kind: 'form'; form: string }
  | { kind: 'none' }

/** cta_config is an object, or JSON text holding one (000 §3); anything else reads as empty. */
function configOf(value: unknown): Record<string, unknown> {
  let config = value
  if (typeof config === 'string') {
    try {
      config = JSON.parse(config)
    } catch {
      return {}
    }
  }
  return config !== null && typeof config === 'object' && !Array.isArray(config)
    ? (config as Record<string, unknown>)
    : {}
}

function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

/**
 * 002 §5: the card's (first) cta_type decides. A stripe service needs a stripe_price_id (then
 * create-direct-checkout), a calendly service a calendly_url; without them nothing happens. A form
 * service opens the contact form; info does nothing on the phone.
 */
export function serviceAction(card: Pick<MobileServiceCard, 'cta_type' | 'cta_config'>): ServiceAction {
  const type = (card.cta_type ?? '').split(',')[0]?.trim().toLowerCase() ?? ''
  const config = configOf(card.cta_config)
  if (type === 'stripe') {
    const priceId = typeof config.stripe_price_id === 'string' ? config.stripe_price_id.trim() : ''
    return priceId ? { kind: 'checkout', priceId } : { kind: 'none' }
  }
  if (type === 'calendly') {
    const url = webUrl(config.calendly_url)
    return url ? { kind: 'calendly', url } : { kind: 'none' }
  }
  if (type === 'form')
    return { kind: 'form', form: typeof config.form === 'string' ? config.form : 'contact' }
  return { kind: 'none' }
}

/** 002 §2.3: active services grouped by location home, founders, investors, ventures, by position. */
export function groupServices<Card extends MobileServiceCard>(
  cards: readonly Card[],
): Array<{ location: ServiceLocation; cards: Card[] }> {
  const active = cards
    .filter((card) => card.is_active)
    .sort((a, b) => a.position_order - b.position_order || a.title.localeCompare(b.title))
  return SERVICE_LOCATIONS.map((location) => ({
    location,
    cards: active.filter((card) => card.location === location),
  })).filter((group) => group.cards.length > 0)
}
