import { useMemo } from 'react'
import type { CurrencyCode } from '../lib/currency.ts'
import { checkoutUrlFrom, MOBILE_PRICE_IDS, PAYMENT_MESSAGES, RETURN_PATHS } from '../lib/payments.ts'
import { useAuth } from './auth.ts'
import { FunctionCallError, type InvokeFunction, useInvokeFunction } from './functions.ts'

/** A checkout or portal that could not start; `message` is the spec's text to show. */
export class PaymentError extends Error {
  override readonly name = 'PaymentError'
}

/** Where checkouts open: this tab, or a new one (mobile plans, 000 §7 "opened in a new tab"). */
export interface Navigation {
  origin: string
  assign(url: string): void
  openNewTab(url: string): void
}

export interface Payments {
  /** Console 'Upgrade to Pro €995/mo' (create-console-subscription-checkout), in this tab. */
  upgradeConsole(): Promise<void>
  /** Mobile 'Upgrade Plan' (create-direct-price-checkout), in a new tab. */
  upgradeMobile(tier: 'premium' | 'pro'): Promise<void>
  /** A service card's stripe CTA (create-service-card-checkout), in this tab. */
  buyServiceCard(serviceCardId: string, currency: CurrencyCode): Promise<void>
  /** A mobile service with a stripe_price_id (create-direct-checkout), in this tab. */
  directCheckout(priceId: string, metadata?: { product_type?: string; report_name?: string }): Promise<void>
  /** Subscription management (customer-portal), in this tab. */
  openCustomerPortal(returnPath?: string): Promise<void>
}

async function urlOf(call: Promise<unknown>, failure: (error: unknown) => string): Promise<string> {
  let data: unknown
  try {
    data = await call
  } catch (error) {
    throw new PaymentError(failure(error), { cause: error })
  }
  try {
    return checkoutUrlFrom(data)
  } catch (error) {
    throw new PaymentError(PAYMENT_MESSAGES.noCheckoutUrl, { cause: error })
  }
}

/**
 * The spec's text for a checkout that could not start, except a refusal of 000 §5's sensitive limit (429),
 * shown in the server's words: when the member may try again.
 */
const unlessLimited = (text: string) => (error: unknown) =>
  error instanceof FunctionCallError && error.status === 429 ? error.message : text

/** The payment calls for one signed-in member (null: signed out, every call refuses with the spec's text). */
export function createPayments(invoke: InvokeFunction, email: string | null, nav: Navigation): Payments {
  const at = (path: string) => `${nav.origin}${path}`
  const requireUser = (message: string) => {
    if (!email) throw new PaymentError(message)
    return email
  }
  const upgradeFailed = unlessLimited(PAYMENT_MESSAGES.upgradeFailed)
  return {
    async upgradeConsole() {
      const customer = requireUser(PAYMENT_MESSAGES.loginToUpgrade)
      const body = {
        customer_email: customer,
        success_url: at(RETURN_PATHS.consoleSuccess),
        cancel_url: at(RETURN_PATHS.consoleCancel),
      }
      nav.assign(await urlOf(invoke('create-console-subscription-checkout', { body }), upgradeFailed))
    },
    async upgradeMobile(tier) {
      const customer = requireUser(PAYMENT_MESSAGES.loginToUpgrade)
      const body = {
        price_id: tier === 'pro' ? MOBILE_PRICE_IDS.mobile_pro : MOBILE_PRICE_IDS.mobile_premium,
        customer_email: customer,
        success_url: at(RETURN_PATHS.mobileSuccess),
        cancel_url: at(RETURN_PATHS.mobileCancel),
      }
      nav.openNewTab(await urlOf(invoke('create-direct-price-checkout', { body }), upgradeFailed))
    },
    async buyServiceCard(serviceCardId, currency) {
      requireUser(PAYMENT_MESSAGES.loginToUpgrade)
      const body = { service_card_id: serviceCardId, currency: currency.toLowerCase() }
      const url = await urlOf(
        invoke('create-service-card-checkout', { body }),
        unlessLimited(PAYMENT_MESSAGES.checkoutSessionFailed),
      )
      nav.assign(url)
    },
    async directCheckout(priceId, metadata = {}) {
      requireUser(PAYMENT_MESSAGES.loginToUpgrade)
      const body = {
        priceId,
        successUrl: at(RETURN_PATHS.mobileSuccess),
        cancelUrl: at(RETURN_PATHS.mobileCancel),
        metadata,
      }
      // 002 §8: the server's error text is used when it gives one.
      const failure = (error: unknown) =>
        error instanceof FunctionCallError && error.status !== null && error.status < 500
          ? error.message
          : PAYMENT_MESSAGES.mobileCheckoutFailed
      nav.assign(await urlOf(invoke('create-direct-checkout', { body }), failure))
    },
    async openCustomerPortal(returnPath = '/dashboard?tab=settings') {
      const customer = requireUser(PAYMENT_MESSAGES.loginToManage)
      const body = { customer_email: customer, return_url: at(returnPath) }
      nav.assign(await urlOf(invoke('customer-portal', { body }), () => PAYMENT_MESSAGES.portalFailed))
    },
  }
}

const browserNavigation = (): Navigation => ({
  origin: window.location.origin,
  assign: (url) => window.location.assign(url),
  openNewTab: (url) => {
    window.open(url, '_blank', 'noopener')
  },
})

/** The payment calls for the signed-in member; each throws a PaymentError with the spec's message. */
export function usePayments(): Payments {
  const invoke = useInvokeFunction()
  const { user } = useAuth()
  const email = user?.email ?? null
  return useMemo(() => createPayments(invoke, email, browserNavigation()), [invoke, email])
}
