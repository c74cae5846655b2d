import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import consoleCheckout from '../../../supabase/functions/create-console-subscription-checkout/handler.ts'
import serviceCardCheckout from '../../../supabase/functions/create-service-card-checkout/handler.ts'
import customerPortal from '../../../supabase/functions/customer-portal/handler.ts'
import stripeWebhook from '../../../supabase/functions/stripe-webhook/handler.ts'
import { backend, newUser } from '../support/backend.ts'
import { callHandler, functionEnv } from '../support/functions.ts'
import { formFields, type LoopbackFake, startLoopbackFake } from '../support/loopback-fake.ts'

// The real payment adapter (the stripe library) against a fake Stripe API on loopback: the fake checks
// what the library sends and answers as Stripe does. The webhook is fed events signed as Stripe signs them.

const SECRET_KEY = 'sk_test_jul_fake_key'
const WEBHOOK_SECRET = 'whsec_jul_fake_secret'
let fake: LoopbackFake
let failNext = false

beforeAll(async () => {
  fake = await startLoopbackFake((request) => {
    if (failNext) {
      failNext = false
      return { status: 400, json: { error: { type: 'invalid_request_error', message: 'No such price' } } }
    }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      return {
        json: {
          id: 'cs_test_123',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_test_123',
        },
      }
    }
    if (request.method === 'GET' && request.path.startsWith('/v1/customers?')) {
      const email = new URL(request.path, 'http://x').searchParams.get('email')
      const data = email?.startsWith('known') ? [{ id: 'cus_known', object: 'customer', email }] : []
      return { json: { object: 'list', data, has_more: false, url: '/v1/customers' } }
    }
    if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions') {
      return {
        json: {
          id: 'bps_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.com/p/session/bps_1',
        },
      }
    }
    return {
      status: 404,
      json: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
    }
  })
})
afterAll(() => fake.close())

const env = () =>
  functionEnv({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  })

const lastRequest = () => fake.requests.at(-1)

