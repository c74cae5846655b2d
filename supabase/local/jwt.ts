import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose'
import { API_ROLES, type ApiRole, CLOCK_SKEW_SECONDS } from './config.ts'
import type { Keyring } from './signing-keys.ts'

export interface Claims {
  role: ApiRole
  sub?: string
  email?: string
  session_id?: string
  exp?: number
  [claim: string]: unknown
}

export class TokenError extends Error {}

const encoder = new TextEncoder()

/** The verification key for a token: the HS256 secret, or the asymmetric key its `kid` names. */
function keyFor(token: string, keyring: Keyring) {
  let header: ReturnType<typeof decodeProtectedHeader>
  try {
    header = decodeProtectedHeader(token)
  } catch {
    throw new TokenError('invalid JWT header')
  }
  if (header.alg === 'HS256') return { key: keyring.secret, alg: 'HS256' }
  const key = typeof header.kid === 'string' ? keyring.byKid.get(header.kid) : undefined
  if (!key || key.alg !== header.alg) throw new TokenError("no signing key for the token's kid and alg")
  return { key: key.publicKey, alg: key.alg }
}

/** Verifies a token signed with the legacy HS256 secret or one of the project's asymmetric keys. */
export async function verifyToken(token: string, keyring: Keyring): Promise<Claims> {
  let payload: Record<string, unknown>
  try {
    const { key, alg } = keyFor(token, keyring)
    payload = (await jwtVerify(token, key, { algorithms: [alg], clockTolerance: CLOCK_SKEW_SECONDS })).payload
  } catch (error) {
    throw new TokenError(error instanceof Error ? error.message : 'invalid JWT')
  }
  const role = payload.role
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    throw new TokenError(`unknown role "${String(role)}" in JWT`)
  }
  return { ...payload, role: role as ApiRole }
}

/** HS256 with a secret: the anon and service_role API keys and the server's own short tokens. */
export async function signToken(claims: Record<string, unknown>, secret: string, ttlSeconds: number) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(encoder.encode(secret))
}

/** A user's access token: the asymmetric signing key when there is one (hosted's default), else HS256. */
export async function signAccessToken(claims: Record<string, unknown>, keyring: Keyring, ttlSeconds: number) {
  const now = Math.floor(Date.now() / 1000)
  const signer = keyring.signer
  const jwt = new SignJWT(claims).setIssuedAt(now).setExpirationTime(now + ttlSeconds)
  if (!signer) return jwt.setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyring.secret)
  return jwt.setProtectedHeader({ alg: signer.alg, kid: signer.kid, typ: 'JWT' }).sign(signer.privateKey)
}
