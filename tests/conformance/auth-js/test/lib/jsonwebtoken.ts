import { createHmac, createSign, type KeyLike } from 'node:crypto'

// The suite signs test tokens with the `jsonwebtoken` package; this is its `sign` for HS256 and RS256
// (an `iat` added as it adds one), so the vendored suite needs no extra dependency.
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function sign(
  payload: Record<string, unknown>,
  key: string | KeyLike,
  options: { algorithm?: 'HS256' | 'RS256'; keyid?: string } = {},
): string {
  const algorithm = options.algorithm ?? 'HS256'
  const header = { alg: algorithm, typ: 'JWT', ...(options.keyid ? { kid: options.keyid } : {}) }
  const body = { iat: Math.floor(Date.now() / 1000), ...payload }
  const input = `${encode(header)}.${encode(body)}`
  const signature =
    algorithm === 'HS256'
      ? createHmac('sha256', key as string).update(input).digest('base64url')
      : createSign('RSA-SHA256').update(input).sign(key).toString('base64url')
  return `${input}.${signature}`
}

export default { sign }
