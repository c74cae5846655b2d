import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  jwtVerify,
  SignJWT,
} from 'jose'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supabaseAuthBackend } from '../../../src/app/backend/auth-backend.ts'
import type { LocalServer } from '../../../supabase/local/server.ts'
import { type BackendTarget, clientFor, serviceClient, uniqueEmail } from '../support/backend.ts'
import { startFixtureServer } from '../support/fixture-server.ts'
import { softAuthenticator } from '../support/soft-authenticator.ts'

// GoTrue's flows beyond sign-in, on servers set as a hosted project can be: the Supabase CLI's
// defaults with anonymous sign-ins and reauthentication on; confirmations on (hosted's default);
// sign-ups off. auth-js's own suite (tests/conformance/auth-js) covers the client's view in breadth.

let open: LocalServer
let confirming: LocalServer
let closed: LocalServer
const target = (server: LocalServer): BackendTarget => ({
  url: server.url,
  anonKey: server.anonKey,
  serviceRoleKey: server.serviceRoleKey,
  jwtSecret: server.jwtSecret,
})

beforeAll(async () => {
  open = await startFixtureServer(undefined, {
    auth: {
      anonymousUsers: true,
      passwordChangeNeedsReauthentication: true,
      emailSentPerHour: 2,
      oauthServer: true,
      webauthnEnroll: true,
      webauthnVerify: true,
    },
  })
  confirming = await startFixtureServer(undefined, { auth: { autoconfirm: false } })
  closed = await startFixtureServer(undefined, { auth: { disableSignup: true } })
}, 120_000)
afterAll(async () => {
  await Promise.all([open?.close(), confirming?.close(), closed?.close()])
})

interface Mail {
  kind: string
  link: string
  otp: string
}
async function inbox(server: LocalServer, email: string): Promise<Mail[]> {
  const response = await fetch(`${server.url}/auth/v1/dev/inbox?email=${encodeURIComponent(email)}`, {
    headers: { apikey: server.anonKey },
  })
  return ((await response.json()) as { messages: Mail[] }).messages
}

/** Opens a mailed link as a browser would and answers the fragment it lands on. */
async function follow(link: string): Promise<URLSearchParams> {
  const response = await fetch(link, { redirect: 'manual' })
  expect(response.status).toBe(303)
  return new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1))
}

const password = () => `pw-${crypto.randomUUID()}`

