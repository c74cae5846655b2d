import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { z } from 'zod'
import { sessionForEmail } from '../_shared/auth-admin.ts'
import { fromBase64Url, toBase64Url } from '../_shared/base64url.ts'
import { requireCaller } from '../_shared/caller.ts'
import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, type FunctionCall, FunctionError, readJson } from '../_shared/http.ts'
import { credentialStore, type Purpose } from './credential-store.ts'
import { BIOMETRIC_MESSAGES as M } from './messages.ts'
import { relyingParty } from './relying-party.ts'

// 001 §7 biometric-signin, as WebAuthn with @simplewebauthn/server. Four steps, by `action`:
//   registration-options { deviceId, deviceName? }  (signed in) → { options }
//   register { deviceId, deviceName?, response }    (signed in) → { enrolled, message, credential }
//   authentication-options { userId? }                          → { options }
//   authenticate { response }                                   → { session, message }
// A verified assertion answers a Supabase session (access and refresh token) that the app sets as its
// current session. Every challenge is single-use and expires after five minutes.

const b64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')
const deviceId = z.string().trim().min(1, 'is required').max(200)

const registrationResponse = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: b64url, attestationObject: b64url }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
})
const authenticationResponse = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: b64url, authenticatorData: b64url, signature: b64url }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
})

const input = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('registration-options'),
      deviceId,
      deviceName: z.string().max(200).optional(),
    }),
    z.object({
      action: z.literal('register'),
      deviceId,
      deviceName: z.string().max(200).optional(),
      response: registrationResponse,
    }),
    z.object({ action: z.literal('authentication-options'), userId: z.uuid('must be a user id').optional() }),
    z.object({ action: z.literal('authenticate'), response: authenticationResponse }),
  ],
  { error: 'must be registration-options, register, authentication-options or authenticate' },
)

/** The challenge the browser signed, read from clientDataJSON. */
function challengeOf(clientDataJSON: string): string {
  const bytes = fromBase64Url(clientDataJSON)
  try {
    const data = JSON.parse(new TextDecoder().decode(bytes ?? new Uint8Array())) as { challenge?: unknown }
    if (typeof data.challenge === 'string') return data.challenge
  } catch {
    // falls through to the refusal below
  }
  throw new FunctionError(400, 'response.clientDataJSON: is not valid client data')
}

async function takeChallenge(call: FunctionCall, clientDataJSON: string, purpose: Purpose, failure: string) {
  const challenge = challengeOf(clientDataJSON)
  const taken = await credentialStore(call.env).takeChallenge(challenge, purpose)
  if (!taken) throw new FunctionError(401, failure)
  return { challenge, userId: taken.user_id }
}

export default defineFunction('biometric-signin', ['POST'], async (call) => {
  const body = await readJson(call.req, input)
  call.log.action = body.action
  const rp = relyingParty(call.req, call.env)
  const store = credentialStore(call.env)

  if (body.action === 'registration-options' || body.action === 'register') {
    const caller = requireCaller(call, M.mustLogIn)
    call.log.user = caller.id
    if (body.action === 'registration-options') {
      const existing = await store.credentialsOf(caller.id)
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: caller.email ?? caller.id,
        userID: new TextEncoder().encode(caller.id),
        attestationType: 'none',
        excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: c.transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      })
      await store.putChallenge(options.challenge, 'registration', caller.id)
      return jsonResponse({ options })
    }
    const { challenge, userId } = await takeChallenge(
      call,
      body.response.response.clientDataJSON,
      'registration',
      M.enableFailed,
    )
    if (userId !== caller.id) throw new FunctionError(401, M.enableFailed)
    const verified = await verifyRegistrationResponse({
      response: body.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    }).catch((error: unknown) => {
      call.log.verify_error = error instanceof Error ? error.message : String(error)
      return null
    })
    if (!verified?.verified) throw new FunctionError(400, M.enableFailed)
    const { credential } = verified.registrationInfo
    const id = await store.register({
      user_id: caller.id,
      device_id: body.deviceId,
      device_name: body.deviceName ?? null,
      credential_id: credential.id,
      public_key: toBase64Url(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    })
    return jsonResponse({
      enrolled: true,
      message: M.enabled,
      credential: { id, device_id: body.deviceId, credential_id: credential.id },
    })
  }

  if (body.action === 'authentication-options') {
    const allowed = body.userId ? await store.credentialsOf(body.userId) : []
    if (body.userId && allowed.length === 0) throw new FunctionError(404, M.noCredentials)
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials: allowed.map((c) => ({ id: c.credential_id, transports: c.transports })),
      userVerification: 'preferred',
    })
    await store.putChallenge(options.challenge, 'authentication', body.userId ?? null)
    return jsonResponse({ options })
  }

  const { challenge, userId } = await takeChallenge(
    call,
    body.response.response.clientDataJSON,
    'authentication',
    M.failed,
  )
  const stored = await store.credential(body.response.id)
  if (!stored || (userId !== null && userId !== stored.user_id)) throw new FunctionError(401, M.failed)
  const publicKey = fromBase64Url(stored.public_key)
  const verified = publicKey
    ? await verifyAuthenticationResponse({
        response: body.response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        credential: {
          id: body.response.id,
          publicKey,
          counter: Number(stored.counter),
          transports: stored.transports,
        },
        requireUserVerification: false,
      }).catch((error: unknown) => {
        call.log.verify_error = error instanceof Error ? error.message : String(error)
        return null
      })
    : null
  if (!verified?.verified) throw new FunctionError(401, M.failed)
  call.log.user = stored.user_id
  await store.used(body.response.id, verified.authenticationInfo.newCounter)
  const session = await sessionForEmail(call.env, stored.email).catch((error: unknown) => {
    call.log.session_error = error instanceof Error ? error.message : String(error)
    throw new FunctionError(502, M.sessionFailed)
  })
  return jsonResponse({ session, message: M.signedIn })
})
