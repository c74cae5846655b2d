import { useServiceCards } from '../../data/use-service-cards.ts'
import { activeCards, type CtaProblem, ctaProblems, ctaTypesOf } from '../../lib/service-cards.ts'
import { Badge } from '../../ui/badge.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { ErrorState } from '../../ui/error-state.tsx'
import { CheckCircle2 } from '../../ui/icons.ts'
import { LoadingState } from '../../ui/skeleton.tsx'

const PROBLEM_TEXT: Record<CtaProblem, string> = {
  'no stripe price': 'Sold by card but has no euro price',
  'no stripe_price_id': 'Sold by card but cta_config has no stripe_price_id',
  'no calendly_url': 'Booked by calendar but cta_config has no calendly_url',
  'invalid calendly_url': 'The calendly_url is not a web address',
}

/** /stripe-calendly-validation: each active card's payment and calendar settings, checked as the pricing page uses them. */
export default function ServiceCardCheck() {
  const state = useServiceCards()
  if (state.status === 'loading') return <LoadingState label="Loading services..." />
  if (state.status === 'error') {
    return (
      <ErrorState
        title="The services could not be loaded"
        message={state.error.message}
        onRetry={state.retry}
      />
    )
  }
  const cards = activeCards(state.data)
  if (cards.length === 0) return <EmptyState title="No active service cards" />
  const failing = cards.filter((card) => ctaProblems(card).length > 0).length
  return (
    <div className="grid gap-4">
      <p className="font-medium" role="status">
        {cards.length} active cards checked:{' '}
        {failing === 0 ? 'all configured.' : `${failing} need attention.`}
      </p>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Service card payment and calendar checks</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-4 py-2">
                Card
              </th>
              <th scope="col" className="px-4 py-2">
                Calls to action
              </th>
              <th scope="col" className="px-4 py-2">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {cards.map((card) => {
              const problems = ctaProblems(card)
              return (
                <tr key={card.id} className="border-t border-border align-top">
                  <th scope="row" className="px-4 py-2 font-medium">
                    {card.title}
                    <span className="block text-xs font-normal text-muted-foreground">{card.card_id}</span>
                  </th>
                  <td className="px-4 py-2">{ctaTypesOf(card).join(', ')}</td>
                  <td className="px-4 py-2">
                    {problems.length === 0 ? (
                      <Badge variant="success">
                        <CheckCircle2 aria-hidden="true" /> OK
                      </Badge>
                    ) : (
                      <ul className="grid gap-1">
                        {problems.map((problem) => (
                          <li key={problem}>
                            <Badge variant="danger">Problem</Badge> {PROBLEM_TEXT[problem]}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
