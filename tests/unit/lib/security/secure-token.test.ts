import { describe, expect, it } from 'vitest'
import { generateSecureToken } from '../../../../src/lib/security/secure-token.ts'

describe('generateSecureToken (spec 000 §5)', () => {
  it('is 32 alphanumeric characters by default and different every time', () => {
    const first = generateSecureToken()
    expect(first).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(generateSecureToken()).not.toBe(first)
  })

  it('honours a requested length', () => {
    expect(generateSecureToken(8)).toHaveLength(8)
    expect(() => generateSecureToken(0)).toThrow(RangeError)
  })

  it('skips biased bytes instead of folding them onto the alphabet', () => {
    let call = 0
    const token = generateSecureToken(3, (bytes) => {
      bytes.fill(call++ === 0 ? 255 : 0)
      return bytes
    })
    expect(token).toBe('AAA')
  })
})
