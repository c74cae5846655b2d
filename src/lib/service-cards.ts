/**
 * Service-card rules of spec 000 §3 shared by every screen that sells (website pricing, the console's
 * booking wizard, the mobile services list): which cards show, in which groups and order, at which
 * price in the visitor's currency, and what each call to action does.
 */
import type { CurrencyCode, ServiceCardPrices } from './currency.ts'
import { webLink } from './security/web-link.ts'

export interface ServiceCardLike extends ServiceCardPrices {
  id: string
  card_id?: string | null
  title: string
  position_order: number
  location?: string | null
  section_type?: string | null
  is_active: boolean
  button_text?: string | null
  cta_type?: string | null
  cta_config?: unknown
}

/** Column defaults of 000 §3. */
export const CARD_DEFAULTS = {
  buttonText: 'Learn More',
  location: 'main',
  sectionType: 'main',
  ctaType: 'info',
} as const

/** Known locations first, in the site's reading order; any other location follows alphabetically. */
export const LOCATION_ORDER: readonly string[] = [
  'main',
  'advisory',
  'founders',
  'investors',
  'ventures',
  'home',
]
export const SECTION_ORDER: readonly string[] = ['main', 'featured', 'addon']

export interface CardSection<Card> {
  sectionType: string
  cards: Card[]
}

export interface CardGroup<Card> {
  location: string
  sections: CardSection<Card>[]
}

function rank(order: readonly string[], value: string): number {
  const index = order.indexOf(value)
  return index === -1 ? order.length : index
}

function byOrder(order: readonly string[]) {
  return (a: string, b: string) => rank(order, a) - rank(order, b) || a.localeCompare(b)
}

export const locationOf = (card: Pick<ServiceCardLike, 'location'>): string =>
  card.location?.trim() || CARD_DEFAULTS.location
export const sectionOf = (card: Pick<ServiceCardLike, 'section_type'>): string =>
  card.section_type?.trim() || CARD_DEFAULTS.sectionType

/** Active cards ordered by position_order ascending (000 §7), ties by title so the order is stable. */
export function activeCards<Card extends ServiceCardLike>(cards: readonly Card[]): Card[] {
  return cards
    .filter((card) => card.is_active)
    .sort((a, b) => a.position_order - b.position_order || a.title.localeCompare(b.title))
}

/** Active cards grouped by location, then by section type (main, featured, add-on), each by position. */
export function groupServiceCards<Card extends ServiceCardLike>(cards: readonly Card[]): CardGroup<Card>[] {
  const byLocation = new Map<string, Map<string, Card[]>>()
  for (const card of activeCards(cards)) {
    const sections = byLocation.get(locationOf(card)) ?? new Map<string, Card[]>()
    byLocation.set(locationOf(card), sections)
    sections.set(sectionOf(card), [...(sections.get(sectionOf(card)) ?? []), card])
  }
  return [...byLocation.keys()].sort(byOrder(LOCATION_ORDER)).map((location) => {
    const sections = byLocation.get(location) ?? new Map<string, Card[]>()
    return {
      location,
      sections: [...sections.keys()]
        .sort(byOrder(SECTION_ORDER))
        .map((sectionType) => ({ sectionType, cards: sections.get(sectionType) ?? [] })),
    }
  })
}

/** One location's active cards, in order (the audience pages show their own). */
export function cardsAt<Card extends ServiceCardLike>(cards: readonly Card[], location: string): Card[] {
  return activeCards(cards).filter((card) => locationOf(card) === location)
}

const PRICE_COLUMN = { EUR: 'price_eur', USD: 'price_usd', GBP: 'price_gbp' } as const

function hasPrice(value: number | string | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return false
  return Number.isFinite(Number(value)) && Number(value) > 0
}

/**
 * The currency a checkout charges in: the visitor's when the card is priced in it, else euro (the
 * price the card then shows), else none: a card without any price cannot be sold online.
 */
export function checkoutCurrency(card: ServiceCardPrices, code: CurrencyCode): CurrencyCode | null {
  if (hasPrice(card[PRICE_COLUMN[code]])) return code
  return hasPrice(card.price_eur) ? 'EUR' : null
}

