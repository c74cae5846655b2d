import type { FunctionEnv } from '../function-env.ts'
import type { Currency, Purchase } from './catalogue.ts'
import { localPayments } from './local-provider.ts'
import { stripePayments } from './stripe-provider.ts'

/** One checkout to open: what is bought, what it costs, where the buyer returns. */
export interface CheckoutRequest {
  purchase: Purchase
  title: string
  /** Cents. */
  amount: number
  currency: Currency
  recurring: boolean
  /** A price already defined at the provider (configured plan price, or a service card's price id). */
  providerPrice: string | null
  customerEmail: string | null
  successUrl: string
  cancelUrl: string
  /** Extra metadata the caller sent (mobile checkout: product_type, report_name). */
  metadata: Record<string, string>
}

export interface PortalRequest {
  userId: string
  email: string
  returnUrl: string
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local'
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>
  /** Null when the provider knows no customer for this member. */
  createPortal(request: PortalRequest): Promise<{ url: string } | null>
}

/** The card payment provider when its secret key is configured, else the local test checkout. */
export function paymentProvider(env: FunctionEnv): PaymentProvider {
  return env.STRIPE_SECRET_KEY ? stripePayments(env) : localPayments(env)
}
