/**
 * The facts every page repeats, in one place so no two pages disagree: who we are, how to reach
 * us, and the prices of spec 000 §1 and §9. Legal details a deployment must confirm (company
 * number, registered office) are here and nowhere else.
 */
import { formatPrice } from '../lib/currency.ts'
import { DESKTOP_PRICES, MOBILE_PRICES } from '../lib/tiers.ts'

export const COMPANY = {
  brand: 'JUL',
  legalName: 'JUL Ventures Ltd',
  jurisdiction: 'England and Wales',
  registeredOffice: 'London, United Kingdom',
  /** Data controller registration with the Information Commissioner's Office (000 §4.5). */
  icoRegistration: 'ICO CSN6556242',
  founded: 2021,
  hours: 'Monday to Friday, 09:00 to 18:00 UK time',
  responseTime: 'two working days',
  emails: {
    hello: 'hello@jul.example',
    privacy: 'privacy@jul.example',
    security: 'security@jul.example',
    partners: 'partners@jul.example',
    accessibility: 'accessibility@jul.example',
    legal: 'legal@jul.example',
    press: 'press@jul.example',
  },
  tagline: 'Stay Aligned. Move Faster.',
  /** The structured-data description of 000 §1. */
  services: ['Fractional leadership', 'Investor readiness', 'Strategic advisory'],
  areaServed: 'Worldwide',
} as const

/** The campaign funnel of 000 §1: a session, a retainer, then a selective equity partnership. */
export const FUNNEL = {
  strategySession: { price: 495, minutes: 90 },
  /** Campaign text says 1,950; the booking widget 1,995 a month: both readings are shown (000 §1). */
  retainer: { campaign: 1950, bookingWidget: 1995 },
  equity: { minPercent: 0.5, maxPercent: 2 },
} as const

export const PRICE_TEXT = {
  strategySession: `${formatPrice(FUNNEL.strategySession.price, 'EUR')} for ${FUNNEL.strategySession.minutes} minutes`,
  retainerCampaign: `${formatPrice(FUNNEL.retainer.campaign, 'EUR')} a month`,
  retainerWidget: `${formatPrice(FUNNEL.retainer.bookingWidget, 'EUR')}/month`,
  equity: `${FUNNEL.equity.minPercent}–${FUNNEL.equity.maxPercent}%`,
  consolePro: `${formatPrice(DESKTOP_PRICES.desktop_pro, 'EUR')} a month`,
  consoleStandard: 'free',
  mobileFree: formatPrice(MOBILE_PRICES.free, 'EUR'),
  mobilePremium: `${formatPrice(MOBILE_PRICES.premium, 'EUR')} a month`,
  mobilePro: `${formatPrice(MOBILE_PRICES.pro, 'EUR')} a month`,
} as const

export const mailto = (address: string) => ({ text: address, to: `mailto:${address}` })
