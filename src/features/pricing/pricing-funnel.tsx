import { Link } from 'react-router-dom'
import { FUNNEL_STEPS } from '../../content/pages/pricing.ts'
import { Card } from '../../ui/card.tsx'

/** The campaign funnel of 000 §1: session, retainer (both readings), equity partnership. Euro, as the campaign states it. */
export function PricingFunnel() {
  return (
    <ol className="grid gap-6 md:grid-cols-3" data-accent="advisory">
      {FUNNEL_STEPS.map((step, index) => (
        <li key={step.title}>
          <Card variant="accent" className="flex h-full flex-col gap-2">
            <p className="text-sm font-semibold text-audience-soft-foreground">Step {index + 1}</p>
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="text-xl font-semibold tracking-tight">{step.price}</p>
            <p className="text-muted-foreground">{step.text}</p>
            <Link
              to={step.link.to}
              className="mt-auto pt-2 font-medium text-link underline-offset-4 hover:underline"
            >
              {step.link.label}
            </Link>
          </Card>
        </li>
      ))}
    </ol>
  )
}
