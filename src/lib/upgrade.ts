import { type CurrencyCode, formatPrice, type ServiceCardPrices, serviceCardPriceLabel } from './currency.ts'
import { DESKTOP_PRICES } from './tiers.ts'

/**
 * The Desktop Pro upgrade prompt of 001 §1-§2: 'Upgrade to Pro €995/mo'. In another currency the price is
 * the console-pro service card's price in that currency (the catalogue holds one per currency), else euro.
 */
export const CONSOLE_PRO_CARD_ID = 'console-pro'

export function upgradeToProLabel(
  card: ServiceCardPrices | null | undefined,
  currency: CurrencyCode = 'EUR',
): string {
  const price = card ? serviceCardPriceLabel(card, currency) : formatPrice(DESKTOP_PRICES.desktop_pro, 'EUR')
  const shown = price === 'Contact' ? formatPrice(DESKTOP_PRICES.desktop_pro, 'EUR') : price
  return `Upgrade to Pro ${shown}/mo`
}