describe('signing keys', () => {
  it('signs access tokens with an asymmetric key that the published JWKS verifies', async () => {
    const email = uniqueEmail('jwks')
    const { data } = await clientFor(target(open)).auth.signUp({ email, password: password() })
    const token = data.session?.access_token ?? ''
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: expect.any(String) })
    const jwks = createRemoteJWKSet(new URL(`${open.url}/auth/v1/.well-known/jwks.json`))
    const { payload } = await jwtVerify(token, jwks)
    expect(payload).toMatchObject({ email, role: 'authenticated', aal: 'aal1' })
    const published = (await (await fetch(`${open.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: Record<string, unknown>[]
    }
    expect(published.keys.every((key) => key.d === undefined)).toBe(true)
  })

  it("refuses a token signed by another key under the server's kid, and still takes the HS256 API keys", async () => {
    const { data } = await clientFor(target(open)).auth.signUp({
      email: uniqueEmail('forge'),
      password: password(),
    })
    const real = data.session?.access_token ?? ''
    const { privateKey } = await generateKeyPair('ES256')
    const forged = await new SignJWT(decodeJwt(real))
      .setProtectedHeader({ alg: 'ES256', kid: decodeProtectedHeader(real).kid ?? '' })
      .sign(privateKey)
    const answer = await fetch(`${open.url}/auth/v1/user`, {
      headers: { apikey: open.anonKey, Authorization: `Bearer ${forged}` },
    })
    expect(answer.status).toBe(403)
    expect(decodeProtectedHeader(open.anonKey).alg).toBe('HS256')
    const users = await serviceClient(target(open)).auth.admin.listUsers()
    expect(users.error).toBeNull()
  })
})

describe('confirmations, sign-ups and anonymous sign-in as settings', () => {
  it("the product's sign-up signs in at once without confirmations, and asks for the mail with them", async () => {
    const immediate = await supabaseAuthBackend(clientFor(target(open))).signUp(
      uniqueEmail('now'),
      password(),
    )
    expect(immediate).toEqual({ error: null, signedIn: true })

    const email = uniqueEmail('later')
    const secret = password()
    const pending = await supabaseAuthBackend(clientFor(target(confirming))).signUp(email, secret)
    expect(pending).toEqual({ error: null, signedIn: false })
    const early = await clientFor(target(confirming)).auth.signInWithPassword({ email, password: secret })
    expect(early.error?.code).toBe('email_not_confirmed')

    const [mail] = await inbox(confirming, email)
    expect(mail?.kind).toBe('signup')
    const landed = await follow(mail?.link ?? '')
    expect(landed.get('type')).toBe('signup')
    expect(decodeJwt(landed.get('access_token') ?? '')).toMatchObject({ email })
    const after = await clientFor(target(confirming)).auth.signInWithPassword({ email, password: secret })
    expect(after.error).toBeNull()
  })

  it('answers a sign-up for a confirmed address like a new one when confirmations are on', async () => {
    const email = uniqueEmail('known')
    await serviceClient(target(confirming)).auth.admin.createUser({
      email,
      password: password(),
      email_confirm: true,
    })
    const again = await clientFor(target(confirming)).auth.signUp({ email, password: password() })
    expect(again.error).toBeNull()
    expect(again.data.session).toBeNull()
    expect(again.data.user?.identities).toEqual([])
    expect(await inbox(confirming, email)).toEqual([])
  })

  it('refuses sign-ups when they are off, while the admin API and invitations still add users', async () => {
    const refused = await clientFor(target(closed)).auth.signUp({
      email: uniqueEmail('no'),
      password: password(),
    })
    expect(refused.error?.code).toBe('signup_disabled')
    expect(refused.error?.message).toBe('Signups not allowed for this instance')
    const invited = await serviceClient(target(closed)).auth.admin.inviteUserByEmail(uniqueEmail('invited'))
    expect(invited.data.user?.invited_at).toEqual(expect.any(String))
  })

  it('signs in anonymously only where it is on, with is_anonymous in the token', async () => {
    const off = await clientFor(target(confirming)).auth.signInAnonymously()
    expect(off.error?.code).toBe('anonymous_provider_disabled')
    const on = await clientFor(target(open)).auth.signInAnonymously()
    expect(on.error).toBeNull()
    expect(decodeJwt(on.data.session?.access_token ?? '')).toMatchObject({
      is_anonymous: true,
      role: 'authenticated',
    })
  })
})

describe('recovery and reauthentication', () => {
  it('mails a recovery link that signs in for a new password; unknown addresses look the same', async () => {
    const email = uniqueEmail('forgot')
    const client = clientFor(target(confirming))
    await serviceClient(target(confirming)).auth.admin.createUser({
      email,
      password: password(),
      email_confirm: true,
    })
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull()
    expect((await client.auth.resetPasswordForEmail(uniqueEmail('nobody'))).error).toBeNull()
    const [mail] = await inbox(confirming, email)
    const landed = await follow(mail?.link ?? '')
    expect(landed.get('type')).toBe('recovery')
    expect(decodeJwt(landed.get('access_token') ?? '').amr).toEqual([
      expect.objectContaining({ method: 'recovery' }),
    ])
  })

  it('a new password set from the recovery link ends every other session, as GoTrue does', async () => {
    const email = uniqueEmail('reset')
    const old = password()
    await serviceClient(target(confirming)).auth.admin.createUser({
      email,
      password: old,
      email_confirm: true,
    })
    const laptop = clientFor(target(confirming))
    const phone = clientFor(target(confirming))
    const laptopSession = (await laptop.auth.signInWithPassword({ email, password: old })).data.session
    expect((await phone.auth.signInWithPassword({ email, password: old })).error).toBeNull()

    expect((await clientFor(target(confirming)).auth.resetPasswordForEmail(email)).error).toBeNull()
    const mail = (await inbox(confirming, email)).find((message) => message.kind === 'recovery')
    const landed = await follow(mail?.link ?? '')
    const recovering = clientFor(target(confirming))
    await recovering.auth.setSession({
      access_token: landed.get('access_token') ?? '',
      refresh_token: landed.get('refresh_token') ?? '',
    })
    const fresh = password()
    expect((await recovering.auth.updateUser({ password: fresh })).error).toBeNull()

    // The old sessions' refresh tokens are gone; the recovery session itself goes on.
    const stale = await clientFor(target(confirming)).auth.refreshSession({
      refresh_token: laptopSession?.refresh_token ?? '',
    })
    expect(stale.error?.code).toBe('refresh_token_not_found')
    expect((await recovering.auth.refreshSession()).error).toBeNull()
    // The mailed link is spent, the old password refused, the new one signs in.
    expect((await fetch(mail?.link ?? '', { redirect: 'manual' })).headers.get('location')).toContain('error')
    const refused = await clientFor(target(confirming)).auth.signInWithPassword({ email, password: old })
    expect(refused.error?.code).toBe('invalid_credentials')
    const signedIn = await clientFor(target(confirming)).auth.signInWithPassword({ email, password: fresh })
    expect(signedIn.error).toBeNull()
  })

  it('asks for a mailed nonce before a password change where reauthentication is required', async () => {
    const email = uniqueEmail('reauth')
    const client = clientFor(target(open))
    await client.auth.signUp({ email, password: password() })
    const fresh = password()
    const without = await client.auth.updateUser({ password: fresh })
    expect(without.error?.code).toBe('reauthentication_needed')
    expect((await client.auth.reauthenticate()).error).toBeNull()
    const mail = (await inbox(open, email)).find((message) => message.kind === 'reauthentication')
    const wrong = await client.auth.updateUser({
      password: fresh,
      nonce: '000000' === mail?.otp ? '111111' : '000000',
    })
    expect(wrong.error?.code).toBe('reauthentication_not_valid')
    const changed = await client.auth.updateUser({ password: fresh, nonce: mail?.otp ?? '' })
    expect(changed.error).toBeNull()
    const again = await clientFor(target(open)).auth.signInWithPassword({ email, password: fresh })
    expect(again.error).toBeNull()
  })
})

describe('TOTP MFA', () => {
  it('raises the session to aal2 with a right code only, and keeps it on refresh', async () => {
    const client = clientFor(target(open))
    await client.auth.signUp({ email: uniqueEmail('mfa'), password: password() })
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' })
    expect(enrolled.error).toBeNull()
    const factorId = enrolled.data?.id ?? ''
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.data?.totp.secret ?? '') })

    const challenge = await client.auth.mfa.challenge({ factorId })
    const code = totp.generate()
    const wrong = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: code === '000000' ? '111111' : '000000',
    })
    expect(wrong.error?.code).toBe('mfa_verification_failed')
    expect((await client.auth.mfa.listFactors()).data?.totp).toEqual([])

    const verified = await client.auth.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code })
    expect(verified.error).toBeNull()
    const claims = decodeJwt(verified.data?.access_token ?? '')
    expect(claims.aal).toBe('aal2')
    expect(claims.amr).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'totp' })]))
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    })
    const refreshed = await client.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2')
  })
})

describe('WebAuthn MFA', () => {
  type Challenge = {
    id: string
    webauthn: { type: string; credential_options: { publicKey: { challenge: string; rp?: { id: string } } } }
  }
  async function signedIn(server: LocalServer) {
    const client = clientFor(target(server))
    const credentials = { email: uniqueEmail('key'), password: password() }
    await serviceClient(target(server)).auth.admin.createUser({ ...credentials, email_confirm: true })
    const { data } = await client.auth.signInWithPassword(credentials)
    const token = data.session?.access_token ?? ''
    const call = async (path: string, payload: unknown) => {
      const response = await fetch(`${server.url}/auth/v1${path}`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(payload),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    return { client, call }
  }

  it('registers a security key, then signs in to aal2 with it; a wrong origin changes nothing', async () => {
    const { client, call } = await signedIn(open)
    const origin = new URL(open.url).origin
    const key = await softAuthenticator(origin)
    const enrolled = await call('/factors', { factor_type: 'webauthn', friendly_name: 'Desk key' })
    expect(enrolled).toMatchObject({ status: 200, body: { type: 'webauthn', friendly_name: 'Desk key' } })
    const factorId = String(enrolled.body.id)

    const create = (await call(`/factors/${factorId}/challenge`, {})).body as unknown as Challenge
    expect(create.webauthn.type).toBe('create')
    const registration = key.register(create.webauthn.credential_options.publicKey)
    const phished = (await softAuthenticator('https://evil.example')).register(
      create.webauthn.credential_options.publicKey,
    )
    const forged = await call(`/factors/${factorId}/verify`, {
      challenge_id: create.id,
      webauthn: { type: 'create', credential_response: phished },
    })
    expect(forged).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } })
    expect((await client.auth.mfa.listFactors()).data?.all).toMatchObject([{ status: 'unverified' }])

    const verified = await call(`/factors/${factorId}/verify`, {
      challenge_id: create.id,
      webauthn: { type: 'create', credential_response: registration },
    })
    expect(verified.status).toBe(200)
    expect(decodeJwt(String(verified.body.access_token))).toMatchObject({
      aal: 'aal2',
      amr: expect.arrayContaining([expect.objectContaining({ method: 'webauthn' })]),
    })

    const request = (await call(`/factors/${factorId}/challenge`, {})).body as unknown as Challenge
    expect(request.webauthn.type).toBe('request')
    const elsewhere = await key.authenticate(
      request.webauthn.credential_options.publicKey,
      'https://evil.example',
    )
    expect(
      await call(`/factors/${factorId}/verify`, {
        challenge_id: request.id,
        webauthn: { type: 'request', credential_response: elsewhere },
      }),
    ).toMatchObject({ status: 422, body: { code: 'mfa_verification_failed' } })
    const assertion = await key.authenticate(request.webauthn.credential_options.publicKey)
    const again = await call(`/factors/${factorId}/verify`, {
      challenge_id: request.id,
      webauthn: { type: 'request', credential_response: assertion },
    })
    expect(again.status).toBe(200)
    expect(decodeJwt(String(again.body.access_token)).aal).toBe('aal2')
  })

  it('is off unless switched on, as on a hosted project', async () => {
    const { call } = await signedIn(closed)
    expect(await call('/factors', { factor_type: 'webauthn' })).toMatchObject({
      status: 422,
      body: { code: 'mfa_webauthn_enroll_not_enabled', message: 'MFA enroll is disabled for WebAuthn' },
    })
  })
})

describe('auth endpoints under bad input', () => {
  const service = (server: LocalServer) => ({
    apikey: server.serviceRoleKey,
    Authorization: `Bearer ${server.serviceRoleKey}`,
  })
  const someone = '5e3c0a7e-0000-4000-8000-000000000001'

  async function users(server: LocalServer): Promise<string> {
    const [row] = await server.db.transaction((tx) =>
      tx.query<{ state: string }>(
        `select coalesce(json_agg(json_build_object('id', id, 'email', email, 'updated', updated_at,
           'banned', banned_until, 'meta', raw_user_meta_data) order by id), '[]')::text as state from auth.users`,
      ),
    )
    return row?.state ?? ''
  }

  it.each([
    ['recovery without an address', 'POST', '/recover', '{}'],
    ['recovery for a number', 'POST', '/recover', '{"email": 5}'],
    ['a resend of an unknown kind', 'POST', '/resend', '{"type": "postcard", "email": "a@b.co"}'],
    ['a resend by SMS', 'POST', '/resend', '{"type": "sms", "phone": "+15555550100"}'],
    ['an invitation to a bad address', 'POST', '/invite', '{"email": "not an address"}'],
    [
      'an action link of an unknown kind',
      'POST',
      '/admin/generate_link',
      '{"type": "teleport", "email": "a@b.co"}',
    ],
    [
      'a recovery link for nobody',
      'POST',
      '/admin/generate_link',
      '{"type": "recovery", "email": "nobody@b.co"}',
    ],
    [
      'an e-mail change link without the new address',
      'POST',
      '/admin/generate_link',
      '{"type": "email_change_new", "email": "a@b.co"}',
    ],
    ['a user by a made-up id', 'GET', '/admin/users/not-a-uuid', undefined],
    ['a page in words', 'GET', '/admin/users?page=second', undefined],
    ['a ban of unknown length', 'PUT', `/admin/users/${someone}`, '{"ban_duration": "forever"}'],
    ['metadata as a list', 'POST', '/admin/users', '{"email": "list@b.co", "user_metadata": [1]}'],
    ['a user without address or phone', 'POST', '/admin/users', '{"password": "secret-123"}'],
    ['a deletion of nobody', 'DELETE', `/admin/users/${someone}`, '{}'],
    ['the factors of nobody', 'GET', `/admin/users/${someone}/factors`, undefined],
    ['a verification of an unknown kind', 'POST', '/verify', '{"type": "telepathy", "token_hash": "x"}'],
    ['a verification without a token', 'POST', '/verify', '{"type": "signup"}'],
    ['a JSON array', 'POST', '/invite', '[1, 2]'],
    ['broken JSON', 'POST', '/admin/users', '{"email":'],
  ])('answers %s with a 4xx and changes no user', async (_label, method, path, body) => {
    const before = await users(open)
    const response = await fetch(`${open.url}/auth/v1${path}`, {
      method,
      headers: { ...service(open), 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    expect(await users(open)).toBe(before)
  })

  it('answers bad MFA calls with a 4xx and leaves the factor unverified', async () => {
    const client = clientFor(target(open))
    const { data } = await client.auth.signUp({ email: uniqueEmail('mfa-bad'), password: password() })
    const headers = {
      apikey: open.anonKey,
      Authorization: `Bearer ${data.session?.access_token}`,
      'Content-Type': 'application/json',
    }
    const call = (path: string, body: string) =>
      fetch(`${open.url}/auth/v1${path}`, { method: 'POST', headers, body })
    const enrolled = (await (await call('/factors', '{"factor_type":"totp"}')).json()) as { id: string }
    for (const [path, body] of [
      ['/factors', '{"factor_type":"sms"}'],
      ['/factors', '{"factor_type":"totp","friendly_name":7}'],
      ['/factors/not-a-uuid/challenge', '{}'],
      [`/factors/${enrolled.id}/verify`, '{"challenge_id":"x","code":"123456"}'],
      [`/factors/${enrolled.id}/verify`, '{}'],
      [`/factors/${someone}/verify`, `{"challenge_id":"${someone}","code":"123456"}`],
    ] as const) {
      const response = await call(path, body)
      expect(response.status, `${path} ${body}`).toBeGreaterThanOrEqual(400)
      expect(response.status, `${path} ${body}`).toBeLessThan(500)
    }
    const factors = await client.auth.mfa.listFactors()
    expect(factors.data?.all.map((factor) => factor.status)).toEqual(['unverified'])
  })
})

describe("GoTrue's hourly mail limit", () => {
  let limited: LocalServer
  beforeAll(async () => {
    limited = await startFixtureServer(undefined, { auth: { autoconfirm: false, emailSentPerHour: 2 } })
  }, 60_000)
  afterAll(async () => {
    await limited?.close()
  })

  it('counts mails for the whole project while confirmations are on, and refuses the next with 429', async () => {
    const recover = (email: string) =>
      fetch(`${limited.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: limited.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      })
    const [first, second, third] = [uniqueEmail('mail-a'), uniqueEmail('mail-b'), uniqueEmail('mail-c')]
    for (const email of [first, second]) {
      const signUp = await clientFor(target(limited)).auth.signUp({ email, password: password() })
      expect(signUp.error).toBeNull()
    }
    const refused = await recover(third)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      code: 'over_email_send_rate_limit',
      message: 'Email rate limit exceeded',
    })
    const signUp = await clientFor(target(limited)).auth.signUp({ email: third, password: password() })
    expect(signUp.error?.code).toBe('over_email_send_rate_limit')
    expect(await inbox(limited, third)).toEqual([])
  })

  it('does not count while sign-ups are confirmed at once (the same limit of 2), as GoTrue does not', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        fetch(`${open.url}/auth/v1/recover`, {
          method: 'POST',
          headers: { apikey: open.anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: uniqueEmail('unlimited') }),
        }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
  })
})

