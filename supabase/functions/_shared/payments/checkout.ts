import { z } from 'zod'
import type { Caller } from '../caller.ts'
import { jsonResponse } from '../function-env.ts'
import { type FunctionCall, FunctionError } from '../http.ts'
import { orThrow, serviceClient } from '../project-client.ts'
import { withParams } from '../site-urls.ts'
import { areaOf, PLANS, type PlanKind } from './catalogue.ts'
import { type CheckoutRequest, paymentProvider } from './provider.ts'

// The steps every checkout function shares: the buyer's address, a refusal to sell an active plan
// twice, the return addresses marked with payment=success / payment=cancelled (000 §7) and the item,
// and one provider call whose failure is answered with the function's own message.

export const emailField = z.email('must be a valid email')
export const urlField = z.url('must be a valid URL')

/** The caller's address; a different customer_email is refused (nobody buys in another's name). */
export function buyerEmail(caller: Caller, customerEmail: string | undefined): string | null {
  if (customerEmail && caller.email && customerEmail.toLowerCase() !== caller.email.toLowerCase()) {
    throw new FunctionError(403, "customer_email must be the signed-in member's address")
  }
  return caller.email ?? customerEmail ?? null
}

/** 409 when the plan being bought is already the member's active plan. */
export async function refuseActivePlan(call: FunctionCall, userId: string, kind: PlanKind): Promise<void> {
  const client = serviceClient(call.env)
  if (areaOf(kind) === 'desktop') {
    const rows = orThrow(
      await client
        .from('jul_memberships')
        .select('id')
        .eq('user_id', userId)
        .eq('membership_tier', 'desktop_pro')
        .eq('status', 'active'),
      'select jul_memberships',
    )
    if (rows.length > 0) throw new FunctionError(409, 'Desktop Pro is already active on this account')
    return
  }
  const tier = kind === 'mobile_pro' ? 'pro' : 'premium'
  const rows = orThrow(
    await client
      .from('mobile_subscriptions')
      .select('id')
      .eq('user_id', userId)
      .eq('tier', tier)
      .eq('active', true),
    'select mobile_subscriptions',
  )
  if (rows.length > 0) throw new FunctionError(409, `The ${tier} plan is already active on this account`)
}

export function returnUrls(successUrl: string, cancelUrl: string, item: Record<string, string>) {
  return {
    successUrl: withParams(successUrl, { payment: 'success', ...item }),
    cancelUrl: withParams(cancelUrl, { payment: 'cancelled', ...item }),
  }
}

/** The checkout request for one of the plans (desktop Pro, mobile premium / pro). */
export function planCheckout(
  kind: PlanKind,
  caller: Caller,
  email: string | null,
  urls: { successUrl: string; cancelUrl: string },
  env: Record<string, string | undefined>,
  metadata: Record<string, string> = {},
): CheckoutRequest {
  const plan = PLANS[kind]
  return {
    purchase: { kind, userId: caller.id },
    title: plan.title,
    amount: plan.amount,
    currency: plan.currency,
    recurring: true,
    providerPrice: env[plan.providerPriceVariable] ?? null,
    customerEmail: email,
    ...returnUrls(urls.successUrl, urls.cancelUrl, { item: kind }),
    metadata,
  }
}

/** Opens the checkout at the configured provider and answers `{ url }`. */
export async function openCheckout(
  call: FunctionCall,
  request: CheckoutRequest,
  failureMessage: string,
): Promise<Response> {
  const provider = paymentProvider(call.env)
  call.log.provider = provider.name
  call.log.kind = request.purchase.kind
  call.log.user = request.purchase.userId
  let session: { id: string; url: string }
  try {
    session = await provider.createCheckout(request)
  } catch (error) {
    call.log.provider_error = error instanceof Error ? error.message : String(error)
    throw new FunctionError(502, failureMessage)
  }
  call.log.session = session.id
  return jsonResponse({ url: session.url })
}
