import { z } from 'zod'
import { activeCards, resolveCtas, type ServiceCardLike } from '../../lib/service-cards.ts'
import { BOOKING_TEXTS } from './texts.ts'

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

/** 001 §3 "Session-booking details: sessionType, urgency, notes"; focus required, notes optional. */
export const bookingDetailsSchema = z.object({
  sessionType: z.enum(SESSION_FOCUS, { error: BOOKING_TEXTS.selectSessionType }),
  urgency: z.enum(TIMELINES),
  notes: z.string().max(2000),
})
export type BookingDetails = z.infer<typeof bookingDetailsSchema>

export type BookableCard = ServiceCardLike

export interface BookingPaths {
  /** Card payment through create-service-card-checkout (needs a price). */
  stripe: boolean
  /** The scheduling page, when the card names one. */
  calendlyUrl: string | null
}

/** What a card's CTA offers, read with the shared service-card rules (000 §3: stripe and/or calendly). */
export function bookingPaths(card: BookableCard): BookingPaths {
  const actions = resolveCtas(card, 'EUR')
  const schedule = actions.find((action) => action.kind === 'schedule')
  return {
    stripe: actions.some((action) => action.kind === 'checkout'),
    calendlyUrl: schedule?.kind === 'schedule' ? schedule.url : null,
  }
}

/** 001 §2: confirmation is shown only when booking goes through the calendar alone. */
export function isCalendlyOnly(paths: BookingPaths): boolean {
  return !paths.stripe && paths.calendlyUrl !== null
}

/** Active cards that can be booked (paid or scheduled), by position_order ascending. */
export function bookableCards<C extends BookableCard>(cards: readonly C[]): C[] {
  return activeCards(cards).filter((card) => {
    const paths = bookingPaths(card)
    return paths.stripe || paths.calendlyUrl !== null
  })
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
