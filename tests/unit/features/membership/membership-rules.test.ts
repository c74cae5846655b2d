import { describe, expect, it } from 'vitest'
import {
  cardFileName,
  cardFromPass,
  passOf,
  sampleCard,
  sampleCardNumber,
  shownCardId,
  userNameFromEmail,
  walletDescription,
  walletMembership,
  walletUsesGet,
} from '../../../../src/features/membership/membership-rules.ts'

const HOLDER = {
  userId: '55555555-5555-4555-8555-555555555555',
  email: 'investor@example.com',
  displayName: 'Ivan Investor',
  company: 'Harbour Capital',
}
const PASS = {
  id: '9f1c2a3b-4d5e-4f60-8a7b-0c1d2e3f4a5b',
  membership_tier: 'pro',
  membership_kind: 'pass',
  status: 'active',
  card_number: 'JUL-PRO-20260005',
  issued_date: '2026-10-21',
  expiry_date: '2027-10-21',
  qr_code_data: 'JUL-MEMBER-55555555-5555-4555-8555-555555555555',
}

describe('the stored card (000 §3)', () => {
  it('picks the pass among the membership rows and shows it by tier', () => {
    const rows = [
      { ...PASS, id: 'desk', membership_tier: 'desktop_pro', membership_kind: 'desktop_access' },
      PASS,
    ]
    expect(passOf(rows)?.id).toBe(PASS.id)
    const card = cardFromPass(PASS, HOLDER)
    expect(card.display.title).toBe('JUL STUDIO')
    expect(card.display.memberLabel).toBe('Studio Member')
    expect(card.status).toBe('ACTIVE')
    expect(card.cardNumber).toBe('JUL-PRO-20260005')
    expect(card.sample).toBe(false)
  })

  it('shows standard as Workshop and base or anything unknown as Forge', () => {
    expect(cardFromPass({ ...PASS, membership_tier: 'standard' }, HOLDER).display.title).toBe('JUL WORKSHOP')
    expect(cardFromPass({ ...PASS, membership_tier: 'base' }, HOLDER).display.title).toBe('JUL FORGE')
    expect(cardFromPass({ ...PASS, membership_tier: 'business' }, HOLDER).display.title).toBe('JUL FORGE')
  })

  it('cuts the card id to 12 characters (001 §2)', () => {
    expect(shownCardId({ id: PASS.id })).toBe('9f1c2a3b-4d5')
    expect(shownCardId({ id: PASS.id })).toHaveLength(12)
  })
})

describe('the on-device sample card (002 §3)', () => {
  const NOW = Date.parse('2026-11-20T12:00:00Z')

  it.each([
    ['free', 'base', 'JUL FORGE'],
    ['premium', 'standard', 'JUL WORKSHOP'],
    ['pro', 'pro', 'JUL STUDIO'],
  ])('maps the %s plan to the %s card', (plan, tier, title) => {
    const card = sampleCard(HOLDER, plan, NOW, () => 0.5)
    expect(card.tier).toBe(tier)
    expect(card.display.title).toBe(title)
  })

  it("is active, 'mobile-' id, 'JUL-' plus 8 digits, issued now, no expiry, QR 'JUL-MEMBER-' + user id", () => {
    const card = sampleCard(HOLDER, 'free', NOW, () => 0.999)
    expect(card.id).toBe(`mobile-${HOLDER.userId}`)
    expect(card.status).toBe('ACTIVE')
    expect(card.cardNumber).toBe('JUL-99999999')
    expect(card.issuedDate).toBe('2026-11-20T12:00:00.000Z')
    expect(card.expiryDate).toBeNull()
    expect(card.qrCodeData).toBe(`JUL-MEMBER-${HOLDER.userId}`)
    expect(card.sample).toBe(true)
    expect(sampleCardNumber(() => 0)).toBe('JUL-00000000')
    expect(sampleCardNumber(Math.random)).toMatch(/^JUL-\d{8}$/)
  })
})

describe('the wallet pass (001 §7, 002 §4)', () => {
  it('is made from the card with the user name before the @', () => {
    expect(userNameFromEmail('investor@example.com')).toBe('investor')
    const membership = walletMembership(cardFromPass(PASS, HOLDER), HOLDER.email)
    expect(membership).toEqual({
      id: PASS.id,
      membership_tier: 'pro',
      card_number: 'JUL-PRO-20260005',
      user_name: 'investor',
      company: 'Harbour Capital',
      issued_date: '2026-10-21',
      expiry_date: '2027-10-21',
      qr_code_data: PASS.qr_code_data,
    })
    expect(JSON.parse(walletDescription(membership)).membership).toEqual(membership)
    expect(cardFileName({ cardNumber: 'JUL-PRO-20260005' }, 'json')).toBe(
      'jul-membership-JUL-PRO-20260005.json',
    )
  })

  it('asks with a GET on iOS and Safari and a POST elsewhere', () => {
    expect(
      walletUsesGet(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(true)
    expect(
      walletUsesGet(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
      ),
    ).toBe(true)
    expect(
      walletUsesGet('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'),
    ).toBe(false)
    expect(
      walletUsesGet(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe(false)
  })
})
