import { describe, expect, it } from 'vitest'
import {
  acceptAll,
  CONSENT_VERSION,
  COOKIE_BANNER_DELAY_MS,
  customConsent,
  hasConsent,
  ICO_REGISTRATION,
  parseStoredConsent,
  rejectNonEssential,
} from '../../../src/lib/consent.ts'

const NOW = Date.UTC(2026, 0, 15, 9, 30)

describe('cookie consent (spec 000 §4.5)', () => {
  it('uses the spec constants', () => {
    expect(CONSENT_VERSION).toBe('1.0')
    expect(COOKIE_BANNER_DELAY_MS).toBe(1000)
    expect(ICO_REGISTRATION).toBe('ICO CSN6556242')
  })

  it('Accept All turns the three optional categories on, essential always on', () => {
    expect(acceptAll(NOW)).toEqual({
      version: '1.0',
      consent: {
        essential: true,
        analytics: true,
        functional: true,
        marketing: true,
        timestamp: '2026-01-15T09:30:00.000Z',
      },
    })
  })

  it('Reject Non-Essential turns them off and keeps essential on', () => {
    const { consent } = rejectNonEssential(new Date(NOW))
    expect(consent).toMatchObject({ essential: true, analytics: false, functional: false, marketing: false })
  })

  it('Customize stores exactly the chosen switches', () => {
    const stored = customConsent({ analytics: true, functional: false, marketing: true }, NOW)
    expect(hasConsent(stored, 'analytics')).toBe(true)
    expect(hasConsent(stored, 'functional')).toBe(false)
    expect(hasConsent(null, 'marketing')).toBe(false)
    expect(hasConsent(null, 'essential')).toBe(true)
  })

  it('reads back what it stored', () => {
    const stored = acceptAll(NOW)
    expect(parseStoredConsent(JSON.stringify(stored))).toEqual(stored)
  })

  it('counts a version other than 1.0, a damaged entry or nothing as no answer', () => {
    const old = { ...acceptAll(NOW), version: '0.9' }
    expect(parseStoredConsent(JSON.stringify(old))).toBeNull()
    expect(parseStoredConsent('{not json')).toBeNull()
    expect(parseStoredConsent(null)).toBeNull()
    const essentialOff = { version: '1.0', consent: { ...acceptAll(NOW).consent, essential: false } }
    expect(parseStoredConsent(JSON.stringify(essentialOff))).toBeNull()
  })
})
