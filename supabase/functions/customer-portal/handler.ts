import { z } from 'zod'
import { requireCaller } from '../_shared/caller.ts'
import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError, readJson } from '../_shared/http.ts'
import { buyerEmail, emailField, urlField } from '../_shared/payments/checkout.ts'
import { paymentProvider } from '../_shared/payments/provider.ts'
import { checkReturnUrl } from '../_shared/site-urls.ts'

// 001 §7: POST { customer_email, return_url } → { url } of the page where the member manages the
// subscription: the provider's billing portal, or locally a page that cancels or changes the plan.

const input = z.object({ customer_email: emailField.optional(), return_url: urlField })

export default defineFunction('customer-portal', ['POST'], async (call) => {
  const caller = requireCaller(call, 'Please login to manage subscription')
  const body = await readJson(call.req, input)
  const email = buyerEmail(caller, body.customer_email)
  const returnUrl = checkReturnUrl(body.return_url, 'return_url', call.req, call.env)
  if (!email) throw new FunctionError(400, 'The account has no e-mail address')
  const provider = paymentProvider(call.env)
  call.log.provider = provider.name
  call.log.user = caller.id
  let portal: { url: string } | null
  try {
    portal = await provider.createPortal({ userId: caller.id, email, returnUrl })
  } catch (error) {
    call.log.provider_error = error instanceof Error ? error.message : String(error)
    throw new FunctionError(502, 'Failed to open subscription management')
  }
  if (!portal) throw new FunctionError(404, 'No subscription found for this account')
  return jsonResponse({ url: portal.url })
})
