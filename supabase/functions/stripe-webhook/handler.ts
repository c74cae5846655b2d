import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError } from '../_shared/http.ts'
import { handleStripeEvent } from '../_shared/payments/stripe-events.ts'
import { verifyStripeEvent } from '../_shared/payments/stripe-provider.ts'

// The payment provider's webhook endpoint: it carries no user JWT (verify_jwt = false in
// supabase/config.toml), so the Stripe-Signature header over the raw body is the only proof of origin.
// A paid checkout activates what was bought; subscription updates change or end the plan.

export default defineFunction(
  'stripe-webhook',
  ['POST'],
  async (call) => {
    if (!call.env.STRIPE_WEBHOOK_SECRET) {
      throw new FunctionError(503, 'The payment webhook is not configured')
    }
    const signature = call.req.headers.get('stripe-signature')
    if (!signature) throw new FunctionError(400, 'Missing Stripe-Signature header')
    const payload = await call.req.text()
    let event: Awaited<ReturnType<typeof verifyStripeEvent>>
    try {
      event = await verifyStripeEvent(call.env, payload, signature)
    } catch {
      throw new FunctionError(400, 'Invalid webhook signature')
    }
    call.log.event = event.type
    call.log.event_id = event.id
    const outcome = await handleStripeEvent(call.env, event)
    call.log.outcome = outcome
    return jsonResponse({ received: true, outcome })
  },
  { verifyToken: false },
)
