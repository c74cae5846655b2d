import { type Context, Hono } from 'hono'
import type { HonoEnv, ServerState } from '../context.ts'
import type { Tx } from '../db.ts'
import { HttpError } from '../http-error.ts'
import { type Claims, TokenError, verifyToken } from '../jwt.ts'
import { body, json } from './http.ts'
import { type MailMessage, magicLinkRoutes } from './magic-link.ts'
import {
  authError,
  checkEmail,
  checkPassword,
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  issueSession,
  passwordMatches,
  type UserRow,
} from './store.ts'

export type { MailMessage }

export function authRoutes(state: ServerState, inbox: Map<string, MailMessage[]>): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>()
  const tx = <T>(fn: (t: Tx) => Promise<T>) => state.db.transaction(fn)
  const session = (
    t: Tx,
    user: UserRow,
    method: string,
    extra: { sessionId?: string; parent?: string; refreshToken?: string } = {},
  ) => issueSession(t, user, { issuer: `${state.url}/auth/v1`, secret: state.jwtSecret, method, ...extra })

  /** The signed-in user's claims from the Bearer token, with GoTrue's errors. */
  async function userClaims(c: Context<HonoEnv>): Promise<Claims & { sub: string }> {
    const header = c.req.header('Authorization') ?? ''
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]
    if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    let claims: Claims
    try {
      claims = await verifyToken(token, state.jwtSecret)
    } catch (error) {
      const reason = error instanceof TokenError ? error.message : 'invalid'
      throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`)
    }
    if (typeof claims.sub !== 'string') throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
    if (typeof claims.session_id === 'string') {
      const found = await tx((t) =>
        t.query('select 1 from auth.sessions where id = $1::text::uuid', [claims.session_id as string]),
      )
      if (found.length === 0) {
        throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
      }
    }
    return claims as Claims & { sub: string }
  }

  app.onError((error, c) => {
    if (error instanceof HttpError) return json(c, error.status, JSON.stringify(error.body))
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
      JSON.stringify({ external: { email: true }, disable_signup: false, mailer_autoconfirm: true }),
    ),
  )

  app.post('/signup', async (c) => {
    const input = await body(c)
    const email = checkEmail(input.email)
    const password = checkPassword(input.password)
    const passwordHash = await hashPassword(password)
    const result = await tx(async (t) => {
      const user = await createUser(t, { email, passwordHash, metadata: input.data, confirmed: true })
      return session(t, user, 'password')
    })
    return json(c, 200, result)
  })

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    const input = await body(c)
    if (grant === 'password') {
      if (typeof input.email !== 'string' || typeof input.password !== 'string') {
        throw authError(400, 'validation_failed', 'missing email or phone')
      }
      const user = await tx((t) => findUserByEmail(t, input.email as string))
      if (!user || !(await passwordMatches(input.password, user.encrypted_password))) {
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
    throw authError(400, 'validation_failed', 'unsupported_grant_type')
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

  app.get('/user', async (c) => {
    const claims = await userClaims(c)
    const user = await tx((t) => findUserById(t, claims.sub))
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    return json(c, 200, user.user_json)
  })

  app.put('/user', async (c) => {
    const claims = await userClaims(c)
    const input = await body(c)
    const passwordHash =
      input.password === undefined ? null : await hashPassword(checkPassword(input.password))
    const email = input.email === undefined ? null : checkEmail(input.email)
    const data = input.data === undefined ? null : JSON.stringify(input.data ?? {})
    const user = await tx(async (t) => {
      if (email !== null) {
        const other = await findUserByEmail(t, email)
        if (other && other.id !== claims.sub)
          throw authError(422, 'email_exists', 'A user with this email address has already been registered')
      }
      await t.query(
        `update auth.users set
           encrypted_password = coalesce($2::text, encrypted_password),
           email = coalesce($3::text, email),
           raw_user_meta_data = case when $4::text is null then raw_user_meta_data
             else coalesce(raw_user_meta_data, '{}') || $4::text::jsonb end,
           updated_at = now()
         where id = $1::text::uuid`,
        [claims.sub, passwordHash, email, data],
      )
      return findUserById(t, claims.sub)
    })
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    return json(c, 200, user.user_json)
  })

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

  magicLinkRoutes(app, state, inbox, session)

  app.post('/admin/users', async (c) => {
    if (c.get('caller').role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed')
    const input = await body(c)
    const email = checkEmail(input.email)
    const passwordHash =
      input.password === undefined ? null : await hashPassword(checkPassword(input.password))
    const user = await tx((t) =>
      createUser(t, {
        email,
        passwordHash,
        metadata: input.user_metadata,
        confirmed: input.email_confirm === true,
      }),
    )
    return json(c, 200, user.user_json)
  })

  app.all('*', () => {
    throw authError(404, 'not_found', 'Not found')
  })
  return app
}