describe('the Stripe adapter', () => {
  it('creates a subscription Checkout Session for Desktop Pro with the exact fields', async () => {
    const member = await newUser(backend(), 'stripe')
    const site = backend().url
    const answer = await callHandler(consoleCheckout, env(), {
      token: member.accessToken,
      body: {
        customer_email: member.email,
        success_url: `${site}/console-success`,
        cancel_url: `${site}/console-cancel`,
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_123' })
    const sent = lastRequest()
    expect(sent?.method).toBe('POST')
    expect(sent?.path).toBe('/v1/checkout/sessions')
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`)
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(sent?.headers['idempotency-key']).toBeTruthy()
    const metadata = { jul_kind: 'desktop_pro', jul_user_id: member.id }
    expect(formFields(sent ?? ({} as never))).toEqual({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '99500',
      'line_items[0][price_data][product_data][name]': 'JUL Console Pro',
      'line_items[0][price_data][recurring][interval]': 'month',
      success_url: `${site}/console-success?payment=success&item=desktop_pro`,
      cancel_url: `${site}/console-cancel?payment=cancelled&item=desktop_pro`,
      client_reference_id: member.id,
      customer_email: member.email,
      'metadata[jul_kind]': metadata.jul_kind,
      'metadata[jul_user_id]': metadata.jul_user_id,
      'subscription_data[metadata][jul_kind]': metadata.jul_kind,
      'subscription_data[metadata][jul_user_id]': metadata.jul_user_id,
    })
  })

  it('uses the configured provider price instead of an inline one', async () => {
    const member = await newUser(backend(), 'stripe')
    const site = backend().url
    await callHandler(
      consoleCheckout,
      { ...env(), STRIPE_PRICE_DESKTOP_PRO: 'price_desktop_pro' },
      {
        token: member.accessToken,
        body: { success_url: `${site}/a`, cancel_url: `${site}/b` },
      },
    )
    const fields = formFields(lastRequest() ?? ({} as never))
    expect(fields['line_items[0][price]']).toBe('price_desktop_pro')
    expect(fields['line_items[0][price_data][currency]']).toBeUndefined()
  })

  it('creates a one-off payment session for a service card, with a customer for the portal', async () => {
    const member = await newUser(backend(), 'stripe')
    await callHandler(serviceCardCheckout, env(), {
      token: member.accessToken,
      headers: { Origin: backend().url },
      body: { service_card_id: 'strategy-session', currency: 'gbp' },
    })
    const fields = formFields(lastRequest() ?? ({} as never))
    expect(fields.mode).toBe('payment')
    expect(fields.customer_creation).toBe('always')
    expect(fields['line_items[0][price_data][currency]']).toBe('gbp')
    expect(fields['line_items[0][price_data][unit_amount]']).toBe('42500')
    expect(fields['payment_intent_data[metadata][jul_kind]']).toBe('service_card')
    expect(fields['metadata[jul_amount]']).toBe('42500')
  })

  it('answers a provider failure with 502 and its own message, never the key or the cause', async () => {
    const member = await newUser(backend(), 'stripe')
    failNext = true
    const answer = await callHandler(consoleCheckout, env(), {
      token: member.accessToken,
      body: { success_url: `${backend().url}/a`, cancel_url: `${backend().url}/b` },
    })
    expect(answer.status).toBe(502)
    expect(answer.json).toEqual({ error: 'Failed to create checkout session. Please try again.' })
  })

  it('opens the Billing Portal for the customer with that e-mail', async () => {
    const member = await newUser(backend(), 'known')
    const answer = await callHandler(customerPortal, env(), {
      token: member.accessToken,
      body: { return_url: `${backend().url}/dashboard` },
    })
    expect(answer.json).toEqual({ url: 'https://billing.stripe.com/p/session/bps_1' })
    const [lookup, portal] = fake.requests.slice(-2)
    expect(lookup?.method).toBe('GET')
    expect(lookup?.path).toBe(`/v1/customers?email=${encodeURIComponent(member.email)}&limit=1`)
    expect(portal?.path).toBe('/v1/billing_portal/sessions')
    expect(formFields(portal ?? ({} as never))).toEqual({
      customer: 'cus_known',
      return_url: `${backend().url}/dashboard`,
    })
  })

  it('answers 404 when the provider has no customer for the member', async () => {
    const member = await newUser(backend(), 'stranger')
    const answer = await callHandler(customerPortal, env(), {
      token: member.accessToken,
      body: { return_url: `${backend().url}/dashboard` },
    })
    expect(answer.status).toBe(404)
  })
})

describe('stripe-webhook', () => {
  const stripe = new Stripe(SECRET_KEY)
  const signed = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event)
    return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) }
  }
  const deliver = (event: object, secret?: string) => {
    const { payload, signature } = signed(event, secret)
    return callHandler(stripeWebhook, env(), { body: payload, headers: { 'Stripe-Signature': signature } })
  }
  const sessionCompleted = (userId: string, id: string) => ({
    id: `evt_${id}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 99_500,
        currency: 'eur',
        metadata: { jul_kind: 'desktop_pro', jul_user_id: userId },
      },
    },
  })

  it('activates Desktop Pro on a signed checkout.session.completed, once per session', async () => {
    const member = await newUser(backend(), 'hook')
    const event = sessionCompleted(member.id, `cs_${crypto.randomUUID()}`)
    expect((await deliver(event)).json).toEqual({ received: true, outcome: 'fulfilled' })
    expect((await deliver(event)).json).toEqual({ received: true, outcome: 'duplicate' })
    const { data } = await member.client.from('jul_memberships').select('membership_tier, status')
    expect(data).toEqual([{ membership_tier: 'desktop_pro', status: 'active' }])
  })

  it('refuses an event signed with another secret, and changes nothing', async () => {
    const member = await newUser(backend(), 'hook')
    const answer = await deliver(sessionCompleted(member.id, `cs_${crypto.randomUUID()}`), 'whsec_forged')
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ error: 'Invalid webhook signature' })
    const { data } = await member.client.from('jul_memberships').select('id')
    expect(data).toEqual([])
  })

  it('ends the mobile plan when the subscription is deleted', async () => {
    const member = await newUser(backend(), 'hook')
    await deliver({
      ...sessionCompleted(member.id, `cs_${crypto.randomUUID()}`),
      data: {
        object: {
          id: `cs_${crypto.randomUUID()}`,
          object: 'checkout.session',
          payment_status: 'paid',
          metadata: { jul_kind: 'mobile_premium', jul_user_id: member.id },
        },
      },
    })
    const deleted = await deliver({
      id: `evt_${crypto.randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: 'sub_1',
          object: 'subscription',
          status: 'canceled',
          metadata: { jul_kind: 'mobile_premium', jul_user_id: member.id },
          items: { object: 'list', data: [] },
        },
      },
    })
    expect(deleted.json).toEqual({ received: true, outcome: 'ended' })
    const { data } = await member.client.from('mobile_subscriptions').select('tier, active')
    expect(data).toEqual([{ tier: 'premium', active: false }])
  })

  it('acknowledges events that are not ours without acting', async () => {
    const answer = await deliver({ id: 'evt_x', object: 'event', type: 'invoice.paid', data: { object: {} } })
    expect(answer.json).toEqual({ received: true, outcome: 'ignored' })
  })
})
