import type { ReactNode } from 'react'
import { LOCATION_HEADINGS, PRICING_TEXTS, SECTION_HEADINGS } from '../../content/pages/pricing.ts'
import { type ServiceCardRow, useServiceCards } from '../../data/use-service-cards.ts'
import { type CurrencyCode, currencyFor } from '../../lib/currency.ts'
import { cardsAt, groupServiceCards } from '../../lib/service-cards.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { Inbox } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'
import { ServiceCardView } from './service-card-view.tsx'

export interface PricingProps {
  /** The visitor's currency: detected from the time zone or chosen with the header's picker (000 §4.2). */
  currency: CurrencyCode
}

/** The four states of the service cards: loading, error with retry, empty, or the cards. */
function WithCards({
  select = (cards) => cards,
  children,
}: {
  select?: (cards: ServiceCardRow[]) => ServiceCardRow[]
  children: (cards: ServiceCardRow[]) => ReactNode
}) {
  const state = useServiceCards()
  if (state.status === 'loading') return <LoadingState label={PRICING_TEXTS.loading} />
  if (state.status === 'error') {
    return (
      <ErrorState
        title={PRICING_TEXTS.error}
        message={state.error.message}
        onRetry={state.retry}
        retryLabel={PRICING_TEXTS.retry}
      />
    )
  }
  const cards = select(state.data)
  if (cards.length === 0) return <EmptyState icon={<Inbox />} title={PRICING_TEXTS.empty} />
  return children(cards)
}

export function CurrencyLine({ currency }: PricingProps) {
  const { symbol, name } = currencyFor(currency)
  return (
    <p className="text-sm text-muted-foreground" data-testid="pricing-currency">
      {PRICING_TEXTS.currencyNote} {symbol} {name}. {PRICING_TEXTS.changeCurrency}
    </p>
  )
}

function CardGrid({
  cards,
  currency,
  headingLevel,
}: {
  cards: ServiceCardRow[]
  currency: CurrencyCode
  headingLevel?: 3 | 4
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <ServiceCardView card={card} currency={currency} {...(headingLevel ? { headingLevel } : {})} />
        </li>
      ))}
    </ul>
  )
}

/** /pricing: every active card, grouped by location then section (000 §3), in the visitor's currency. */
export function AllServiceCards({ currency }: PricingProps) {
  return (
    <div className="grid gap-10">
      <CurrencyLine currency={currency} />
      <WithCards select={(cards) => cards.filter((card) => card.is_active)}>
        {(cards) =>
          groupServiceCards(cards).map((group) => (
            <section key={group.location} aria-labelledby={`group-${group.location}`} className="grid gap-6">
              <h3 id={`group-${group.location}`} className="text-2xl font-semibold tracking-tight">
                {LOCATION_HEADINGS[group.location] ?? group.location}
              </h3>
              {group.sections.map((section) => (
                <div key={section.sectionType} className="grid gap-3">
                  {group.sections.length > 1 && (
                    <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                      {SECTION_HEADINGS[section.sectionType] ?? section.sectionType}
                    </p>
                  )}
                  <CardGrid cards={section.cards} currency={currency} headingLevel={4} />
                </div>
              ))}
            </section>
          ))
        }
      </WithCards>
    </div>
  )
}

/** An audience page's own cards (location founders, investors, ventures, advisory, home). */
export function LocationServiceCards({ location, currency }: PricingProps & { location: string }) {
  return (
    <div className="grid gap-6">
      <CurrencyLine currency={currency} />
      <WithCards select={(cards) => cardsAt(cards, location)}>
        {(cards) => <CardGrid cards={cards} currency={currency} />}
      </WithCards>
    </div>
  )
}
