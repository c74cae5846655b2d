import { useState } from 'react'
import { Link } from 'react-router-dom'
import { formPage, locationPage } from '../../content/form-pages.ts'
import { PRICING_TEXTS } from '../../content/pages/pricing.ts'
import { useAuth } from '../../data/auth.ts'
import { useInvokeFunction } from '../../data/functions.ts'
import type { CurrencyCode } from '../../lib/currency.ts'
import { webLink } from '../../lib/security/web-link.ts'
import { type CtaAction, locationOf, resolveCtas, type ServiceCardLike } from '../../lib/service-cards.ts'
import { Button } from '../../ui/button.tsx'
import { ExternalLink } from '../../ui/icons.ts'
import { toast } from '../../ui/toaster.tsx'

/** The checkout function's `{ url }`, only when it is a web address: the browser is sent there. */
function checkoutUrl(answer: unknown): string | null {
  return answer && typeof answer === 'object' && 'url' in answer ? webLink(answer.url) : null
}

function CheckoutButton({
  action,
  primary,
}: {
  action: Extract<CtaAction, { kind: 'checkout' }>
  primary: boolean
}) {
  const invoke = useInvokeFunction()
  const { status } = useAuth()
  const [busy, setBusy] = useState(false)
  const variant = primary ? 'primary' : 'outline'
  if (status !== 'signed-in') {
    return (
      <Button asChild variant={variant}>
        <Link to="/auth" aria-label={`${action.label}: ${PRICING_TEXTS.signInToPay}`}>
          {action.label}
        </Link>
      </Button>
    )
  }
  // 001 §7: { service_card_id, currency (lowercase) } → { url }; the browser is redirected there.
  const start = async () => {
    setBusy(true)
    try {
      const url = checkoutUrl(await invoke(action.functionName, { body: action.body }))
      if (!url) throw new Error('No checkout URL returned')
      window.location.assign(url)
    } catch {
      toast.error(PRICING_TEXTS.checkoutFailed)
      setBusy(false)
    }
  }
  return (
    <Button variant={variant} loading={busy} onClick={() => void start()}>
      {action.label}
    </Button>
  )
}

function CtaButton({
  action,
  primary,
  card,
}: {
  action: CtaAction
  primary: boolean
  card: ServiceCardLike
}) {
  const variant = primary ? 'primary' : 'outline'
  switch (action.kind) {
    case 'checkout':
      return <CheckoutButton action={action} primary={primary} />
    case 'schedule':
      return (
        <Button asChild variant={variant}>
          <a href={action.url} target="_blank" rel="noopener noreferrer">
            {action.label}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> (opens the booking calendar in a new tab)</span>
          </a>
        </Button>
      )
    case 'form':
      return (
        <Button asChild variant={variant}>
          <Link to={formPage(action.form)}>{action.label}</Link>
        </Button>
      )
    case 'info':
      return (
        <Button asChild variant={primary ? 'outline' : 'ghost'}>
          {action.url ? (
            <a href={action.url} target="_blank" rel="noopener noreferrer">
              {action.label}
            </a>
          ) : (
            <Link to={locationPage(locationOf(card))}>{action.label}</Link>
          )}
        </Button>
      )
  }
}

/** A card's calls to action by cta_type (000 §3): checkout, calendar, form or a plain link; comma lists offer each. */
export function CtaButtons({ card, currency }: { card: ServiceCardLike; currency: CurrencyCode }) {
  return (
    <div className="flex flex-wrap gap-2">
      {resolveCtas(card, currency).map((action, index) => (
        <CtaButton key={action.kind} action={action} primary={index === 0} card={card} />
      ))}
    </div>
  )
}
