import { Link } from 'react-router-dom'
import { STORE_ITEMS } from '../../content/pages/resources.ts'
import { useServiceCards } from '../../data/use-service-cards.ts'
import { serviceCardPriceLabel } from '../../lib/currency.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { CtaButtons } from './cta-buttons.tsx'
import { CurrencyLine, type PricingProps } from './service-cards.tsx'

/**
 * /julstore: the store's items. Items sold online are service cards (000 §3), so their price and
 * checkout come from the card; the others link to where they are obtained.
 */
export function StoreItems({ currency }: PricingProps) {
  const state = useServiceCards()
  const cards = state.status === 'ready' ? state.data : []
  return (
    <div className="grid gap-6">
      <CurrencyLine currency={currency} />
      <ul className="grid gap-6 md:grid-cols-2">
        {STORE_ITEMS.map((item) => {
          const card = item.cardId ? cards.find((candidate) => candidate.card_id === item.cardId) : undefined
          return (
            <li key={item.title}>
              <Card as="article" className="flex h-full flex-col gap-3">
                <Badge variant="product">{item.format}</Badge>
                <h3 className="text-lg font-semibold">{item.title}</h3>
                <p className="text-muted-foreground">{item.text}</p>
                <div className="mt-auto grid gap-3 pt-2">
                  {card && (
                    <>
                      <p className="text-2xl font-semibold tracking-tight">
                        {serviceCardPriceLabel(card, currency)}
                      </p>
                      <CtaButtons card={card} currency={currency} />
                    </>
                  )}
                  {!card && item.cardId && (
                    <p className="text-sm text-muted-foreground">
                      {state.status === 'loading' ? 'Loading price...' : 'Available on request.'}
                    </p>
                  )}
                  {item.link && (
                    <Button asChild variant="outline" className="w-fit">
                      <Link to={item.link.to}>{item.link.label}</Link>
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
