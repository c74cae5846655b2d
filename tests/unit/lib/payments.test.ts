import { describe, expect, it } from 'vitest'
import { checkoutUrlFrom, PAYMENT_MESSAGES, readCheckoutReturn } from '../../../src/lib/payments.ts'

describe('readCheckoutReturn', () => {
  it('reads payment=, item= and service_card_id= from a return address', () => {
    expect(readCheckoutReturn('?payment=success&item=service_card&service_card_id=abc')).toEqual({
      payment: 'success',
      item: 'service_card',
      serviceCardId: 'abc',
    })
    expect(readCheckoutReturn('?payment=cancelled&item=mobile_pro')).toMatchObject({
      payment: 'cancelled',
      item: 'mobile_pro',
    })
  })

  it('ignores values it does not know rather than guessing', () => {
    expect(readCheckoutReturn('?payment=maybe&item=yacht')).toEqual({
      payment: null,
      item: null,
      serviceCardId: null,
    })
  })
})

describe('checkoutUrlFrom', () => {
  it("answers the function's url, or fails with 'No checkout URL returned'", () => {
    expect(checkoutUrlFrom({ url: 'https://pay.example/cs_1' })).toBe('https://pay.example/cs_1')
    expect(() => checkoutUrlFrom({})).toThrow(PAYMENT_MESSAGES.noCheckoutUrl)
    expect(() => checkoutUrlFrom({ url: '' })).toThrow('No checkout URL returned')
    expect(() => checkoutUrlFrom({ url: 'javascript:alert(1)' })).toThrow(PAYMENT_MESSAGES.noCheckoutUrl)
    expect(() => checkoutUrlFrom({ url: 'data:text/html,<script>alert(1)</script>' })).toThrow(
      PAYMENT_MESSAGES.noCheckoutUrl,
    )
  })

  it("formats the spec's upgrade success message", () => {
    expect(PAYMENT_MESSAGES.upgradeInitiated('Pro')).toBe('Pro upgrade initiated!')
  })
})
