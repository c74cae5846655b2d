import { z } from 'zod'
import { requireCaller } from '../_shared/caller.ts'
import { defineFunction, FunctionError, readJson } from '../_shared/http.ts'
import { CURRENCIES } from '../_shared/payments/catalogue.ts'
import { openCheckout, returnUrls } from '../_shared/payments/checkout.ts'
import { findActiveCard, priceInCents, sellsOnline } from '../_shared/payments/service-cards.ts'
import { siteOrigin } from '../_shared/site-urls.ts'

// 001 §7: POST { service_card_id, currency (lowercase code) } → { url }; the browser is redirected
// there. The card is priced in the chosen currency from its own row; after paying, the member lands
// on /console-success and the purchase appears in user_service_purchases.

const input = z.object({
  service_card_id: z.string().min(1, 'is required').max(100),
  currency: z.enum(CURRENCIES, 'must be one of eur, usd, gbp (lowercase)'),
})

export default defineFunction('create-service-card-checkout', ['POST'], async (call) => {
  const caller = requireCaller(call, 'Please login to book this service')
  const body = await readJson(call.req, input)
  const card = await findActiveCard(call.env, body.service_card_id)
  if (!card) throw new FunctionError(404, 'Service card not found')
  if (!sellsOnline(card)) throw new FunctionError(400, 'This service is not sold online')
  const amount = priceInCents(card, body.currency)
  if (amount === null || amount <= 0) {
    throw new FunctionError(400, `This service has no price in ${body.currency.toUpperCase()}`)
  }
  const origin = siteOrigin(call.req, call.env)
  const item = { item: 'service_card', service_card_id: card.id }
  return openCheckout(
    call,
    {
      purchase: {
        kind: 'service_card',
        userId: caller.id,
        serviceCardId: card.id,
        amount,
        currency: body.currency,
      },
      title: card.title,
      amount,
      currency: body.currency,
      recurring: false,
      providerPrice: null,
      customerEmail: caller.email,
      ...returnUrls(`${origin}/console-success`, `${origin}/console-cancel`, item),
      metadata: { service_card: card.card_id ?? card.id },
    },
    'Failed to create checkout session. Please try again.',
  )
})
