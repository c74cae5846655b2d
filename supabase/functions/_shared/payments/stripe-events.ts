import type Stripe from 'stripe'
import type { FunctionEnv } from '../function-env.ts'
import { areaOf, PLAN_KINDS, type PlanKind, planForPriceId } from './catalogue.ts'
import { changePlan, endPlan, fulfilPurchase } from './fulfil.ts'
import { purchaseFromMetadata } from './stripe-provider.ts'

// What each provider event means for the member. Only events carrying our metadata act; everything
// else is acknowledged and ignored, so the provider stops retrying.

export type EventOutcome = 'fulfilled' | 'duplicate' | 'awaiting_payment' | 'ended' | 'changed' | 'ignored'

const ENDED_STATUSES: readonly string[] = ['canceled', 'unpaid', 'incomplete_expired']

function planKindOf(metadata: Record<string, string> | null | undefined): PlanKind | null {
  const kind = metadata?.jul_kind
  return PLAN_KINDS.find((candidate) => candidate === kind) ?? null
}

async function sessionCompleted(env: FunctionEnv, session: Stripe.Checkout.Session): Promise<EventOutcome> {
  if (session.payment_status === 'unpaid') return 'awaiting_payment'
  const purchase = purchaseFromMetadata(session.metadata, {
    amount: session.amount_total,
    currency: session.currency,
  })
  if (!purchase) return 'ignored'
  return (await fulfilPurchase(env, session.id, purchase)) ? 'fulfilled' : 'duplicate'
}

async function subscriptionChanged(
  env: FunctionEnv,
  subscription: Stripe.Subscription,
  deleted: boolean,
): Promise<EventOutcome> {
  const kind = planKindOf(subscription.metadata)
  const userId = subscription.metadata?.jul_user_id
  if (!kind || !userId) return 'ignored'
  if (deleted || ENDED_STATUSES.includes(subscription.status)) {
    await endPlan(env, userId, areaOf(kind))
    return 'ended'
  }
  const price = subscription.items.data[0]?.price.id
  const plan = price ? planForPriceId(price, env) : null
  if (!plan || areaOf(plan.kind) !== areaOf(kind)) return 'ignored'
  await changePlan(env, userId, plan.kind)
  return 'changed'
}

export function handleStripeEvent(env: FunctionEnv, event: Stripe.Event): Promise<EventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return sessionCompleted(env, event.data.object)
    case 'customer.subscription.updated':
      return subscriptionChanged(env, event.data.object, false)
    case 'customer.subscription.deleted':
      return subscriptionChanged(env, event.data.object, true)
    default:
      return Promise.resolve('ignored')
  }
}
