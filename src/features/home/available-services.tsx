import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ReadView } from '../../data/member-screen-gate.tsx'
import { PaymentError, usePayments } from '../../data/payments.ts'
import { useMirrorRead } from '../../data/use-mirror-read.ts'
import { serviceCardPriceLabel } from '../../lib/currency.ts'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { toast } from '../../ui/toaster.tsx'
import { LOCATION_LABELS } from './home-rules.ts'
import { groupServices, type MobileServiceCard, serviceAction } from './service-action.ts'
import { MOBILE_HOME_TEXTS } from './texts.ts'

function priceOf(card: MobileServiceCard): string {
  return card.price?.trim() || serviceCardPriceLabel(card)
}

function ServiceButton({ card }: { card: MobileServiceCard }) {
  const payments = usePayments()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const action = serviceAction(card)
  const run = async () => {
    switch (action.kind) {
      case 'checkout':
        setBusy(true)
        try {
          await payments.directCheckout(action.priceId, { product_type: 'service', report_name: card.title })
        } catch (error) {
          toast.error(
            error instanceof PaymentError ? error.message : 'Failed to create checkout. Please try again.',
          )
        } finally {
          setBusy(false)
        }
        return
      case 'calendly':
        window.open(action.url, '_blank', 'noopener')
        return
      case 'form':
        void navigate('/contact')
        return
      case 'none':
        return
    }
  }
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={() => void run()}>
      {card.button_text}
    </Button>
  )
}

/** 002 §2.3: the provider's services, grouped by location (home, founders, investors, ventures). */
export function AvailableServices() {
  const cards = useMirrorRead((db) => db.mirror('service_cards').toArray(), [], { what: 'service cards' })
  return (
    <section aria-labelledby="home-services" className="grid gap-3">
      <h2 id="home-services" className="text-base font-semibold">
        {MOBILE_HOME_TEXTS.services}
      </h2>
      <ReadView read={cards} loading="Loading services..." failure={MOBILE_HOME_TEXTS.servicesFailed}>
        {(rows) => <ServiceGroups cards={rows} />}
      </ReadView>
    </section>
  )
}

function ServiceGroups({ cards }: { cards: MobileServiceCard[] }) {
  const groups = groupServices(cards)
  if (groups.length === 0)
    return <p className="text-sm text-muted-foreground">{MOBILE_HOME_TEXTS.noServices}</p>
  return (
    <>
      {groups.map((group) => (
        <section key={group.location} aria-label={LOCATION_LABELS[group.location]} className="grid gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{LOCATION_LABELS[group.location]}</h3>
          <ul className="grid gap-2">
            {group.cards.map((card) => (
              <Card
                as="li"
                key={card.id}
                padding="sm"
                className="flex items-center gap-3"
                data-testid="service"
              >
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="font-medium">{card.title}</p>
                  {card.subtitle && <p className="text-sm text-muted-foreground">{card.subtitle}</p>}
                  <p className="text-sm font-semibold">{priceOf(card)}</p>
                </div>
                <ServiceButton card={card} />
              </Card>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
