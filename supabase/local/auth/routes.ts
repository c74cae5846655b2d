import { Hono } from 'hono'
import type { HonoEnv, ServerState } from '../context.ts'
import type { Tx } from '../db.ts'
import { HttpError } from '../http-error.ts'
import { adminRoutes } from './admin.ts'
import { devMailRoutes } from './dev-mail.ts'
import { emailFlowRoutes, mailSignInLink } from './email-flows.ts'
import { body, json } from './http.ts'
import { authKit } from './kit.ts'
import { type Inbox, type MailMessage, safeRedirect } from './mail.ts'
import { mfaRoutes } from './mfa.ts'
import { oauthClientRoutes } from './oauth-clients.ts'
import { auditSecurityEvent, refuseMailOverLimit, refuseOverLimit } from './sensitive-limit.ts'
import {
  authError,
  checkEmail,
  checkPassword,
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  passwordMatches,
  type UserRow,
} from './store.ts'
import { userRoutes } from './user.ts'

export type { MailMessage }

export function authRoutes(state: ServerState, inbox: Inbox): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>()
  const kit = authKit(state, inbox)
  const { tx, session } = kit
  const userClaims = kit.userClaims

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      const response = json(c, error.status, JSON.stringify(error.body))
      for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value)
      return response
    }
    state.log.error(`auth ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : error}`)
    return json(c, 500, JSON.stringify({ code: 'unexpected_failure', message: 'Unexpected failure' }))
  })

  app.get('/health', (c) =>
    json(c, 200, JSON.stringify({ name: 'GoTrue', description: 'jul supabase/local' })),
  )
  app.get('/settings', (c) =>
    json(
      c,
      200,
      JSON.stringify({
        external: { email: true, phone: false, anonymous_users: state.auth.anonymousUsers },
        disable_signup: state.auth.disableSignup,
        mailer_autoconfirm: state.auth.autoconfirm,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),
    ),
  )
  // Hosted projects publish their signing keys here; functions verify user tokens against it.
  app.get('/.well-known/jwks.json', (c) => {
    const response = json(c, 200, JSON.stringify(state.keys.jwks))
    response.headers.set('Cache-Control', 'public, max-age=600')
    return response
  })

  app.post('/signup', async (c) => {
    if (state.auth.disableSignup)
      throw authError(422, 'signup_disabled', 'Signups not allowed for this instance')
    const input = await body(c)
    const anonymous = input.email === undefined && input.phone === undefined && input.password === undefined
    if (anonymous) {
      if (!state.auth.anonymousUsers) {
        throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
      }
      const result = await tx(async (t) => {
        const user = await createUser(t, {
          email: null,
          passwordHash: null,
          metadata: input.data,
          confirmed: false,
          anonymous: true,
        })
        return session(t, user, 'anonymous')
      })
      return json(c, 200, result)
    }
    if (input.phone !== undefined && input.phone !== '') {
      throw authError(400, 'phone_provider_disabled', 'Phone signups are disabled')
    }
    if (typeof input.password !== 'string' || input.password === '') {
      throw authError(400, 'validation_failed', 'Signup requires a valid password')
    }
    const email = checkEmail(input.email)
    const password = checkPassword(input.password)
    if (input.data !== undefined && (typeof input.data !== 'object' || Array.isArray(input.data))) {
      throw authError(400, 'validation_failed', 'data must be a JSON object')
    }
    const passwordHash = await hashPassword(password)
    const redirect = safeRedirect(state, c.req.query('redirect_to') ?? input.redirect_to)
    const confirm = state.auth.autoconfirm
    await refuseMailOverLimit(kit.mailLimit, tx, !confirm, email)
    const result = await tx(async (t) => {
      const existing = await findUserByEmail(t, email)
      if (existing && (confirm || existing.email_confirmed_at !== null)) {
        // With confirmations on, GoTrue answers a registered address like a new one (no enumeration).
        if (confirm) throw authError(422, 'user_already_exists', 'User already registered')
        return { body: obfuscated(existing), send: () => undefined }
      }
      if (existing) {
        await t.query(
          `update auth.users set encrypted_password = $2::text, updated_at = now() where id = $1::text::uuid`,
          [existing.id, passwordHash],
        )
      }
      const user =
        existing ?? (await createUser(t, { email, passwordHash, metadata: input.data, confirmed: confirm }))
      if (confirm) return { body: await session(t, user, 'password'), send: () => undefined }
      const send = await mailSignInLink(kit, t, user, email, redirect)
      return { body: ((await findUserById(t, user.id)) as UserRow).user_json, send }
    })
    result.send()
    return json(c, 200, result.body)
  })

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    const input = await body(c)
    if (grant === 'password') {
      if (typeof input.email !== 'string' || typeof input.password !== 'string') {
        throw authError(400, 'validation_failed', 'missing email or phone')
      }
      const email = input.email
      await refuseOverLimit(kit.limits, tx, 'sign_in', email)
      const user = await tx((t) => findUserByEmail(t, email))
      if (!user || !(await passwordMatches(input.password, user.encrypted_password))) {
        kit.limits.record('sign_in', email)
        await tx((t) => auditSecurityEvent(t, 'sign_in_failed', 'low', email, {}))
        throw authError(400, 'invalid_credentials', 'Invalid login credentials')
      }
      if (user.email_confirmed_at === null) throw authError(400, 'email_not_confirmed', 'Email not confirmed')
      if (user.banned_until !== null) throw authError(400, 'user_banned', 'User is banned')
      return json(c, 200, await tx((t) => session(t, user, 'password')))
    }
    if (grant === 'refresh_token') {
      const token = input.refresh_token
      if (typeof token !== 'string' || token === '') {
        throw authError(400, 'validation_failed', 'refresh_token required')
      }
      return json(c, 200, await tx((t) => refresh(t, token)))
    }
    if (grant === 'web3') throw authError(422, 'web3_provider_disabled', 'Web3 provider is disabled')
    if (grant === 'id_token') {
      const provider = typeof input.provider === 'string' ? input.provider : ''
      const issuer = ID_TOKEN_ISSUERS[provider] ?? provider
      throw authError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`)
    }
    throw authError(400, 'validation_failed', 'unsupported_grant_type')
  })

  // Features a hosted project can switch on that this server does not have: GoTrue's answers when off.
  app.post('/sso', () => {
    throw authError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled')
  })
  app.get('/user/identities/authorize', () => {
    throw authError(404, 'manual_linking_disabled', 'Manual linking is disabled')
  })
  app.delete('/user/identities/:id', () => {
    throw authError(404, 'manual_linking_disabled', 'Manual linking is disabled')
  })

  /**
   * GoTrue's refresh grant (internal/api/token_refresh.go): a spent token that is the parent of the
   * session's active one answers that active token (the client lost the previous answer); another
   * spent token still refreshes within the reuse interval after its rotation; later it is refused.
   */
  async function refresh(t: Tx, token: string): Promise<string> {
    const [row] = await t.query<{
      user_id: string
      revoked: boolean
      session_id: string | null
      reusable: boolean
    }>(
      `select user_id::text as user_id, coalesce(revoked, false) as revoked, session_id::text as session_id,
         updated_at + make_interval(secs => $2::text::int) >= now() as reusable
         from auth.refresh_tokens where token = $1::text for update`,
      [token, String(state.refreshTokenReuseSeconds)],
    )
    if (!row || row.session_id === null) {
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    }
    const user = await findUserById(t, row.user_id)
    if (!user)
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    if (row.revoked) {
      const [active] = await t.query<{ token: string; parent: string | null }>(
        `select token::text as token, parent::text as parent from auth.refresh_tokens
          where session_id = $1::text::uuid and not coalesce(revoked, false) order by id desc limit 1`,
        [row.session_id],
      )
      if (active?.parent === token) {
        return session(t, user, 'token_refresh', { sessionId: row.session_id, refreshToken: active.token })
      }
      if (!row.reusable) {
        throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      }
    } else {
      await t.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1::text',
        [token],
      )
    }
    return session(t, user, 'token_refresh', { sessionId: row.session_id, parent: token })
  }

  userRoutes(app, kit)

  app.post('/logout', async (c) => {
    const claims = await userClaims(c)
    const scope = c.req.query('scope') ?? 'global'
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null
    await tx((t) =>
      t.query(
        `delete from auth.sessions where user_id = $1::text::uuid and (
           $2::text = 'global' or ($2::text = 'local' and id = $3::text::uuid) or ($2::text = 'others' and id <> $3::text::uuid))`,
        [claims.sub, scope, sessionId],
      ),
    )
    return new Response(null, { status: 204 })
  })

  emailFlowRoutes(app, kit)
  devMailRoutes(app, kit)
  adminRoutes(app, kit)
  mfaRoutes(app, kit)
  oauthClientRoutes(app, kit)

  app.all('*', () => {
    throw authError(404, 'not_found', 'Not found')
  })
  return app
}

const ID_TOKEN_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
}

/**
 * GoTrue's answer to a sign-up for an address already confirmed, when confirmations are on: a user
 * shaped like a new one (fresh id, no identities), so the answer tells nothing about who is registered.
 */
function obfuscated(user: UserRow): string {
  const shown = JSON.parse(user.user_json) as Record<string, unknown>
  const now = new Date().toISOString()
  return JSON.stringify({
    id: crypto.randomUUID(),
    aud: shown.aud,
    role: shown.role,
    email: shown.email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: shown.app_metadata,
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  })
}
