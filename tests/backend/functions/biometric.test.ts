import { describe, expect, it } from 'vitest'
import { backend, clientFor, newUser, serviceClient, type TestUser } from '../support/backend.ts'
import { invokeError } from '../support/functions.ts'
import { softAuthenticator } from '../support/soft-authenticator.ts'

// WebAuthn enrolment and sign-in through supabase-js, with a software authenticator standing in for
// the device (the end-to-end test uses Chromium's virtual authenticator).

const ORIGIN = 'http://localhost:5173'
const headers = { Origin: ORIGIN }

async function enrol(member: TestUser, deviceId = `device-${crypto.randomUUID()}`) {
  const authenticator = await softAuthenticator(ORIGIN)
  const started = await member.client.functions.invoke('biometric-signin', {
    body: { action: 'registration-options', deviceId },
    headers,
  })
  expect(started.error).toBeNull()
  const { options } = started.data as { options: { challenge: string; rp: { id: string } } }
  const finished = await member.client.functions.invoke('biometric-signin', {
    body: {
      action: 'register',
      deviceId,
      deviceName: 'Test laptop',
      response: authenticator.register(options),
    },
    headers,
  })
  return { authenticator, deviceId, finished }
}

async function signIn(userId?: string) {
  const anon = clientFor(backend())
  const started = await anon.functions.invoke('biometric-signin', {
    body: { action: 'authentication-options', ...(userId ? { userId } : {}) },
    headers,
  })
  const { options } = started.data as { options: { challenge: string; rpId: string } }
  return { anon, options }
}

describe('biometric-signin', () => {
  it('enrols a device: the credential appears in biometric_credentials, active', async () => {
    const member = await newUser(backend(), 'bio')
    const { finished, deviceId, authenticator } = await enrol(member)
    expect(finished.error).toBeNull()
    expect(finished.data).toMatchObject({
      enrolled: true,
      message: 'Biometric authentication enabled successfully',
      credential: { device_id: deviceId, credential_id: authenticator.credentialId },
    })
    const { data } = await member.client
      .from('biometric_credentials')
      .select('device_id, credential_id, device_name, is_active')
    expect(data).toEqual([
      {
        device_id: deviceId,
        credential_id: authenticator.credentialId,
        device_name: 'Test laptop',
        is_active: true,
      },
    ])
  })

  it('signs in with a verified assertion: the session works and the device records its use', async () => {
    const member = await newUser(backend(), 'bio')
    const { authenticator } = await enrol(member)
    const { anon, options } = await signIn(member.id)
    const answer = await anon.functions.invoke('biometric-signin', {
      body: { action: 'authenticate', response: await authenticator.authenticate(options) },
      headers,
    })
    expect(answer.error).toBeNull()
    const { session, message } = answer.data as {
      session: { access_token: string; refresh_token: string }
      message: string
    }
    expect(message).toBe('Signed in successfully')
    const { data: set, error } = await anon.auth.setSession(session)
    expect(error).toBeNull()
    expect(set.user?.id).toBe(member.id)
    const { data: rows } = await anon.from('biometric_credentials').select('last_used_at')
    expect(rows?.[0]?.last_used_at).not.toBeNull()
  })

  it('signs in without a user id (a discoverable credential)', async () => {
    const member = await newUser(backend(), 'bio')
    const { authenticator } = await enrol(member)
    const { anon, options } = await signIn()
    const answer = await anon.functions.invoke('biometric-signin', {
      body: { action: 'authenticate', response: await authenticator.authenticate(options) },
      headers,
    })
    expect((answer.data as { session: { user: { id: string } } }).session.user.id).toBe(member.id)
  })

  it('refuses a replayed challenge, an assertion for another site and a disabled device', async () => {
    const member = await newUser(backend(), 'bio')
    const { authenticator, deviceId } = await enrol(member)
    const { anon, options } = await signIn(member.id)
    const assertion = await authenticator.authenticate(options)
    expect(
      (
        await anon.functions.invoke('biometric-signin', {
          body: { action: 'authenticate', response: assertion },
          headers,
        })
      ).error,
    ).toBeNull()
    const replay = await anon.functions.invoke('biometric-signin', {
      body: { action: 'authenticate', response: assertion },
      headers,
    })
    expect(await invokeError(replay.error)).toEqual({
      status: 401,
      body: { error: 'Biometric authentication failed' },
    })

    const phishing = await signIn(member.id)
    const foreign = await anon.functions.invoke('biometric-signin', {
      body: {
        action: 'authenticate',
        response: await authenticator.authenticate(phishing.options, 'https://evil.example'),
      },
      headers,
    })
    expect((await invokeError(foreign.error)).status).toBe(401)

    await member.client.from('biometric_credentials').update({ is_active: false }).eq('device_id', deviceId)
    const disabled = await anon.functions.invoke('biometric-signin', {
      body: { action: 'authentication-options', userId: member.id },
      headers,
    })
    expect(await invokeError(disabled.error)).toEqual({
      status: 404,
      body: { error: 'No biometric credentials found for this device' },
    })
  })

  it("refuses enrolment to anon with the spec's message, and bad input with 400", async () => {
    const anon = await clientFor(backend()).functions.invoke('biometric-signin', {
      body: { action: 'registration-options', deviceId: 'd1' },
      headers,
    })
    expect(await invokeError(anon.error)).toEqual({
      status: 401,
      body: { error: 'You must be logged in to enable biometric authentication' },
    })
    const member = await newUser(backend(), 'bio')
    const unknown = await member.client.functions.invoke('biometric-signin', {
      body: { action: 'hack' },
      headers,
    })
    expect((await invokeError(unknown.error)).status).toBe(400)
    const malformed = await member.client.functions.invoke('biometric-signin', {
      body: { action: 'authenticate', response: { id: '!!', rawId: 'x', type: 'public-key', response: {} } },
      headers,
    })
    expect((await invokeError(malformed.error)).status).toBe(400)
  })

  it('keeps the key material out of every client’s reach', async () => {
    const member = await newUser(backend(), 'bio')
    await enrol(member)
    const rpc = await member.client.rpc('webauthn_credentials_of', { user_id: member.id })
    expect(rpc.error?.code).toBe('42501')
    const { data } = await serviceClient(backend())
      .from('biometric_credentials')
      .select('*')
      .eq('user_id', member.id)
    expect(Object.keys(data?.[0] ?? {})).not.toContain('public_key')
  })
})
