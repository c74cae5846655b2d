import { type Context, Hono } from 'hono'
import { html } from 'hono/html'
import type { FunctionEnv } from '../../functions/_shared/function-env.ts'
import { formatAmount } from '../../functions/_shared/payments/catalogue.ts'
import { fulfilPurchase } from '../../functions/_shared/payments/fulfil.ts'
import { type LocalCheckout, readLocalCheckout } from '../../functions/_shared/payments/local-provider.ts'
import type { HonoEnv } from '../context.ts'
import { errorPage, page } from './layout.ts'

// The local test checkout: what is bought and its price, with Pay and Cancel. Pay does
// what the provider's webhook does (supabase/functions/_shared/payments/fulfil.ts) and returns to
// the success address; Cancel returns to the cancel address. Nothing is charged.

const INVALID = 'This checkout link is invalid or has expired. Start the checkout again from JUL.'

async function tokenFrom(c: Context<HonoEnv>): Promise<string> {
  if (c.req.method === 'GET') return c.req.query('token') ?? ''
  const form = await c.req.parseBody()
  return typeof form.token === 'string' ? form.token : ''
}

function checkoutView(checkout: LocalCheckout, token: string) {
  const price = formatAmount(checkout.amount, checkout.currency, checkout.recurring)
  return page(
    'JUL test checkout',
    html`<h1>JUL test checkout</h1>
      <p class="note">Local test checkout: no card is charged. Pay activates the purchase as the payment provider would.</p>
      <dl>
        <dt>Item</dt><dd data-testid="checkout-item">${checkout.title}</dd>
        <dt>Price</dt><dd data-testid="checkout-price">${price}</dd>
        <dt>Billing</dt><dd>${checkout.recurring ? 'Monthly subscription' : 'One-off payment'}</dd>
      </dl>
      <div class="actions">
        <form method="post" action="checkout/pay">
          <input type="hidden" name="token" value="${token}" />
          <button class="primary" type="submit">Pay ${price}</button>
        </form>
        <form method="post" action="checkout/cancel">
          <input type="hidden" name="token" value="${token}" />
          <button type="submit">Cancel</button>
        </form>
      </div>`,
  )
}

export function checkoutPages(env: () => FunctionEnv): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>()
  const read = async (c: Context<HonoEnv>) => {
    const token = await tokenFrom(c)
    return { token, checkout: await readLocalCheckout(token, env().SUPABASE_SERVICE_ROLE_KEY) }
  }

  app.get('/', async (c) => {
    const { token, checkout } = await read(c)
    if (!checkout) return c.html(errorPage(INVALID), 400)
    return c.html(checkoutView(checkout, token))
  })
  app.post('/pay', async (c) => {
    const { checkout } = await read(c)
    if (!checkout) return c.html(errorPage(INVALID), 400)
    // Paying twice activates once: the session id is the fulfilment's reference.
    await fulfilPurchase(env(), checkout.sid, checkout.purchase)
    return c.redirect(checkout.successUrl, 303)
  })
  app.post('/cancel', async (c) => {
    const { checkout } = await read(c)
    if (!checkout) return c.html(errorPage(INVALID), 400)
    return c.redirect(checkout.cancelUrl, 303)
  })
  return app
}
