import type { FunctionEnv } from '../function-env.ts'
import { orThrow, serviceClient } from '../project-client.ts'
import type { PlanKind, Purchase } from './catalogue.ts'

// What a paid checkout activates, for the provider's webhook and the local test checkout alike: the
// desktop membership in jul_memberships, the mobile plan in mobile_subscriptions, or a row in
// user_service_purchases. The members' apps learn of it through sync (realtime wakes the puller).

/** True when activated now, false when this reference was already fulfilled (a repeated delivery). */
export async function fulfilPurchase(
  env: FunctionEnv,
  reference: string,
  purchase: Purchase,
  expiresAt: string | null = null,
): Promise<boolean> {
  const card =
    purchase.kind === 'service_card'
      ? {
          service_card_id: purchase.serviceCardId,
          amount_paid: purchase.amount,
          currency: purchase.currency,
        }
      : {}
  const fulfilled = await serviceClient(env).rpc('payment_fulfil', {
    reference,
    user_id: purchase.userId,
    kind: purchase.kind,
    ...(expiresAt === null ? {} : { expires_at: expiresAt }),
    ...card,
  })
  return orThrow(fulfilled, 'rpc payment_fulfil')
}

export type PlanChoice = 'desktop_standard' | PlanKind

export async function changePlan(env: FunctionEnv, userId: string, plan: PlanChoice): Promise<void> {
  orThrow(
    await serviceClient(env).rpc('payment_change_plan', { user_id: userId, plan }),
    'rpc payment_change_plan',
  )
}

export async function endPlan(env: FunctionEnv, userId: string, area: 'desktop' | 'mobile'): Promise<void> {
  orThrow(await serviceClient(env).rpc('payment_end_plan', { user_id: userId, area }), 'rpc payment_end_plan')
}
