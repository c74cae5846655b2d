import { jwtVerify, SignJWT } from 'jose'

// Signed object URLs as Supabase Storage makes them: POST /object/sign/<bucket>/<name> { expiresIn }
// answers { signedURL: '/object/sign/<bucket>/<name>?token=…' }, a JWT over "<bucket>/<name>" signed
// with the project's JWT secret; GET on it serves the object without an apikey until it expires.

const encoder = new TextEncoder()

export function signObjectUrl(
  bucket: string,
  name: string,
  expiresIn: number,
  secret: string,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ url: `${bucket}/${name}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(encoder.encode(secret))
}

/** True when `token` was signed for exactly this object and has not expired. */
export async function signedUrlAllows(
  token: string,
  bucket: string,
  name: string,
  secret: string,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] })
    return payload.url === `${bucket}/${name}`
  } catch {
    return false
  }
}

export const encodeObjectPath = (name: string) => name.split('/').map(encodeURIComponent).join('/')
