import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { Tx } from '../db.ts'
import { authError, type UserRow } from './store.ts'

/**
 * GoTrue's WebAuthn factors (internal/api/mfa.go with go-webauthn), here with @simplewebauthn/server:
 * an unverified factor's challenge asks the browser to create a credential ("create"), a verified
 * one's to use it ("request"); verifying stores the credential on the factor, or checks the assertion
 * against it and moves its counter on. The relying party is the one the client names (auth-js sends
 * `rpId`/`rpOrigins`), else this server's host and origin.
 */

export type RelyingParty = { id: string; origins: string[] }
type SessionData = RelyingParty & { type: 'create' | 'request'; challenge: string }
type StoredCredential = { id: string; public_key: string; counter: number; transports?: string[] }

const invalid = (message: string) => authError(400, 'validation_failed', message)

export function relyingParty(input: unknown, serverUrl: string): RelyingParty {
  const given = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
  const id = given.rpId ?? given.rp_id
  const origins = given.rpOrigins ?? given.rp_origins
  if (id !== undefined && (typeof id !== 'string' || id === '')) throw invalid('rpId must be a host name')
  if (
    origins !== undefined &&
    (!Array.isArray(origins) || !origins.every((o) => typeof o === 'string' && URL.canParse(o)))
  )
    throw invalid('rpOrigins must be a list of origins')
  const server = new URL(serverUrl)
  return {
    id: (id as string | undefined) ?? server.hostname,
    origins: (origins as string[] | undefined) ?? [server.origin],
  }
}

/** The credentials of the user's verified WebAuthn factors: a new one must not repeat them. */
async function credentialsOf(t: Tx, userId: string): Promise<StoredCredential[]> {
  const rows = await t.query<{ credential: StoredCredential }>(
    `select web_authn_credential as credential from auth.mfa_factors
      where user_id = $1::text::uuid and factor_type = 'webauthn' and status = 'verified' and web_authn_credential is not null`,
    [userId],
  )
  return rows.map((row) => row.credential)
}

/** The options the browser needs, and what the verify step must hold the answer to. */
export async function webauthnChallenge(
  t: Tx,
  user: UserRow,
  factor: { id: string; status: string },
  rp: RelyingParty,
): Promise<{ data: SessionData; options: unknown }> {
  if (factor.status !== 'verified') {
    const options = await generateRegistrationOptions({
      rpName: rp.id,
      rpID: rp.id,
      userName: user.email ?? user.id,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: (await credentialsOf(t, user.id)).map((c) => ({ id: c.id })),
    })
    return { data: { ...rp, type: 'create', challenge: options.challenge }, options }
  }
  const [own] = await t.query<{ credential: StoredCredential | null }>(
    'select web_authn_credential as credential from auth.mfa_factors where id = $1::text::uuid',
    [factor.id],
  )
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: own?.credential ? [{ id: own.credential.id }] : [],
  })
  return { data: { ...rp, type: 'request', challenge: options.challenge }, options }
}

/**
 * Checks the browser's answer to a challenge; a registration stores its credential on the factor, an
 * assertion moves the credential's counter on. A wrong answer is GoTrue's 422, never a 500.
 */
export async function webauthnVerify(
  t: Tx,
  factorId: string,
  session: SessionData,
  input: unknown,
): Promise<void> {
  const given = (typeof input === 'object' && input !== null ? input : null) as Record<string, unknown> | null
  if (!given) throw invalid('WebAuthn config required')
  if (given.type !== 'create' && given.type !== 'request')
    throw invalid('WebAuthn type must be create or request')
  if (typeof given.credential_response !== 'object' || given.credential_response === null)
    throw invalid('WebAuthn credential_response required')
  if (given.type !== session.type) throw invalid(`This challenge expects a WebAuthn ${session.type} response`)
  const failed = () => authError(422, 'mfa_verification_failed', 'WebAuthn verification failed')
  const expected = {
    expectedChallenge: session.challenge,
    expectedOrigin: session.origins,
    expectedRPID: session.id,
  }
  if (session.type === 'create') {
    const result = await verifyRegistrationResponse({
      response: given.credential_response as RegistrationResponseJSON,
      ...expected,
      requireUserVerification: false,
    }).catch(() => null)
    if (!result?.verified) throw failed()
    const { credential } = result.registrationInfo
    const stored: StoredCredential = {
      id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      ...(credential.transports ? { transports: credential.transports } : {}),
    }
    await t.query(
      'update auth.mfa_factors set web_authn_credential = $2::text::jsonb where id = $1::text::uuid',
      [factorId, JSON.stringify(stored)],
    )
    return
  }
  const [own] = await t.query<{ credential: StoredCredential | null }>(
    'select web_authn_credential as credential from auth.mfa_factors where id = $1::text::uuid',
    [factorId],
  )
  const response = given.credential_response as AuthenticationResponseJSON
  if (!own?.credential || response.id !== own.credential.id) throw failed()
  const result = await verifyAuthenticationResponse({
    response,
    ...expected,
    credential: {
      id: own.credential.id,
      publicKey: new Uint8Array(Buffer.from(own.credential.public_key, 'base64url')),
      counter: own.credential.counter,
    },
    requireUserVerification: false,
  }).catch(() => null)
  if (!result?.verified) throw failed()
  await t.query(
    'update auth.mfa_factors set web_authn_credential = $2::text::jsonb where id = $1::text::uuid',
    [factorId, JSON.stringify({ ...own.credential, counter: result.authenticationInfo.newCounter })],
  )
}
