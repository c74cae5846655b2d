import Stripe from 'stripe'
import type { FunctionEnv } from '../function-env.ts'
import { CURRENCIES, type Purchase, purchaseSchema } from './catalogue.ts'
import type { CheckoutRequest, PaymentProvider, PortalRequest } from './provider.ts'

// The card payment provider (Stripe) through its official library: Checkout Sessions for every
// purchase, the Billing Portal for managing a subscription, and signed webhook events. Requests go
// through fetch (Stripe.createFetchHttpClient), so the same code runs in Deno and Node.
// STRIPE_API_BASE points the library elsewhere (the tests' loopback fake); unset, it talks to Stripe.

export function stripeClient(env: FunctionEnv): Stripe {
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null
  return new Stripe(env.STRIPE_SECRET_KEY ?? '', {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    appInfo: { name: 'jul-functions' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? '443' : '80'),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
}

/** The purchase as metadata strings (the provider keeps string pairs only). */
export function purchaseMetadata(purchase: Purchase): Record<string, string> {
  const base = { jul_kind: purchase.kind, jul_user_id: purchase.userId }
  if (purchase.kind !== 'service_card') return base
  return {
    ...base,
    jul_service_card_id: purchase.serviceCardId,
    jul_amount: String(purchase.amount),
    jul_currency: purchase.currency,
  }
}

/** The purchase a paid session stands for; the amount actually paid wins over the one asked. */
export function purchaseFromMetadata(
  metadata: Record<string, string> | null | undefined,
  paid: { amount: number | null; currency: string | null } = { amount: null, currency: null },
): Purchase | null {
  if (!metadata) return null
  const currency = paid.currency?.toLowerCase() ?? metadata.jul_currency
  const parsed = purchaseSchema.safeParse({
    kind: metadata.jul_kind,
    userId: metadata.jul_user_id,
    serviceCardId: metadata.jul_service_card_id,
    amount: paid.amount ?? (metadata.jul_amount ? Number(metadata.jul_amount) : undefined),
    currency: CURRENCIES.find((code) => code === currency),
  })
  return parsed.success ? parsed.data : null
}

export function stripePayments(env: FunctionEnv): PaymentProvider {
  const stripe = stripeClient(env)
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest) {
      const metadata = { ...request.metadata, ...purchaseMetadata(request.purchase) }
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = request.providerPrice
        ? { price: request.providerPrice, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amount,
              product_data: { name: request.title },
              ...(request.recurring ? { recurring: { interval: 'month' } } : {}),
            },
          }
      const session = await stripe.checkout.sessions.create({
        mode: request.recurring ? 'subscription' : 'payment',
        line_items: [lineItem],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.purchase.userId,
        metadata,
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        // One-off purchases get a customer too, so the member finds them in the portal later.
        ...(request.recurring
          ? { subscription_data: { metadata } }
          : { customer_creation: 'always', payment_intent_data: { metadata } }),
      })
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`)
      return { id: session.id, url: session.url }
    },
    async createPortal(request: PortalRequest) {
      const customers = await stripe.customers.list({ email: request.email, limit: 1 })
      const customer = customers.data[0]
      if (!customer) return null
      const portal = await stripe.billingPortal.sessions.create({
        customer: customer.id,
        return_url: request.returnUrl,
      })
      return { url: portal.url }
    },
  }
}

/** The event, when the signature header matches the endpoint's signing secret; throws otherwise. */
export function verifyStripeEvent(
  env: FunctionEnv,
  payload: string,
  signature: string,
): Promise<Stripe.Event> {
  return stripeClient(env).webhooks.constructEventAsync(
    payload,
    signature,
    env.STRIPE_WEBHOOK_SECRET ?? '',
    undefined,
    Stripe.createSubtleCryptoProvider(),
  )
}
