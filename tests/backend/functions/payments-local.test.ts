import { describe, expect, it } from 'vitest'
import { backend, clientFor, newUser, serviceClient, type TestUser } from '../support/backend.ts'
import { invokeError } from '../support/functions.ts'

// The payment functions with the local provider (no payment keys configured): each answers the URL
// of the local test checkout or portal, and Pay there activates what was bought, as the webhook would.

const site = () => backend().url
const returnTo = (path: string) => `${site()}${path}`

/** The token a local checkout or portal URL carries. */
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''

async function submit(path: string, fields: Record<string, string>) {
  const response = await fetch(`${site()}/local/v1/${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
  return { status: response.status, location: response.headers.get('location'), text: await response.text() }
}

async function consoleCheckout(member: TestUser): Promise<string> {
  const { data, error } = await member.client.functions.invoke('create-console-subscription-checkout', {
    body: {
      customer_email: member.email,
      success_url: returnTo('/console-success'),
      cancel_url: returnTo('/console-cancel'),
    },
  })
  expect(error).toBeNull()
  return (data as { url: string }).url
}

async function desktopRows(member: TestUser) {
  const { data } = await member.client
    .from('jul_memberships')
    .select('membership_tier, status')
    .eq('membership_kind', 'desktop_access')
  return data
}

describe('create-console-subscription-checkout', () => {
  it('opens the local test checkout showing Desktop Pro at 995 euro a month', async () => {
    const member = await newUser(backend(), 'pay-console')
    const url = await consoleCheckout(member)
    expect(url.startsWith(`${site()}/local/v1/checkout?token=`)).toBe(true)
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('JUL Console Pro')
    expect(html).toContain('€995.00 / month')
    expect(html).toContain('Pay €995.00 / month')
  })

  it('Pay activates desktop_pro once, however often it is pressed, and returns with payment=success', async () => {
    const member = await newUser(backend(), 'pay-console')
    const token = tokenOf(await consoleCheckout(member))
    for (let press = 0; press < 2; press++) {
      const paid = await submit('checkout/pay', { token })
      expect(paid.status).toBe(303)
      expect(paid.location).toBe(returnTo('/console-success?payment=success&item=desktop_pro'))
    }
    expect(await desktopRows(member)).toEqual([{ membership_tier: 'desktop_pro', status: 'active' }])
  })

  it('Cancel returns with payment=cancelled and activates nothing', async () => {
    const member = await newUser(backend(), 'pay-console')
    const cancelled = await submit('checkout/cancel', { token: tokenOf(await consoleCheckout(member)) })
    expect(cancelled.status).toBe(303)
    expect(cancelled.location).toBe(returnTo('/console-cancel?payment=cancelled&item=desktop_pro'))
    expect(await desktopRows(member)).toEqual([])
  })

  it('refuses a second checkout once Desktop Pro is active', async () => {
    const member = await newUser(backend(), 'pay-console')
    await submit('checkout/pay', { token: tokenOf(await consoleCheckout(member)) })
    const { error } = await member.client.functions.invoke('create-console-subscription-checkout', {
      body: { success_url: returnTo('/console-success'), cancel_url: returnTo('/console-cancel') },
    })
    expect(await invokeError(error)).toEqual({
      status: 409,
      body: { error: 'Desktop Pro is already active on this account' },
    })
  })

  it('refuses a missing or foreign return address with 400', async () => {
    const member = await newUser(backend(), 'pay-console')
    const missing = await member.client.functions.invoke('create-console-subscription-checkout', {
      body: { cancel_url: returnTo('/console-cancel') },
    })
    expect((await invokeError(missing.error)).status).toBe(400)
    const foreign = await member.client.functions.invoke('create-console-subscription-checkout', {
      body: { success_url: 'https://evil.example/steal', cancel_url: returnTo('/console-cancel') },
    })
    expect(await invokeError(foreign.error)).toEqual({
      status: 400,
      body: { error: 'success_url must be an address of this site' },
    })
  })

  it("refuses to buy in another member's name", async () => {
    const member = await newUser(backend(), 'pay-console')
    const { error } = await member.client.functions.invoke('create-console-subscription-checkout', {
      body: {
        customer_email: 'someone.else@example.com',
        success_url: returnTo('/console-success'),
        cancel_url: returnTo('/console-cancel'),
      },
    })
    expect((await invokeError(error)).status).toBe(403)
  })

  it("answers anon with 401 'Please login to upgrade'", async () => {
    const { error } = await clientFor(backend()).functions.invoke('create-console-subscription-checkout', {
      body: { success_url: returnTo('/console-success'), cancel_url: returnTo('/console-cancel') },
    })
    expect(await invokeError(error)).toEqual({ status: 401, body: { error: 'Please login to upgrade' } })
  })

  it('shows a tampered checkout link as invalid and activates nothing', async () => {
    const member = await newUser(backend(), 'pay-console')
    const token = tokenOf(await consoleCheckout(member))
    const forged = `${token.slice(0, -4)}AAAA`
    const paid = await submit('checkout/pay', { token: forged })
    expect(paid.status).toBe(400)
    expect(paid.text).toContain('This checkout link is invalid or has expired.')
    expect(await desktopRows(member)).toEqual([])
  })
})

describe('create-direct-price-checkout', () => {
  it('sells the mobile pro plan: Pay makes mobile_subscriptions pro and active', async () => {
    const member = await newUser(backend(), 'pay-mobile')
    const { data, error } = await member.client.functions.invoke('create-direct-price-checkout', {
      body: {
        price_id: 'jul-mobile-pro-monthly',
        customer_email: member.email,
        success_url: returnTo('/mobile-success'),
        cancel_url: returnTo('/mobile-cancel'),
      },
    })
    expect(error).toBeNull()
    const url = (data as { url: string }).url
    expect(await (await fetch(url)).text()).toContain('€19.99 / month')
    const paid = await submit('checkout/pay', { token: tokenOf(url) })
    expect(paid.location).toBe(returnTo('/mobile-success?payment=success&item=mobile_pro'))
    const { data: rows } = await member.client.from('mobile_subscriptions').select('tier, active')
    expect(rows).toEqual([{ tier: 'pro', active: true }])
  })

  it('refuses a price that is not a mobile plan, and anon', async () => {
    const member = await newUser(backend(), 'pay-mobile')
    const body = {
      price_id: 'jul-desktop-pro-monthly',
      success_url: returnTo('/mobile-success'),
      cancel_url: returnTo('/mobile-cancel'),
    }
    const bad = await member.client.functions.invoke('create-direct-price-checkout', { body })
    expect(await invokeError(bad.error)).toEqual({
      status: 400,
      body: { error: 'price_id must be the premium or pro monthly mobile price' },
    })
    const anon = await clientFor(backend()).functions.invoke('create-direct-price-checkout', { body })
    expect((await invokeError(anon.error)).status).toBe(401)
  })
})

describe('create-service-card-checkout', () => {
  it('sells a card in the chosen currency and records the purchase in user_service_purchases', async () => {
    const member = await newUser(backend(), 'pay-card')
    const { data, error } = await member.client.functions.invoke('create-service-card-checkout', {
      body: { service_card_id: 'strategy-session', currency: 'usd' },
      headers: { Origin: site() },
    })
    expect(error).toBeNull()
    const url = (data as { url: string }).url
    const html = await (await fetch(url)).text()
    expect(html).toContain('Strategy Session')
    expect(html).toContain('$535.00')
    const paid = await submit('checkout/pay', { token: tokenOf(url) })
    const { data: card } = await member.client
      .from('service_cards')
      .select('id')
      .eq('card_id', 'strategy-session')
      .single()
    expect(paid.location).toBe(
      returnTo(`/console-success?payment=success&item=service_card&service_card_id=${card?.id}`),
    )
    const { data: rows } = await member.client
      .from('user_service_purchases')
      .select('service_card_id, amount_paid, currency, status')
    expect(rows).toEqual([
      { service_card_id: card?.id, amount_paid: 53_500, currency: 'usd', status: 'paid' },
    ])
  })

  it('refuses an upper-case currency, a card not sold online and an unknown card', async () => {
    const member = await newUser(backend(), 'pay-card')
    const invoke = (body: Record<string, string>) =>
      member.client.functions.invoke('create-service-card-checkout', { body })
    const upper = await invoke({ service_card_id: 'strategy-session', currency: 'EUR' })
    expect(await invokeError(upper.error)).toEqual({
      status: 400,
      body: { error: 'currency: must be one of eur, usd, gbp (lowercase)' },
    })
    const form = await invoke({ service_card_id: 'equity-partnership', currency: 'eur' })
    expect(await invokeError(form.error)).toEqual({
      status: 400,
      body: { error: 'This service is not sold online' },
    })
    const unknown = await invoke({ service_card_id: crypto.randomUUID(), currency: 'eur' })
    expect((await invokeError(unknown.error)).status).toBe(404)
  })

  it('answers anon with 401', async () => {
    const { error } = await clientFor(backend()).functions.invoke('create-service-card-checkout', {
      body: { service_card_id: 'strategy-session', currency: 'eur' },
    })
    expect((await invokeError(error)).status).toBe(401)
  })
})

describe('create-direct-checkout (mobile)', () => {
  it("sells a mobile service by its card's stripe_price_id", async () => {
    const member = await newUser(backend(), 'pay-direct')
    const { data, error } = await member.client.functions.invoke('create-direct-checkout', {
      body: {
        priceId: 'price_demo_playbook',
        successUrl: returnTo('/mobile-success'),
        cancelUrl: returnTo('/mobile-cancel'),
        metadata: { product_type: 'playbook', report_name: 'JUL Playbook' },
      },
    })
    expect(error).toBeNull()
    const url = (data as { url: string }).url
    expect(await (await fetch(url)).text()).toContain('€49.00')
    await submit('checkout/pay', { token: tokenOf(url) })
    const { data: rows } = await member.client.from('user_service_purchases').select('amount_paid, currency')
    expect(rows).toEqual([{ amount_paid: 4_900, currency: 'eur' }])
  })

  it('answers an unknown price with its own error text, and anon with 401', async () => {
    const member = await newUser(backend(), 'pay-direct')
    const body = { priceId: 'price_nope', successUrl: returnTo('/m'), cancelUrl: returnTo('/m') }
    const bad = await member.client.functions.invoke('create-direct-checkout', { body })
    expect(await invokeError(bad.error)).toEqual({ status: 400, body: { error: 'Unknown priceId' } })
    const anon = await clientFor(backend()).functions.invoke('create-direct-checkout', { body })
    expect((await invokeError(anon.error)).status).toBe(401)
  })
})

describe('customer-portal', () => {
  it('opens the local portal, where the member switches to Standard and then cancels', async () => {
    const member = await newUser(backend(), 'portal')
    await submit('checkout/pay', { token: tokenOf(await consoleCheckout(member)) })
    const { data, error } = await member.client.functions.invoke('customer-portal', {
      body: { customer_email: member.email, return_url: returnTo('/dashboard?tab=settings') },
    })
    expect(error).toBeNull()
    const url = (data as { url: string }).url
    const token = tokenOf(url)
    expect(await (await fetch(url)).text()).toContain('Plan: Desktop Pro')

    const switched = await submit('portal/action', { token, action: 'change', plan: 'desktop_standard' })
    expect(switched.status).toBe(303)
    expect(await desktopRows(member)).toEqual([{ membership_tier: 'desktop_standard', status: 'active' }])
    await submit('portal/action', { token, action: 'cancel', area: 'desktop' })
    expect(await desktopRows(member)).toEqual([{ membership_tier: 'desktop_standard', status: 'cancelled' }])
    const refused = await submit('portal/action', { token, action: 'change', plan: 'business' })
    expect(refused.status).toBe(400)
  })

  it("answers anon with 401 'Please login to manage subscription' and a foreign return_url with 400", async () => {
    const anon = await clientFor(backend()).functions.invoke('customer-portal', {
      body: { return_url: returnTo('/dashboard') },
    })
    expect(await invokeError(anon.error)).toEqual({
      status: 401,
      body: { error: 'Please login to manage subscription' },
    })
    const member = await newUser(backend(), 'portal')
    const foreign = await member.client.functions.invoke('customer-portal', {
      body: { return_url: 'https://evil.example/' },
    })
    expect((await invokeError(foreign.error)).status).toBe(400)
  })
})

describe('stripe-webhook without payment keys', () => {
  it('is reachable without an apikey (as on hosted Supabase) and says it is not configured', async () => {
    const response = await fetch(`${site()}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'Stripe-Signature': 't=1,v1=00' },
      body: '{}',
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'The payment webhook is not configured' })
    const { count } = await serviceClient(backend())
      .from('jul_memberships')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', crypto.randomUUID())
    expect(count).toBe(0)
  })
})
