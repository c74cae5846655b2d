import { jwtVerify, SignJWT } from 'jose'
import { API_ROLES, type ApiRole, CLOCK_SKEW_SECONDS } from './config.ts'

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

export async function verifyToken(token: string, secret: string): Promise<Claims> {
  let payload: Record<string, unknown>
  try {
    payload = (
      await jwtVerify(token, encoder.encode(secret), {
        algorithms: ['HS256'],
        clockTolerance: CLOCK_SKEW_SECONDS,
      })
    ).payload
  } catch (error) {
    throw new TokenError(error instanceof Error ? error.message : 'invalid JWT')
  }
  const role = payload.role
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    throw new TokenError(`unknown role "${String(role)}" in JWT`)
  }
  return { ...payload, role: role as ApiRole }
}

export async function signToken(claims: Record<string, unknown>, secret: string, ttlSeconds: number) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(encoder.encode(secret))
}
