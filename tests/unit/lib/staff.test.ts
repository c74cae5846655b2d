import { describe, expect, it } from 'vitest'
import { DEFAULT_STAFF_CONFIG, isStaffEmail, staffConfigFromEnv } from '../../../src/lib/staff.ts'

describe('staff recognition (spec 000 §6)', () => {
  it('recognises the company domain and the named accounts, whatever the case', () => {
    expect(isStaffEmail('staff@jul.example')).toBe(true)
    expect(isStaffEmail('  Julia@JUL.example ')).toBe(true)
    expect(isStaffEmail('demo@example.com')).toBe(true)
    expect(isStaffEmail('info@example.com')).toBe(true)
  })

  it('does not recognise members, look-alike domains or no address', () => {
    expect(isStaffEmail('founder.pro@example.com')).toBe(false)
    expect(isStaffEmail('eve@notjul.example')).toBe(false)
    expect(isStaffEmail('eve@jul.example.evil.com')).toBe(false)
    expect(isStaffEmail(null)).toBe(false)
  })

  it('keeps the defaults the server seeds', () => {
    expect(DEFAULT_STAFF_CONFIG.domain).toBe('jul.example')
    expect(DEFAULT_STAFF_CONFIG.emails).toContain('demo@example.com')
    expect(DEFAULT_STAFF_CONFIG.emails).toContain('info@jul.example')
  })

  it('lets the env override domain and list', () => {
    const config = staffConfigFromEnv({
      VITE_STAFF_DOMAIN: 'acme.io',
      VITE_STAFF_EMAILS: ' a@b.com, ,c@d.com',
    })
    expect(config).toEqual({ domain: 'acme.io', emails: ['a@b.com', 'c@d.com'] })
    expect(isStaffEmail('ops@acme.io', config)).toBe(true)
    expect(isStaffEmail('staff@jul.example', config)).toBe(false)
    expect(staffConfigFromEnv({})).toEqual(DEFAULT_STAFF_CONFIG)
  })
})
