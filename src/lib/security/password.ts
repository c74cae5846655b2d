/** Password rules of spec 000 §5; the messages are the spec's, verbatim. */
export const PASSWORD_MIN_LENGTH = 8

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  common: 'Password is too common, please choose a stronger password',
} as const

/** The spec's list; compared case-insensitively so 'Password123' counts as 'password123'. */
export const COMMON_PASSWORDS: readonly string[] = ['password', '123456', 'password123', 'admin', 'qwerty']

export interface PasswordCheck {
  valid: boolean
  errors: string[]
}

export function validatePassword(password: string): PasswordCheck {
  const errors: string[] = []
  if (password.length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_MESSAGES.tooShort)
  if (!/[A-Z]/.test(password)) errors.push(PASSWORD_MESSAGES.uppercase)
  if (!/[a-z]/.test(password)) errors.push(PASSWORD_MESSAGES.lowercase)
  if (!/\d/.test(password)) errors.push(PASSWORD_MESSAGES.number)
  if (!/[^A-Za-z0-9]/.test(password)) errors.push(PASSWORD_MESSAGES.special)
  if (COMMON_PASSWORDS.includes(password.toLowerCase())) errors.push(PASSWORD_MESSAGES.common)
  return { valid: errors.length === 0, errors }
}
