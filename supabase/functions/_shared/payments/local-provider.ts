import { z } from 'zod'
import type { FunctionEnv } from '../function-env.ts'
import { signToken, verifyToken } from '../signed-token.ts'
import { CURRENCIES, purchaseSchema } from './catalogue.ts'
import type { CheckoutRequest, PaymentProvider, PortalRequest } from './provider.ts'

// The local provider, used when no payment keys are configured: the checkout "session" is a signed
// token carried by the URL of a test-checkout page that the local server serves (supabase/local/pages).
// The page shows what is bought and its price; Pay does what the provider's webhook would do, Cancel
// returns to the cancel address. The customer portal is a local page in the same way.

export const LOCAL_PAGES_PATH = '/local/v1'
const CHECKOUT_PURPOSE = 'local-checkout'
const PORTAL_PURPOSE = 'local-portal'
/** As long as a real checkout session stays open. */
const CHECKOUT_TTL_SECONDS = 24 * 3600
const PORTAL_TTL_SECONDS = 3600

export const localCheckoutSchema = z.object({
  sid: z.string().min(1),
  purchase: purchaseSchema,
  title: z.string(),
  amount: z.int().nonnegative(),
  currency: z.enum(CURRENCIES),
  recurring: z.boolean(),
  successUrl: z.url(),
  cancelUrl: z.url(),
})
export type LocalCheckout = z.infer<typeof localCheckoutSchema>

export const localPortalSchema = z.object({ userId: z.uuid(), email: z.string(), returnUrl: z.url() })
export type LocalPortal = z.infer<typeof localPortalSchema>

export function localPayments(env: FunctionEnv): PaymentProvider {
  const base = `${env.SUPABASE_URL.replace(/\/$/, '')}${LOCAL_PAGES_PATH}`
  return {
    name: 'local',
    async createCheckout(request: CheckoutRequest) {
      const sid = `cs_local_${crypto.randomUUID().replaceAll('-', '')}`
      const session: LocalCheckout = {
        sid,
        purchase: request.purchase,
        title: request.title,
        amount: request.amount,
        currency: request.currency,
        recurring: request.recurring,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      }
      const token = await signToken(
        session,
        env.SUPABASE_SERVICE_ROLE_KEY,
        CHECKOUT_PURPOSE,
        CHECKOUT_TTL_SECONDS,
      )
      return { id: sid, url: `${base}/checkout?token=${token}` }
    },
    async createPortal(request: PortalRequest) {
      const portal: LocalPortal = {
        userId: request.userId,
        email: request.email,
        returnUrl: request.returnUrl,
      }
      const token = await signToken(portal, env.SUPABASE_SERVICE_ROLE_KEY, PORTAL_PURPOSE, PORTAL_TTL_SECONDS)
      return { url: `${base}/portal?token=${token}` }
    },
  }
}

export async function readLocalCheckout(token: string, secret: string): Promise<LocalCheckout | null> {
  const payload = await verifyToken(token, secret, CHECKOUT_PURPOSE)
  const parsed = localCheckoutSchema.safeParse(payload)
  return parsed.success ? parsed.data : null
}

export async function readLocalPortal(token: string, secret: string): Promise<LocalPortal | null> {
  const payload = await verifyToken(token, secret, PORTAL_PURPOSE)
  const parsed = localPortalSchema.safeParse(payload)
  return parsed.success ? parsed.data : null
}
