import { cardsAt, ctaTypesOf, DEFAULT_FORM, parseCtaConfig, resolveCtas } from '../../lib/service-cards.ts'
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

/**
 * 002 §5: the card's first listed cta_type decides (the shared rules of src/lib/service-cards.ts read
 * the list and cta_config). A stripe service needs a stripe_price_id (then create-direct-checkout), a
 * calendly service a usable calendly_url; without them nothing happens. A form service opens the form;
 * info does nothing on the phone.
 */
export function serviceAction(
  card: Pick<MobileServiceCard, 'id' | 'title' | 'cta_type' | 'cta_config'>,
): ServiceAction {
  const [type] = ctaTypesOf(card)
  const config = parseCtaConfig(card.cta_config)
  if (type === 'stripe') {
    const priceId = typeof config.stripe_price_id === 'string' ? config.stripe_price_id.trim() : ''
    return priceId ? { kind: 'checkout', priceId } : { kind: 'none' }
  }
  if (type === 'calendly') {
    const schedule = resolveCtas(
      { ...card, cta_type: 'calendly', position_order: 0, is_active: true },
      'EUR',
    ).find((action) => action.kind === 'schedule')
    return schedule?.kind === 'schedule' ? { kind: 'calendly', url: schedule.url } : { kind: 'none' }
  }
  if (type === 'form') {
    return { kind: 'form', form: typeof config.form === 'string' && config.form ? config.form : DEFAULT_FORM }
  }
  return { kind: 'none' }
}

/** 002 §2.3: active services grouped by location home, founders, investors, ventures, by position. */
export function groupServices<Card extends MobileServiceCard>(
  cards: readonly Card[],
): Array<{ location: ServiceLocation; cards: Card[] }> {
  return SERVICE_LOCATIONS.map((location) => ({ location, cards: cardsAt(cards, location) })).filter(
    (group) => group.cards.length > 0,
  )
}
