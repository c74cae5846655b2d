/** Generic input checks of spec 000 §5. Pure: no DOM, safe in workers and on the server. */

export const DEFAULT_MIN_LENGTH = 0
export const DEFAULT_MAX_LENGTH = 1000

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_PATTERN = /^\+?[\d\s()-]{10,}$/
// The spec's character rule alone accepts '((((------'; a phone number needs real digits too.
const PHONE_MIN_DIGITS = 7
const URL_PROTOCOLS: readonly string[] = ['http:', 'https:']

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim())
}

export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '').length
  return PHONE_PATTERN.test(trimmed) && digits >= PHONE_MIN_DIGITS
}

/** The URL must parse and be a web address: a `javascript:` URL parses too, but must never become a link. */
export function isValidUrl(url: string): boolean {
  try {
    return URL_PROTOCOLS.includes(new URL(url.trim()).protocol)
  } catch {
    return false
  }
}

export function isValidLength(text: string, min = DEFAULT_MIN_LENGTH, max = DEFAULT_MAX_LENGTH): boolean {
  return text.length >= min && text.length <= max
}

export function isValidJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
