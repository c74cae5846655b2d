import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TokenRefused, verifyToken } from '../../../supabase/functions/_shared/verify-token.ts'
import getGoogleKeys from '../../../supabase/functions/get-google-keys/handler.ts'
import { functionNames } from '../../../supabase/scripts/deno-imports.ts'
import { backend, newUser, type TestUser } from '../support/backend.ts'
import { callHandler, functionEnv } from '../support/functions.ts'
import { type LoopbackFake, startLoopbackFake } from '../support/loopback-fake.ts'

// Every function verifies its caller's token itself (the gateway check is off for all of them, as
// hosted Supabase needs with asymmetric signing keys): a token that is forged, expired or signed with
// another key gets 401 before the function does anything, whichever function it is.

const encoder = new TextEncoder()
const now = () => Math.floor(Date.now() / 1000)

function memberClaims(member: TestUser, extra: JWTPayload = {}): JWTPayload {
  return { sub: member.id, email: member.email, role: 'authenticated', aud: 'authenticated', ...extra }
}

async function hs256(claims: JWTPayload, secret: string, expiresAt = now() + 3600): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(encoder.encode(secret))
}

/** The member's real token with its payload changed to another user and its signature kept. */
function forged(token: string, sub: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string]
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JWTPayload
  const changed = Buffer.from(JSON.stringify({ ...claims, sub })).toString('base64url')
  return [header, changed, signature].join('.')
}

function unsigned(claims: JWTPayload): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, exp: now() + 3600 })}.`
}

const WEBHOOK = 'stripe-webhook'

describe('every function refuses a token it cannot verify', () => {
  let member: TestUser
  let badTokens: Record<string, string>

  beforeAll(async () => {
    member = await newUser(backend(), 'jwt')
    const { privateKey: strangerKey } = await generateKeyPair('ES256')
    badTokens = {
      'signed with another secret': await hs256(
        memberClaims(member),
        'not-the-project-secret-but-32-chars-long',
      ),
      expired: await hs256(memberClaims(member), backend().jwtSecret, now() - 3600),
      'forged payload': forged(member.accessToken, crypto.randomUUID()),
      unsigned: unsigned(memberClaims(member)),
      'signed with a key outside the project key set': await new SignJWT(memberClaims(member))
        .setProtectedHeader({ alg: 'ES256', kid: 'stranger' })
        .setExpirationTime('1h')
        .sign(strangerKey),
      'not a JWT at all': 'hello',
    }
  })

  it('answers 401 from each function the app or a webhook calls', async () => {
    const names = (await functionNames()).filter((name) => name !== WEBHOOK)
    expect(names.length).toBeGreaterThan(15)
    const refused: string[] = []
    for (const name of names) {
      for (const [kind, token] of Object.entries(badTokens)) {
        const response = await fetch(`${backend().url}/functions/v1/${name}`, {
          method: 'POST',
          headers: {
            apikey: backend().anonKey,
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
          },
          body: '{}',
        })
        const body = (await response.json()) as { error?: string }
        const expected = kind === 'expired' ? 'JWT expired' : 'Invalid JWT'
        if (response.status === 401 && body.error === expected) refused.push(`${name}: ${kind}`)
        else refused.push(`${name}: ${kind} got ${response.status} ${JSON.stringify(body)}`)
      }
    }
    expect(refused.filter((line) => line.includes(' got '))).toEqual([])
    expect(refused).toHaveLength(names.length * Object.keys(badTokens).length)
  })

  it("lets the member's own token through", async () => {
    const { data, error } = await member.client.functions.invoke('get-google-keys')
    expect(error).toBeNull()
    expect(data).toMatchObject({ configured: false })
  })

  it('reads claims outside ASCII exactly as they were signed', async () => {
    const email = 'zoë.łódź+śpiew@例え.jp'
    const token = await hs256(memberClaims(member, { email }), backend().jwtSecret)
    const verified = await verifyToken(token, functionEnv())
    expect(verified.claims.email).toBe(email)
    expect(verified.role).toBe('authenticated')
  })
})

describe('a project that signs with an asymmetric key', () => {
  let jwks: LoopbackFake
  let projectKey: CryptoKey
  const kid = 'project-key-1'

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true })
    projectKey = pair.privateKey
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' }
    jwks = await startLoopbackFake((request) =>
      request.path === '/auth/v1/.well-known/jwks.json'
        ? { json: { keys: [publicJwk] } }
        : { status: 404, json: { message: 'not found' } },
    )
  })
  afterAll(() => jwks?.close())

  const env = () => functionEnv({ SUPABASE_URL: jwks.url, JWT_SECRET: '' })
  const sign = (key: CryptoKey, claims: JWTPayload, expires = '1h') =>
    new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid }).setExpirationTime(expires).sign(key)

  it("accepts a member token signed with the project's key, fetched from <SUPABASE_URL>/auth/v1/.well-known/jwks.json", async () => {
    const sub = crypto.randomUUID()
    const token = await sign(projectKey, { sub, role: 'authenticated', email: 'a@example.com' })
    const { status, json } = await callHandler(getGoogleKeys, env(), { token })
    expect(status).toBe(200)
    expect(json).toMatchObject({ configured: false })
    expect(jwks.requests.some((request) => request.path === '/auth/v1/.well-known/jwks.json')).toBe(true)
  })

  it('refuses the same claims under the same key id signed by another key, and an expired one', async () => {
    const { privateKey: other } = await generateKeyPair('ES256')
    const wrong = await sign(other, { sub: crypto.randomUUID(), role: 'authenticated' })
    expect(await callHandler(getGoogleKeys, env(), { token: wrong })).toMatchObject({
      status: 401,
      json: { error: 'Invalid JWT' },
    })
    const expired = await sign(projectKey, { sub: crypto.randomUUID(), role: 'authenticated' }, '-1h')
    await expect(verifyToken(expired, env())).rejects.toEqual(new TokenRefused('JWT expired'))
  })

  it('refuses an HS256 token when the project keeps no legacy secret', async () => {
    const token = await hs256({ sub: crypto.randomUUID(), role: 'authenticated' }, backend().jwtSecret)
    await expect(verifyToken(token, env())).rejects.toEqual(new TokenRefused('Invalid JWT'))
  })
})
