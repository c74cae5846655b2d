/** Secure tokens of spec 000 §5: default length 32, from `crypto.getRandomValues`. */
export const SECURE_TOKEN_LENGTH = 32

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
// Bytes at or above 248 (= 4 × 62) are discarded so every character is equally likely.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length)

export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>

const cryptoFill: RandomFill = (bytes) => crypto.getRandomValues(bytes)

/** `length` characters from A–Z, a–z, 0–9 (about 5.95 bits each: 190 bits at the default length). */
export function generateSecureToken(length = SECURE_TOKEN_LENGTH, fill: RandomFill = cryptoFill): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('Token length must be a positive integer')
  let token = ''
  while (token.length < length) {
    for (const byte of fill(new Uint8Array(length))) {
      if (byte < UNBIASED_LIMIT && token.length < length) token += ALPHABET[byte % ALPHABET.length]
    }
  }
  return token
}
