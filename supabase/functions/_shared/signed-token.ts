// Compact signed tokens (payload.signature, both base64url) for state a browser carries between two
// server steps, such as a local checkout from the function that opens it to the page that pays it.
// HMAC-SHA-256 over the payload with a key derived from a server secret; verification is
// constant-time (crypto.subtle.verify) and checks the expiry.

import { fromBase64Url, toBase64Url } from './base64url.ts'

const encoder = new TextEncoder()

function hmacKey(secret: string, purpose: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(`jul:${purpose}:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
}

export async function signToken(
  payload: Record<string, unknown>,
  secret: string,
  purpose: string,
  ttlSeconds: number,
): Promise<string> {
  const body = toBase64Url(
    encoder.encode(JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) + ttlSeconds })),
  )
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, purpose), encoder.encode(body))
  return `${body}.${toBase64Url(new Uint8Array(signature))}`
}

/** The payload, or null when the token is malformed, forged, made for another purpose or expired. */
export async function verifyToken(
  token: string,
  secret: string,
  purpose: string,
): Promise<Record<string, unknown> | null> {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const signatureBytes = fromBase64Url(signature)
  const bodyBytes = fromBase64Url(body)
  if (!signatureBytes || !bodyBytes) return null
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, purpose),
    signatureBytes,
    encoder.encode(body),
  )
  if (!valid) return null
  try {
    const payload: unknown = JSON.parse(new TextDecoder().decode(bodyBytes))
    if (!payload || typeof payload !== 'object') return null
    const { exp } = payload as { exp?: unknown }
    if (typeof exp !== 'number' || exp < Date.now() / 1000) return null
    return payload as Record<string, unknown>
  } catch {
    return null
  }
}
