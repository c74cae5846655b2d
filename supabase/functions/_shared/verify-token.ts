import { createRemoteJWKSet, decodeProtectedHeader, errors, type JWTPayload, jwtVerify } from 'jose'
import type { FunctionEnv } from './function-env.ts'

// Who calls a function, proven by the caller's token rather than trusted from the gateway. Hosted
// Supabase's asymmetric signing keys make the gateway's `verify_jwt` unusable, so every function runs
// with it off (supabase/config.toml) and verifies here, as Supabase documents: tokens signed with an
// asymmetric key (ES256, RS256) against the project's JWKS at <SUPABASE_URL>/auth/v1/.well-known/jwks.json,
// legacy HS256 tokens with the project's JWT secret (JWT_SECRET; the local server passes its
// own). The project's API keys are recognised by equality: the new `sb_…` keys are not JWTs at all,
// and a legacy key's signature is the legacy secret's, which the JWKS never publishes.

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const
export type ApiRole = (typeof API_ROLES)[number]

export interface VerifiedToken {
  role: ApiRole
  claims: JWTPayload & Record<string, unknown>
  token: string
}

/** Why a token was refused; the frame answers it as 401 `{ error }`. */
export class TokenRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TokenRefused'
  }
}

const ASYMMETRIC = ['ES256', 'RS256', 'EdDSA'] as const
/** A little slack for clocks a few seconds apart (the same as the local server's gateway). */
const CLOCK_TOLERANCE_SECONDS = 30
const encoder = new TextEncoder()

/** One key set per project: jose caches its keys and refetches on an unknown `kid` (key rotation). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

export function jwksUrl(supabaseUrl: string): URL {
  return new URL('auth/v1/.well-known/jwks.json', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`)
}

function projectKeySet(env: FunctionEnv) {
  const url = jwksUrl(env.SUPABASE_URL)
  let keySet = keySets.get(url.href)
  if (!keySet) {
    keySet = createRemoteJWKSet(url, { timeoutDuration: 5_000, cooldownDuration: 30_000 })
    keySets.set(url.href, keySet)
  }
  return keySet
}

/** Equal strings in time that depends on the length only, so a key cannot be guessed byte by byte. */
function sameSecret(a: string, b: string | undefined): boolean {
  if (b === undefined || a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

function apiKeyRole(token: string, env: FunctionEnv): ApiRole | null {
  if (sameSecret(token, env.SUPABASE_SERVICE_ROLE_KEY) || sameSecret(token, env.SB_SECRET_KEY))
    return 'service_role'
  if (sameSecret(token, env.SUPABASE_ANON_KEY) || sameSecret(token, env.SB_PUBLISHABLE_KEY)) return 'anon'
  return null
}

async function verifySignature(token: string, env: FunctionEnv): Promise<JWTPayload> {
  let algorithm: string | undefined
  try {
    algorithm = decodeProtectedHeader(token).alg
  } catch {
    throw new TokenRefused('Invalid JWT')
  }
  const options = { clockTolerance: CLOCK_TOLERANCE_SECONDS, requiredClaims: ['exp'] }
  if (algorithm === 'HS256') {
    const secret = env.JWT_SECRET
    if (!secret) throw new TokenRefused('Invalid JWT')
    return (await jwtVerify(token, encoder.encode(secret), { ...options, algorithms: ['HS256'] })).payload
  }
  if ((ASYMMETRIC as readonly (string | undefined)[]).includes(algorithm)) {
    return (await jwtVerify(token, projectKeySet(env), { ...options, algorithms: [...ASYMMETRIC] })).payload
  }
  throw new TokenRefused('Invalid JWT')
}

/**
 * The verified bearer token, or a TokenRefused for a forged, expired, wrongly signed or unreadable one.
 * A key set that cannot be fetched is not a refusal of the caller: that error goes on to the frame (500).
 */
export async function verifyToken(token: string, env: FunctionEnv): Promise<VerifiedToken> {
  const keyRole = apiKeyRole(token, env)
  if (keyRole) return { role: keyRole, claims: { role: keyRole }, token }
  let claims: JWTPayload
  try {
    claims = await verifySignature(token, env)
  } catch (error) {
    if (error instanceof TokenRefused) throw error
    if (error instanceof errors.JWTExpired) throw new TokenRefused('JWT expired')
    if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
      throw new TokenRefused('Invalid JWT')
    }
    throw error
  }
  const role = claims.role
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    throw new TokenRefused('Invalid JWT')
  }
  return { role: role as ApiRole, claims: claims as VerifiedToken['claims'], token }
}

/** The bearer token of the request, if it carries one. */
export function bearerToken(req: Request): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('Authorization') ?? '')?.[1] ?? null
}
