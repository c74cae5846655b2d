import { describe, expect, it } from 'vitest'
import { validatePassword } from '../../../../src/lib/security/password.ts'

describe('validatePassword (spec 000 §5)', () => {
  it('accepts a password that meets every rule', () => {
    expect(validatePassword('Str0ng!pass')).toEqual({ valid: true, errors: [] })
  })

  it('rejects 7 characters and accepts 8', () => {
    expect(validatePassword('Ab1!xyz').errors).toEqual(['Password must be at least 8 characters long'])
    expect(validatePassword('Ab1!xyzw').valid).toBe(true)
  })

  it('names each missing character class with the spec message', () => {
    expect(validatePassword('abcdefgh').errors).toEqual([
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ])
    expect(validatePassword('ABCDEFG1!').errors).toEqual([
      'Password must contain at least one lowercase letter',
    ])
  })

  it('rejects the common passwords whatever their case', () => {
    for (const common of ['password', '123456', 'password123', 'admin', 'qwerty', 'Password123', 'QWERTY']) {
      expect(validatePassword(common).errors).toContain(
        'Password is too common, please choose a stronger password',
      )
    }
  })

  it('does not call an unrelated strong password common', () => {
    expect(validatePassword('Password123!').errors).not.toContain(
      'Password is too common, please choose a stronger password',
    )
  })
})
