import { z } from 'zod'
import { requireCaller } from '../_shared/caller.ts'
import { defineFunction, readJson } from '../_shared/http.ts'
import {
  buyerEmail,
  emailField,
  openCheckout,
  planCheckout,
  refuseActivePlan,
  urlField,
} from '../_shared/payments/checkout.ts'
import { checkReturnUrl } from '../_shared/site-urls.ts'

// 001 §7: POST { customer_email, success_url, cancel_url } → { url } of a checkout for Desktop Pro
// (995 euro a month). The member returns to success_url / cancel_url with payment=success|cancelled.

const input = z.object({
  customer_email: emailField.optional(),
  success_url: urlField,
  cancel_url: urlField,
})

export default defineFunction('create-console-subscription-checkout', ['POST'], async (call) => {
  const caller = requireCaller(call, 'Please login to upgrade')
  const body = await readJson(call.req, input)
  const email = buyerEmail(caller, body.customer_email)
  const urls = {
    successUrl: checkReturnUrl(body.success_url, 'success_url', call.req, call.env),
    cancelUrl: checkReturnUrl(body.cancel_url, 'cancel_url', call.req, call.env),
  }
  await refuseActivePlan(call, caller.id, 'desktop_pro')
  return openCheckout(
    call,
    planCheckout('desktop_pro', caller, email, urls, call.env),
    'Failed to create checkout session. Please try again.',
  )
})
