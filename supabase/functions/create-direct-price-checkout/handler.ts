import { z } from 'zod'
import { requireCaller } from '../_shared/caller.ts'
import { defineFunction, FunctionError, readJson } from '../_shared/http.ts'
import { planForPriceId } from '../_shared/payments/catalogue.ts'
import {
  buyerEmail,
  emailField,
  openCheckout,
  planCheckout,
  refuseActivePlan,
  urlField,
} from '../_shared/payments/checkout.ts'
import { checkReturnUrl } from '../_shared/site-urls.ts'

// 000 §7: POST { price_id, customer_email, success_url, cancel_url } → { url } of a checkout for the
// mobile premium or pro monthly plan. price_id is the plan's own id (jul-mobile-premium-monthly,
// jul-mobile-pro-monthly) or the provider price configured for it.

const input = z.object({
  price_id: z.string().min(1, 'is required'),
  customer_email: emailField.optional(),
  success_url: urlField,
  cancel_url: urlField,
})

export default defineFunction('create-direct-price-checkout', ['POST'], async (call) => {
  const caller = requireCaller(call, 'Please login to upgrade')
  const body = await readJson(call.req, input)
  const plan = planForPriceId(body.price_id, call.env)
  if (!plan || plan.kind === 'desktop_pro') {
    throw new FunctionError(400, 'price_id must be the premium or pro monthly mobile price')
  }
  const email = buyerEmail(caller, body.customer_email)
  const urls = {
    successUrl: checkReturnUrl(body.success_url, 'success_url', call.req, call.env),
    cancelUrl: checkReturnUrl(body.cancel_url, 'cancel_url', call.req, call.env),
  }
  await refuseActivePlan(call, caller.id, plan.kind)
  return openCheckout(
    call,
    planCheckout(plan.kind, caller, email, urls, call.env),
    'Failed to create checkout. Please try again.',
  )
})