describe("the OAuth 2.1 server's client registry", () => {
  const call = (server: LocalServer, method: string, path: string, key: string, payload?: unknown) =>
    fetch(`${server.url}/auth/v1/admin/oauth/clients${path}`, {
      method,
      headers: { apikey: server.anonKey, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    })
  const listed = async () =>
    (
      (await (await call(open, 'GET', '', open.serviceRoleKey)).json()) as {
        clients: { client_id: string }[]
      }
    ).clients

  it('is off unless switched on, as on a hosted project, and only the service role may use it', async () => {
    const off = await call(closed, 'GET', '', closed.serviceRoleKey)
    expect(off.status).toBe(404)
    expect(await off.json()).toMatchObject({ code: 'feature_disabled', message: 'OAuth server is disabled' })
    const anon = await call(open, 'POST', '', open.anonKey, {
      client_name: 'Anon',
      redirect_uris: ['https://example.com/cb'],
    })
    expect(anon.status).toBe(403)
    expect(await anon.json()).toMatchObject({ code: 'not_admin' })
  })

  it('refuses unsafe or malformed registrations with the reason, and stores none of them', async () => {
    const before = (await listed()).length
    const cases: Array<[unknown, string]> = [
      [{ client_name: 'x', redirect_uris: ['javascript:alert(1)'] }, "scheme 'javascript' is not allowed"],
      [
        { client_name: 'x', redirect_uris: ['http://evil.example/cb'] },
        'HTTP scheme only allowed for localhost',
      ],
      [{ client_name: 'x', redirect_uris: ['https://example.com/cb#frag'] }, 'fragment not allowed'],
      [
        { client_name: 'x', redirect_uris: Array.from({ length: 11 }, (_, i) => `https://e.com/${i}`) },
        'cannot exceed 10',
      ],
      [
        { client_name: 'x', redirect_uris: ['https://e.com/cb'], grant_types: ['password'] },
        'grant_types must only contain',
      ],
      [
        {
          client_name: 'x',
          redirect_uris: ['https://e.com/cb'],
          client_type: 'public',
          token_endpoint_auth_method: 'client_secret_post',
        },
        'inconsistent',
      ],
      [
        { client_name: 'x'.repeat(1025), redirect_uris: ['https://e.com/cb'] },
        'client_name cannot exceed 1024',
      ],
      ['not an object', 'Could not parse request body as JSON'],
    ]
    for (const [payload, reason] of cases) {
      const response = await call(open, 'POST', '', open.serviceRoleKey, payload)
      expect(response.status, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(((await response.json()) as { message: string }).message).toContain(reason)
    }
    expect((await listed()).length).toBe(before)
  })

  it('gives a confidential client its secret once and keeps only its hash; a public client has none', async () => {
    const made = await call(open, 'POST', '', open.serviceRoleKey, {
      client_name: 'Partner portal',
      redirect_uris: ['https://partner.example/callback', 'http://localhost:3000/cb'],
    })
    expect(made.status).toBe(201)
    const client = (await made.json()) as {
      client_id: string
      client_secret: string
      token_endpoint_auth_method: string
    }
    expect(client.token_endpoint_auth_method).toBe('client_secret_basic')
    const [stored] = await open.db.transaction((t) =>
      t.query<{ client_secret_hash: string }>(
        'select client_secret_hash from auth.oauth_clients where id = $1::text::uuid',
        [client.client_id],
      ),
    )
    const digest = Buffer.from(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(client.client_secret)),
    ).toString('base64url')
    expect(stored?.client_secret_hash).toBe(digest)

    const publicOne = (await (
      await call(open, 'POST', '', open.serviceRoleKey, {
        client_name: 'Mobile app',
        redirect_uris: ['https://app.example/cb'],
        token_endpoint_auth_method: 'none',
      })
    ).json()) as { client_id: string; client_type: string; client_secret?: string }
    expect(publicOne.client_type).toBe('public')
    expect(publicOne.client_secret).toBeUndefined()
    const regenerate = await call(
      open,
      'POST',
      `/${publicOne.client_id}/regenerate_secret`,
      open.serviceRoleKey,
    )
    expect(regenerate.status).toBe(400)
    expect(await regenerate.json()).toMatchObject({ message: 'Cannot regenerate secret for public client' })

    const emptyUpdate = await call(open, 'PUT', `/${client.client_id}`, open.serviceRoleKey, {})
    expect(emptyUpdate.status).toBe(400)
    expect(await emptyUpdate.json()).toMatchObject({ message: 'No fields provided for update' })
    expect((await call(open, 'DELETE', `/${client.client_id}`, open.serviceRoleKey)).status).toBe(204)
    expect((await call(open, 'GET', `/${client.client_id}`, open.serviceRoleKey)).status).toBe(404)
    expect((await call(open, 'GET', '/not-a-uuid', open.serviceRoleKey)).status).toBe(400)
  })
})
