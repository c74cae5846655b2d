import { jwtVerify, SignJWT } from 'jose'

// Signed URLs as Supabase Storage makes them: a JWT over "<bucket>/<name>" with a scope (download or
// upload), signed with the project's JWT secret. A download token serves the object without an apikey
// until it expires; an upload token lets its holder upload that one object once (or replace it with
// `upsert`), as its owner.

const encoder = new TextEncoder()

export type SignedScope = 'download' | 'upload'

export interface SignedClaims {
  url: string
  scope: SignedScope
  owner?: string | null
  upsert?: boolean
  transformations?: Record<string, unknown>
}

export function signObjectUrl(claims: SignedClaims, expiresIn: number, secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(encoder.encode(secret))
}

/** The token's claims when it was signed for exactly this object and scope and has not expired. */
export async function verifySignedUrl(
  token: string,
  scope: SignedScope,
  bucket: string,
  name: string,
  secret: string,
): Promise<SignedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] })
    const scoped = payload.scope ?? 'download'
    if (payload.url !== `${bucket}/${name}` || scoped !== scope) return null
    return payload as unknown as SignedClaims
  } catch {
    return null
  }
}

export const encodeObjectPath = (name: string) => name.split('/').map(encodeURIComponent).join('/')
