import { describe, expect, it } from 'vitest'
import {
  isValidEmail,
  isValidJson,
  isValidLength,
  isValidPhone,
  isValidUrl,
} from '../../../../src/lib/validation/validators.ts'

describe('generic validators (spec 000 §5)', () => {
  it('accepts an address shaped like name@domain.tld and nothing looser', () => {
    expect(isValidEmail('demo@example.com')).toBe(true)
    expect(isValidEmail('first.last+tag@jul.example')).toBe(true)
    for (const bad of ['demo', 'demo@', '@example.com', 'demo@example', 'de mo@example.com', '']) {
      expect(isValidEmail(bad)).toBe(false)
    }
  })

  it('accepts 10 or more digits, spaces, dashes and parentheses with an optional leading plus', () => {
    expect(isValidPhone('+44 20 7946 0958')).toBe(true)
    expect(isValidPhone('(555) 123-4567')).toBe(true)
    expect(isValidPhone('0123456789')).toBe(true)
    expect(isValidPhone('012345678')).toBe(false)
    expect(isValidPhone('44+ 20 7946 0958')).toBe(false)
    expect(isValidPhone('555-CALL-NOW')).toBe(false)
    expect(isValidPhone('((((------))))')).toBe(false)
  })

  it('accepts web addresses that parse and refuses script schemes', () => {
    expect(isValidUrl('https://www.linkedin.com/in/someone')).toBe(true)
    expect(isValidUrl('http://localhost:5173/about')).toBe(true)
    expect(isValidUrl('not a url')).toBe(false)
    expect(isValidUrl('javascript:alert(1)')).toBe(false)
  })

  it('checks length between 0 and 1000 by default, bounds included', () => {
    expect(isValidLength('')).toBe(true)
    expect(isValidLength('x'.repeat(1000))).toBe(true)
    expect(isValidLength('x'.repeat(1001))).toBe(false)
    expect(isValidLength('abc', 4, 10)).toBe(false)
    expect(isValidLength('abcd', 4, 10)).toBe(true)
  })

  it('accepts JSON that parses', () => {
    expect(isValidJson('{"a":[1,2]}')).toBe(true)
    expect(isValidJson('"text"')).toBe(true)
    expect(isValidJson('{a:1}')).toBe(false)
  })
})
