import { CONTACT_PRICE_LABEL, type CurrencyCode, serviceCardPriceLabel } from '../../lib/currency.ts'
import type { ServiceCardLike } from '../../lib/service-cards.ts'
import { Badge } from '../../ui/badge.tsx'
import { Card } from '../../ui/card.tsx'
import { CtaButtons } from './cta-buttons.tsx'

export interface ServiceCardDisplay extends ServiceCardLike {
  subtitle?: string | null
  description?: string | null
  badge_text?: string | null
}

/** One service card: title, badge, what it is, the price in the visitor's currency (or Contact) and its CTAs. */
export function ServiceCardView({
  card,
  currency,
  headingLevel = 3,
}: {
  card: ServiceCardDisplay
  currency: CurrencyCode
  headingLevel?: 3 | 4
}) {
  const Heading = `h${headingLevel}` as const
  const price = serviceCardPriceLabel(card, currency)
  return (
    <Card as="article" className="flex h-full flex-col gap-3" aria-labelledby={`card-${card.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={`card-${card.id}`} className="text-lg font-semibold leading-snug">
          {card.title}
        </Heading>
        {card.badge_text && <Badge variant="accent">{card.badge_text}</Badge>}
      </div>
      {card.subtitle && <p className="text-sm font-medium text-muted-foreground">{card.subtitle}</p>}
      <p className="text-3xl font-semibold tracking-tight" data-testid="service-price">
        {price === CONTACT_PRICE_LABEL ? <span className="text-2xl">{price}</span> : price}
      </p>
      {card.description && <p className="text-muted-foreground">{card.description}</p>}
      <div className="mt-auto pt-2">
        <CtaButtons card={card} currency={currency} />
      </div>
    </Card>
  )
}
