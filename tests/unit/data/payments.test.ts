import { describe, expect, it } from 'vitest'
import { FunctionCallError, type InvokeFunction } from '../../../src/data/functions.ts'
import { createPayments, type Navigation, PaymentError } from '../../../src/data/payments.ts'

const ORIGIN = 'https://jul.example'

function setup(answer: (name: string) => unknown = () => ({ url: 'https://pay.example/cs_1' })) {
  const calls: { name: string; body: unknown }[] = []
  const opened: string[] = []
  const invoke = (async (name: string, options?: { body?: unknown }) => {
    calls.push({ name, body: options?.body })
    const result = answer(name)
    if (result instanceof Error) throw result
    return result
  }) as InvokeFunction
  const nav: Navigation = {
    origin: ORIGIN,
    assign: (url) => opened.push(`this tab: ${url}`),
    openNewTab: (url) => opened.push(`new tab: ${url}`),
  }
  return { calls, opened, payments: createPayments(invoke, 'ada@example.com', nav), invoke, nav }
}

describe('createPayments', () => {
  it('upgrades the console with the body 001 §7 names, in this tab', async () => {
    const { calls, opened, payments } = setup()
    await payments.upgradeConsole()
    expect(calls).toEqual([
      {
        name: 'create-console-subscription-checkout',
        body: {
          customer_email: 'ada@example.com',
          success_url: `${ORIGIN}/console-success`,
          cancel_url: `${ORIGIN}/console-cancel`,
        },
      },
    ])
    expect(opened).toEqual(['this tab: https://pay.example/cs_1'])
  })

  it('opens the mobile plan checkout in a new tab with the plan price id (000 §7)', async () => {
    const { calls, opened, payments } = setup()
    await payments.upgradeMobile('pro')
    expect(calls[0]).toEqual({
      name: 'create-direct-price-checkout',
      body: {
        price_id: 'jul-mobile-pro-monthly',
        customer_email: 'ada@example.com',
        success_url: `${ORIGIN}/mobile-success`,
        cancel_url: `${ORIGIN}/mobile-cancel`,
      },
    })
    expect(opened).toEqual(['new tab: https://pay.example/cs_1'])
  })

  it('sends the service card currency as a lowercase code', async () => {
    const { calls, payments } = setup()
    await payments.buyServiceCard('strategy-session', 'GBP')
    expect(calls[0]).toEqual({
      name: 'create-service-card-checkout',
      body: { service_card_id: 'strategy-session', currency: 'gbp' },
    })
  })

  it("refuses without a member: 'Please login to upgrade' / 'Please login to manage subscription'", async () => {
    const { invoke, nav } = setup()
    const signedOut = createPayments(invoke, null, nav)
    await expect(signedOut.upgradeConsole()).rejects.toThrow('Please login to upgrade')
    await expect(signedOut.openCustomerPortal()).rejects.toThrow('Please login to manage subscription')
  })

  it("shows 'Failed to start upgrade process' when the checkout call fails", async () => {
    const { payments, opened } = setup(() => new FunctionCallError('x', 'boom', 502, false))
    await expect(payments.upgradeConsole()).rejects.toEqual(
      new PaymentError('Failed to start upgrade process'),
    )
    expect(opened).toEqual([])
  })

  it('shows the sensitive limit’s refusal (429) in the server’s words: when to try again', async () => {
    const limited = 'Too many attempts. Please try again in 14 minutes.'
    const { payments, opened } = setup(
      () => new FunctionCallError('create-console-subscription-checkout', limited, 429, false),
    )
    await expect(payments.upgradeConsole()).rejects.toThrow(limited)
    await expect(payments.buyServiceCard('strategy-session', 'EUR')).rejects.toThrow(limited)
    expect(opened).toEqual([])
  })

  it("uses the mobile checkout's own error text when it gives one, else the spec's", async () => {
    const refused = setup(
      () => new FunctionCallError('create-direct-checkout', 'Unknown priceId', 400, false),
    )
    await expect(refused.payments.directCheckout('price_x')).rejects.toThrow('Unknown priceId')
    const broken = setup(() => new FunctionCallError('create-direct-checkout', 'Internal error', 500, false))
    await expect(broken.payments.directCheckout('price_x')).rejects.toThrow(
      'Failed to create checkout. Please try again.',
    )
  })

  it("fails with 'No checkout URL returned' when the answer has no url", async () => {
    const { payments } = setup(() => ({}))
    await expect(payments.directCheckout('price_x')).rejects.toThrow('No checkout URL returned')
  })

  it('opens the customer portal returning to the settings tab', async () => {
    const { calls, payments } = setup()
    await payments.openCustomerPortal()
    expect(calls[0]).toEqual({
      name: 'customer-portal',
      body: { customer_email: 'ada@example.com', return_url: `${ORIGIN}/dashboard?tab=settings` },
    })
  })
})
