import { z } from 'zod'
import { requireCaller } from '../_shared/caller.ts'
import { defineFunction, FunctionError, readJson } from '../_shared/http.ts'
import { planForPriceId } from '../_shared/payments/catalogue.ts'
import {
  openCheckout,
  planCheckout,
  refuseActivePlan,
  returnUrls,
  urlField,
} from '../_shared/payments/checkout.ts'
import { findCardByProviderPrice, priceInCents } from '../_shared/payments/service-cards.ts'
import { checkReturnUrl } from '../_shared/site-urls.ts'

// 002 §7: POST { priceId, successUrl, cancelUrl, metadata { product_type, report_name } } → { url }.
// priceId is a mobile plan's price, or the stripe_price_id in a mobile service card's cta_config.
// The mobile client shows this function's error text when there is one (002 §8).

const FAILURE = 'Failed to create checkout. Please try again.'

const input = z.object({
  priceId: z.string().min(1, 'is required').max(200),
  successUrl: urlField,
  cancelUrl: urlField,
  metadata: z
    .object({
      product_type: z.string().max(100).optional(),
      report_name: z.string().max(200).optional(),
    })
    .optional(),
})

export default defineFunction('create-direct-checkout', ['POST'], async (call) => {
  const caller = requireCaller(call, 'Please login to upgrade')
  const body = await readJson(call.req, input)
  const urls = {
    successUrl: checkReturnUrl(body.successUrl, 'successUrl', call.req, call.env),
    cancelUrl: checkReturnUrl(body.cancelUrl, 'cancelUrl', call.req, call.env),
  }
  const metadata = Object.fromEntries(
    Object.entries(body.metadata ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  const plan = planForPriceId(body.priceId, call.env)
  if (plan && plan.kind !== 'desktop_pro') {
    await refuseActivePlan(call, caller.id, plan.kind)
    return openCheckout(
      call,
      planCheckout(plan.kind, caller, caller.email, urls, call.env, metadata),
      FAILURE,
    )
  }
  const card = await findCardByProviderPrice(call.env, body.priceId)
  const amount = card ? priceInCents(card, 'eur') : null
  if (!card || amount === null) throw new FunctionError(400, 'Unknown priceId')
  return openCheckout(
    call,
    {
      purchase: { kind: 'service_card', userId: caller.id, serviceCardId: card.id, amount, currency: 'eur' },
      title: card.title,
      amount,
      currency: 'eur',
      recurring: false,
      providerPrice: body.priceId,
      customerEmail: caller.email,
      ...returnUrls(urls.successUrl, urls.cancelUrl, { item: 'service_card', service_card_id: card.id }),
      metadata,
    },
    FAILURE,
  )
})
