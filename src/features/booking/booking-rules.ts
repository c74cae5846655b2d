import { z } from 'zod'

/**
 * The booking wizard of 001 §2, §4, §5, §8: four steps (0 select service, 1 session details, 2 payment
 * and booking, 3 confirmation), progress = step / 3, confirmation only on the calendly-only path.
 */

export const BOOKING_STEPS = [
  'Select service',
  'Session details',
  'Payment & booking',
  'Confirmation',
] as const
export type BookingStep = 0 | 1 | 2 | 3
export const LAST_STEP = 3

/** 001 §2: progress bar equals step divided by 3. */
export function bookingProgress(step: BookingStep): number {
  return step / LAST_STEP
}

export const SESSION_FOCUS = ['Strategy & Growth', 'Fundraising', 'Operations', 'Market Entry'] as const
export const TIMELINES = ['This week', 'Next week', 'Flexible'] as const

export const BOOKING_MESSAGES = {
  selectSessionType: 'Please select a session type',
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  bookingFailed: 'Failed to process booking. Please try again.',
  calendarFailed: 'Failed to open booking calendar',
  requestFailed: 'Failed to process request',
  booked: 'Strategy session booked successfully!',
  noServices: 'No bookable services right now.',
} as const

/** 001 §3 "Session-booking details: sessionType, urgency, notes"; focus required, notes optional. */
export const bookingDetailsSchema = z.object({
  sessionType: z.enum(SESSION_FOCUS, { error: BOOKING_MESSAGES.selectSessionType }),
  urgency: z.enum(TIMELINES),
  notes: z.string().max(2000),
})
export type BookingDetails = z.infer<typeof bookingDetailsSchema>

export interface BookableCard {
  id: string
  is_active: boolean
  position_order: number
  title: string
  cta_type: string
  cta_config: unknown
  price_eur: number | null
}

/** cta_config is an object, or JSON text holding one (000 §3). */
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

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

export interface BookingPaths {
  /** Card payment through create-service-card-checkout (needs a price). */
  stripe: boolean
  /** The scheduling page, when the card names one. */
  calendlyUrl: string | null
}

/** What a card's CTA offers (a comma list of stripe and/or calendly, 000 §3). */
export function bookingPaths(card: BookableCard): BookingPaths {
  const types = card.cta_type.split(',').map((type) => type.trim().toLowerCase())
  const stripe = types.includes('stripe') && card.price_eur !== null && card.price_eur > 0
  const calendlyUrl = types.includes('calendly') ? httpUrl(configOf(card.cta_config).calendly_url) : null
  return { stripe, calendlyUrl }
}

/** 001 §2: confirmation is shown only when booking goes through the calendar alone. */
export function isCalendlyOnly(paths: BookingPaths): boolean {
  return !paths.stripe && paths.calendlyUrl !== null
}

/** Active cards that can be booked (paid or scheduled), by position_order ascending. */
export function bookableCards<C extends BookableCard>(cards: readonly C[]): C[] {
  return cards
    .filter((card) => card.is_active)
    .filter((card) => {
      const paths = bookingPaths(card)
      return paths.stripe || paths.calendlyUrl !== null
    })
    .sort((a, b) => a.position_order - b.position_order || a.title.localeCompare(b.title))
}

/** The calendar link with the member's name, address and the session details filled in. */
export function calendlyLink(
  url: string,
  who: { name: string; email: string },
  details: BookingDetails,
): string {
  const link = new URL(url)
  link.searchParams.set('name', who.name)
  link.searchParams.set('email', who.email)
  const answer = [details.sessionType, details.urgency, details.notes.trim()].filter(Boolean).join(' · ')
  link.searchParams.set('a1', answer)
  return link.toString()
}