/** cta_config is an object, or JSON text holding one (000 §3); anything else reads as empty. */
export function parseCtaConfig(value: unknown): Record<string, unknown> {
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

export const CTA_TYPES = ['info', 'stripe', 'calendly', 'form'] as const
export type CtaType = (typeof CTA_TYPES)[number]

const isCtaType = (value: string): value is CtaType => (CTA_TYPES as readonly string[]).includes(value)

/** The comma list of cta_type, trimmed, lower-cased, known types only, each once; info when empty. */
export function ctaTypesOf(card: Pick<ServiceCardLike, 'cta_type'>): CtaType[] {
  const listed = (card.cta_type ?? '')
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .filter(isCtaType)
  const unique = [...new Set(listed)]
  return unique.length > 0 ? unique : [CARD_DEFAULTS.ctaType]
}

export const CHECKOUT_FUNCTION = 'create-service-card-checkout'

export type CtaAction =
  | {
      kind: 'checkout'
      label: string
      functionName: typeof CHECKOUT_FUNCTION
      body: { service_card_id: string; currency: Lowercase<CurrencyCode> }
    }
  | { kind: 'schedule'; label: string; url: string }
  | { kind: 'form'; label: string; form: string }
  | { kind: 'info'; label: string; url: string | null }

/** Labels for the second and later actions of a comma list; the first carries the card's button_text. */
export const SECONDARY_CTA_LABELS = {
  checkout: 'Pay online',
  schedule: 'Book a time',
  form: 'Send a request',
  info: 'Learn more',
} as const satisfies Record<CtaAction['kind'], string>

export const DEFAULT_FORM = 'contact'

/** An action before its label is chosen (Omit distributed over the union's members). */
type UnlabelledAction = CtaAction extends infer Action
  ? Action extends CtaAction
    ? Omit<Action, 'label'>
    : never
  : never

function actionFor(card: ServiceCardLike, type: CtaType, code: CurrencyCode): UnlabelledAction | null {
  const config = parseCtaConfig(card.cta_config)
  switch (type) {
    case 'stripe': {
      const currency = checkoutCurrency(card, code)
      if (currency === null) return null
      return {
        kind: 'checkout',
        functionName: CHECKOUT_FUNCTION,
        body: { service_card_id: card.id, currency: currency.toLowerCase() as Lowercase<CurrencyCode> },
      }
    }
    case 'calendly': {
      const url = webLink(config.calendly_url)
      return url === null ? null : { kind: 'schedule', url }
    }
    case 'form':
      return {
        kind: 'form',
        form: typeof config.form === 'string' && config.form ? config.form : DEFAULT_FORM,
      }
    case 'info':
      return { kind: 'info', url: webLink(config.url) }
  }
}

/**
 * What a card's button(s) do, in the order cta_type lists them: stripe → the checkout function with
 * the lowercase currency; calendly → the scheduling URL from cta_config; form → the named form; info
 * → a plain link. An action that cannot work (no price, no calendly_url) is left out, and a card left
 * with nothing falls back to info, so a visitor is never offered a button that does nothing.
 */
export function resolveCtas(card: ServiceCardLike, code: CurrencyCode): CtaAction[] {
  const actions = ctaTypesOf(card)
    .map((type) => actionFor(card, type, code))
    .filter((action): action is UnlabelledAction => action !== null)
  const usable: UnlabelledAction[] = actions.length > 0 ? actions : [{ kind: 'info', url: null }]
  return usable.map(
    (action, index) =>
      ({
        ...action,
        label:
          index === 0
            ? card.button_text?.trim() || CARD_DEFAULTS.buttonText
            : SECONDARY_CTA_LABELS[action.kind],
      }) as CtaAction,
  )
}

export type CtaProblem = 'no stripe price' | 'no stripe_price_id' | 'no calendly_url' | 'invalid calendly_url'

/**
 * Configuration problems the payment and calendar validation page reports (002 §7: a stripe service
 * needs a stripe_price_id and a price, a calendly service a calendly_url).
 */
export function ctaProblems(card: ServiceCardLike): CtaProblem[] {
  const config = parseCtaConfig(card.cta_config)
  const problems: CtaProblem[] = []
  const types = ctaTypesOf(card)
  if (types.includes('stripe')) {
    if (checkoutCurrency(card, 'EUR') === null) problems.push('no stripe price')
    if (typeof config.stripe_price_id !== 'string' || config.stripe_price_id.trim() === '') {
      problems.push('no stripe_price_id')
    }
  }
  if (types.includes('calendly')) {
    if (config.calendly_url === undefined || config.calendly_url === null || config.calendly_url === '') {
      problems.push('no calendly_url')
    } else if (webLink(config.calendly_url) === null) {
      problems.push('invalid calendly_url')
    }
  }
  return problems
}
