import { randomUUID } from 'node:crypto'
import type { Hono } from 'hono'
import * as OTPAuth from 'otpauth'
import QRCode from 'qrcode'
import type { HonoEnv } from '../context.ts'
import type { Tx } from '../db.ts'
import type { Claims } from '../jwt.ts'
import { body, json } from './http.ts'
import { type AuthKit, isUuid } from './kit.ts'
import { relyingParty, webauthnChallenge, webauthnVerify } from './mfa-webauthn.ts'
import { authError, findUserById, type UserRow } from './store.ts'

// GoTrue's TOTP and WebAuthn factors (internal/api/mfa.go): enroll → challenge → verify raises the
// session to aal2. WebAuthn only where GOTRUE_MFA_WEB_AUTHN_{ENROLL,VERIFY}_ENABLED, as on hosted projects.
const CHALLENGE_TTL_SECONDS = 300
const MAX_FACTORS = 10

interface FactorRow {
  id: string
  user_id: string
  status: string
  factor_type: string
  secret: string
}

export function mfaRoutes(app: Hono<HonoEnv>, kit: AuthKit) {
  const { state, tx } = kit

  /** The claims are checked before the transaction: their session lookup is a transaction of its own. */
  async function caller(claims: Claims & { sub: string }, t: Tx) {
    const user = await findUserById(t, claims.sub)
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    return { claims, user }
  }

  async function factorOf(t: Tx, user: UserRow, id: string): Promise<FactorRow> {
    const [factor] = isUuid(id)
      ? await t.query<FactorRow>(
          `select id::text as id, user_id::text as user_id, status, factor_type, coalesce(secret, '') as secret
             from auth.mfa_factors where id = $1::text::uuid and user_id = $2::text::uuid`,
          [id, user.id],
        )
      : []
    if (!factor) throw authError(404, 'mfa_factor_not_found', 'Factor not found')
    return factor
  }

  const sessionAal = async (t: Tx, sessionId: unknown) => {
    if (typeof sessionId !== 'string') return 'aal1'
    const [row] = await t.query<{ aal: string }>(
      `select coalesce(aal, 'aal1') as aal from auth.sessions where id = $1::text::uuid`,
      [sessionId],
    )
    return row?.aal ?? 'aal1'
  }

  app.post('/factors', async (c) => {
    const signedIn = await kit.userClaims(c)
    const input = await body(c)
    const type = input.factor_type
    if (type === 'phone')
      throw authError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    if (type === 'webauthn' && !state.auth.webauthnEnroll)
      throw authError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
    if (type !== 'totp' && type !== 'webauthn') {
      throw authError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn')
    }
    if (input.friendly_name !== undefined && typeof input.friendly_name !== 'string') {
      throw authError(400, 'validation_failed', 'friendly_name must be a string')
    }
    const friendlyName = typeof input.friendly_name === 'string' ? input.friendly_name : ''
    const issuer =
      typeof input.issuer === 'string' && input.issuer !== '' ? input.issuer : new URL(state.url).host
    const enrolled = await tx(async (t) => {
      const { claims, user } = await caller(signedIn, t)
      const factors = await t.query<{ friendly_name: string; status: string }>(
        `select coalesce(friendly_name, '') as friendly_name, status from auth.mfa_factors where user_id = $1::text::uuid`,
        [user.id],
      )
      if (friendlyName !== '' && factors.some((f) => f.friendly_name === friendlyName)) {
        throw authError(
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        )
      }
      if (factors.length >= MAX_FACTORS) {
        throw authError(
          422,
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        )
      }
      if (
        factors.some((f) => f.status === 'verified') &&
        (await sessionAal(t, claims.session_id)) !== 'aal2'
      ) {
        throw authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
      }
      const id = randomUUID()
      // A WebAuthn factor gets its credential when it is verified; a TOTP factor its secret now.
      const secret = type === 'totp' ? new OTPAuth.Secret({ size: 20 }) : null
      await t.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1::text::uuid, $2::text::uuid, $3::text, $4::text, 'unverified', now(), now(), $5::text)`,
        [id, user.id, friendlyName, type, secret?.base32 ?? null],
      )
      const totp = secret && new OTPAuth.TOTP({ issuer, label: user.email ?? user.id, secret })
      return { id, totp: secret && totp ? { secret: secret.base32, uri: totp.toString() } : null }
    })
    if (!enrolled.totp)
      return json(c, 200, JSON.stringify({ id: enrolled.id, type: 'webauthn', friendly_name: friendlyName }))
    const { secret, uri } = enrolled.totp
    const svg = await QRCode.toString(uri, { type: 'svg' })
    return json(
      c,
      200,
      JSON.stringify({
        id: enrolled.id,
        type: 'totp',
        friendly_name: friendlyName,
        totp: { qr_code: `data:image/svg+xml;utf-8,${svg}`, secret, uri },
      }),
    )
  })

  app.post('/factors/:id/challenge', async (c) => {
    const signedIn = await kit.userClaims(c)
    const input = await body(c)
    const challenge = await tx(async (t) => {
      const { user } = await caller(signedIn, t)
      const factor = await factorOf(t, user, c.req.param('id'))
      if (factor.factor_type === 'webauthn' && !state.auth.webauthnVerify)
        throw authError(422, 'mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn')
      const webauthn =
        factor.factor_type === 'webauthn'
          ? await webauthnChallenge(t, user, factor, relyingParty(input.webauthn, state.url))
          : null
      const id = randomUUID()
      await t.query(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data)
         values ($1::text::uuid, $2::text::uuid, now(), '127.0.0.1', $3::text::jsonb)`,
        [id, factor.id, webauthn ? JSON.stringify(webauthn.data) : null],
      )
      await t.query('update auth.mfa_factors set last_challenged_at = now() where id = $1::text::uuid', [
        factor.id,
      ])
      return {
        id,
        type: factor.factor_type,
        expires_at: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
        ...(webauthn
          ? { webauthn: { type: webauthn.data.type, credential_options: { publicKey: webauthn.options } } }
          : {}),
      }
    })
    return json(c, 200, JSON.stringify(challenge))
  })

  app.post('/factors/:id/verify', async (c) => {
    const signedIn = await kit.userClaims(c)
    const input = await body(c)
    if (typeof input.challenge_id !== 'string') {
      throw authError(400, 'validation_failed', 'challenge_id and code are required')
    }
    const challengeId = input.challenge_id
    const session = await tx(async (t) => {
      const { claims, user } = await caller(signedIn, t)
      const factor = await factorOf(t, user, c.req.param('id'))
      const isWebauthn = factor.factor_type === 'webauthn'
      if (isWebauthn && !state.auth.webauthnVerify)
        throw authError(422, 'mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn')
      if (!isWebauthn && typeof input.code !== 'string')
        throw authError(400, 'validation_failed', 'challenge_id and code are required')
      const [challenge] = isUuid(challengeId)
        ? await t.query<{ expired: boolean; data: Parameters<typeof webauthnVerify>[2] | null }>(
            `select created_at + make_interval(secs => $3::text::int) < now() as expired, web_authn_session_data as data
               from auth.mfa_challenges where id = $1::text::uuid and factor_id = $2::text::uuid and verified_at is null`,
            [challengeId, factor.id, String(CHALLENGE_TTL_SECONDS)],
          )
        : []
      if (!challenge) {
        throw authError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
      }
      if (challenge.expired) {
        throw authError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
        )
      }
      if (isWebauthn) {
        if (!challenge.data) throw authError(422, 'mfa_verification_failed', 'WebAuthn verification failed')
        await webauthnVerify(t, factor.id, challenge.data, input.webauthn)
      } else {
        const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor.secret) })
        if (totp.validate({ token: String(input.code), window: 1 }) === null) {
          throw authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
        }
      }
      await t.query('update auth.mfa_challenges set verified_at = now() where id = $1::text::uuid', [
        challengeId,
      ])
      await t.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::text::uuid`,
        [factor.id],
      )
      await t.query(
        `delete from auth.mfa_factors where user_id = $1::text::uuid and status = 'unverified' and id <> $2::text::uuid`,
        [user.id, factor.id],
      )
      if (typeof claims.session_id !== 'string')
        throw authError(403, 'session_not_found', 'Session not found')
      return kit.session(t, user, isWebauthn ? 'webauthn' : 'totp', {
        sessionId: claims.session_id,
        factorId: factor.id,
      })
    })
    return json(c, 200, session)
  })

  app.delete('/factors/:id', async (c) => {
    const signedIn = await kit.userClaims(c)
    const removed = await tx(async (t) => {
      const { claims, user } = await caller(signedIn, t)
      const factor = await factorOf(t, user, c.req.param('id'))
      if (factor.status === 'verified' && (await sessionAal(t, claims.session_id)) !== 'aal2') {
        throw authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
      }
      await t.query('delete from auth.mfa_factors where id = $1::text::uuid', [factor.id])
      await t.query(
        `update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1::text::uuid`,
        [factor.id],
      )
      return factor.id
    })
    return json(c, 200, JSON.stringify({ id: removed }))
  })
}
