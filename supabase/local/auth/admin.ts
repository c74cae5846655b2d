import type { Context, Hono } from 'hono'
import type { HonoEnv } from '../context.ts'
import type { Tx } from '../db.ts'
import { body, json } from './http.ts'
import { type AuthKit, isUuid } from './kit.ts'
import { actionLink, issueEmailToken, safeRedirect, sendMail, type TokenType } from './mail.ts'
import {
  authError,
  checkEmail,
  checkPassword,
  createUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  type UserRow,
} from './store.ts'

const DUPLICATE_EMAIL = 'A user with this email address has already been registered'
const DEFAULT_PER_PAGE = 50

/** Go's time.ParseDuration for the units GoTrue's ban_duration accepts ("24h", "90m", "1h30m"). */
function banInterval(raw: unknown): string | null | undefined {
  if (raw === undefined || raw === '') return undefined
  if (raw === 'none') return null
  if (typeof raw !== 'string' || !/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(raw)) {
    throw authError(
      400,
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${String(raw)}"`,
    )
  }
  const seconds: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 }
  let total = 0
  for (const [, amount, , unit] of raw.matchAll(/(\d+(\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(amount) * (seconds[unit as string] ?? 0)
  }
  return `${total} seconds`
}

const object = (value: unknown, name: string): Record<string, unknown> | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw authError(400, 'validation_failed', `${name} must be a JSON object`)
  }
  return value as Record<string, unknown>
}

/** GoTrue's admin API (service role): users, invitations, action links, a user's MFA factors. */
export function adminRoutes(app: Hono<HonoEnv>, kit: AuthKit) {
  const { state, tx } = kit

  async function userFor(c: Context<HonoEnv>, t: Tx): Promise<UserRow> {
    const id = c.req.param('id')
    if (!isUuid(id)) throw authError(404, 'validation_failed', 'user_id must be an UUID')
    const user = await findUserById(t, id)
    if (!user) throw authError(404, 'user_not_found', 'User not found')
    return user
  }

  app.get('/admin/users', async (c) => {
    kit.requireAdmin(c)
    const parse = (name: string, fallback: number) => {
      const raw = c.req.query(name)
      if (raw === undefined || raw === '') return fallback
      if (!/^\d+$/.test(raw)) {
        throw authError(
          400,
          'validation_failed',
          `Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`,
        )
      }
      return Number(raw)
    }
    const page = Math.max(parse('page', 1), 1)
    const perPage = Math.min(Math.max(parse('per_page', DEFAULT_PER_PAGE), 1), 1000)
    const { total, users } = await tx(async (t) => {
      const [count] = await t.query<{ n: string }>(
        'select count(*)::text as n from auth.users where deleted_at is null',
      )
      const rows = await t.query<{ id: string }>(
        `select id::text as id from auth.users where deleted_at is null order by created_at desc, id
          limit $1::text::int offset $2::text::int`,
        [String(perPage), String((page - 1) * perPage)],
      )
      const list: string[] = []
      for (const row of rows) list.push(((await findUserById(t, row.id)) as UserRow).user_json)
      return { total: Number(count?.n ?? 0), users: list }
    })
    const pages = Math.max(Math.ceil(total / perPage), 1)
    const link = (p: number) => `</admin/users?page=${p}&per_page=${perPage}>`
    const links = [...(pages > page ? [`${link(page + 1)}; rel="next"`] : []), `${link(pages)}; rel="last"`]
    const response = json(c, 200, `{"users":[${users.join(',')}],"aud":"authenticated"}`)
    response.headers.set('Link', links.join(', '))
    response.headers.set('X-Total-Count', String(total))
    return response
  })

  app.post('/admin/users', async (c) => {
    kit.requireAdmin(c)
    const input = await body(c)
    if (
      (input.email === undefined || input.email === '') &&
      (input.phone === undefined || input.phone === '')
    ) {
      throw authError(400, 'validation_failed', 'Cannot create a user without either an email or phone')
    }
    if (input.phone !== undefined && input.phone !== '') {
      throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled')
    }
    const email = checkEmail(input.email)
    const metadata = object(input.user_metadata, 'user_metadata')
    const appMetadata = object(input.app_metadata, 'app_metadata')
    const ban = banInterval(input.ban_duration)
    const passwordHash =
      input.password === undefined ? null : await hashPassword(checkPassword(input.password))
    const user = await tx(async (t) => {
      if (await findUserByEmail(t, email)) throw authError(422, 'email_exists', DUPLICATE_EMAIL)
      const created = await createUser(t, {
        email,
        passwordHash,
        metadata,
        appMetadata,
        confirmed: input.email_confirm === true,
      })
      if (ban) {
        await t.query(
          `update auth.users set banned_until = now() + $2::text::interval where id = $1::text::uuid`,
          [created.id, ban],
        )
      }
      return findUserById(t, created.id)
    })
    return json(c, 200, (user as UserRow).user_json)
  })

  app.get('/admin/users/:id', async (c) => {
    kit.requireAdmin(c)
    return json(c, 200, (await tx((t) => userFor(c, t))).user_json)
  })

  app.put('/admin/users/:id', async (c) => {
    kit.requireAdmin(c)
    const input = await body(c)
    const email = input.email === undefined || input.email === '' ? null : checkEmail(input.email)
    const metadata = object(input.user_metadata, 'user_metadata')
    const appMetadata = object(input.app_metadata, 'app_metadata')
    const ban = banInterval(input.ban_duration)
    const passwordHash =
      input.password === undefined || input.password === null
        ? null
        : await hashPassword(checkPassword(input.password))
    if (input.role !== undefined && typeof input.role !== 'string') {
      throw authError(400, 'validation_failed', 'role must be a string')
    }
    const user = await tx(async (t) => {
      const target = await userFor(c, t)
      if (email !== null && email !== target.email) {
        const other = await findUserByEmail(t, email)
        if (other && other.id !== target.id) throw authError(422, 'email_exists', DUPLICATE_EMAIL)
      }
      await t.query(
        `update auth.users set
           email = coalesce($2::text, email),
           encrypted_password = coalesce($3::text, encrypted_password),
           raw_user_meta_data = case when $4::text is null then raw_user_meta_data
             else coalesce(raw_user_meta_data, '{}') || $4::text::jsonb end,
           raw_app_meta_data = case when $5::text is null then raw_app_meta_data
             else coalesce(raw_app_meta_data, '{}') || $5::text::jsonb end,
           email_confirmed_at = case when $6::text = 'true' then coalesce(email_confirmed_at, now())
             when $6::text = 'false' then null else email_confirmed_at end,
           banned_until = case when $7::text = 'keep' then banned_until when $7::text = 'none' then null
             else now() + $7::text::interval end,
           role = coalesce($8::text, role),
           updated_at = now()
         where id = $1::text::uuid`,
        [
          target.id,
          email,
          passwordHash,
          metadata === undefined ? null : JSON.stringify(metadata),
          appMetadata === undefined ? null : JSON.stringify(appMetadata),
          typeof input.email_confirm === 'boolean' ? String(input.email_confirm) : null,
          ban === undefined ? 'keep' : ban === null ? 'none' : ban,
          typeof input.role === 'string' ? input.role : null,
        ],
      )
      if (email !== null) {
        await t.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
             where user_id = $1::text::uuid and provider = 'email'`,
          [target.id, email],
        )
      }
      if (ban) await t.query('delete from auth.sessions where user_id = $1::text::uuid', [target.id])
      return findUserById(t, target.id)
    })
    return json(c, 200, (user as UserRow).user_json)
  })

  app.delete('/admin/users/:id', async (c) => {
    kit.requireAdmin(c)
    const input = await body(c)
    await tx(async (t) => {
      const target = await userFor(c, t)
      if (input.should_soft_delete === true) {
        await t.query(
          `update auth.users set deleted_at = now(), email = null, encrypted_password = '',
             raw_user_meta_data = '{}', updated_at = now() where id = $1::text::uuid`,
          [target.id],
        )
        await t.query('delete from auth.identities where user_id = $1::text::uuid', [target.id])
        await t.query('delete from auth.mfa_factors where user_id = $1::text::uuid', [target.id])
        await t.query('delete from auth.sessions where user_id = $1::text::uuid', [target.id])
      } else {
        await t.query('delete from auth.users where id = $1::text::uuid', [target.id])
      }
    })
    return json(c, 200, '{}')
  })

  app.get('/admin/users/:id/factors', async (c) => {
    kit.requireAdmin(c)
    const user = await tx((t) => userFor(c, t))
    return json(c, 200, JSON.stringify((JSON.parse(user.user_json) as { factors?: unknown[] }).factors ?? []))
  })

  app.delete('/admin/users/:id/factors/:factor', async (c) => {
    kit.requireAdmin(c)
    const factorId = c.req.param('factor')
    const factor = await tx(async (t) => {
      const user = await userFor(c, t)
      if (!isUuid(factorId)) throw authError(404, 'validation_failed', 'factor_id must be an UUID')
      const [row] = await t.query<{ body: string }>(
        `delete from auth.mfa_factors where id = $1::text::uuid and user_id = $2::text::uuid
         returning json_build_object('id', id, 'status', status, 'friendly_name', coalesce(friendly_name, ''),
           'factor_type', factor_type, 'created_at', created_at, 'updated_at', updated_at)::text as body`,
        [factorId, user.id],
      )
      if (!row) throw authError(404, 'mfa_factor_not_found', 'Factor not found')
      await t.query(
        `update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1::text::uuid`,
        [factorId],
      )
      return row.body
    })
    return json(c, 200, factor)
  })

  app.post('/invite', async (c) => {
    kit.requireAdmin(c)
    const input = await body(c)
    const email = checkEmail(input.email)
    const metadata = object(input.data, 'data')
    const redirect = safeRedirect(state, c.req.query('redirect_to') ?? input.redirect_to)
    const { user, send } = await tx(async (t) => {
      let target = await findUserByEmail(t, email)
      if (target && target.email_confirmed_at !== null) throw authError(422, 'email_exists', DUPLICATE_EMAIL)
      target ??= await createUser(t, { email, passwordHash: null, metadata, confirmed: false })
      await t.query('update auth.users set invited_at = now() where id = $1::text::uuid', [target.id])
      const { otp, hash } = await issueEmailToken(t, target.id, 'confirmation_token', email)
      const link = actionLink(state, hash, 'invite', redirect)
      return {
        user: (await findUserById(t, target.id)) as UserRow,
        send: () => sendMail(state, kit.inbox, email, 'invite', { link, otp }),
      }
    })
    send()
    return json(c, 200, user.user_json)
  })

  app.post('/admin/generate_link', async (c) => {
    kit.requireAdmin(c)
    const input = await body(c)
    const email = checkEmail(input.email)
    const redirect = safeRedirect(state, input.redirect_to)
    let type: string = typeof input.type === 'string' ? input.type : ''
    const known = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new']
    if (!known.includes(type)) {
      throw authError(400, 'validation_failed', `Invalid email action link type requested: ${type}`)
    }
    const metadata = object(input.data, 'data')
    const passwordHash =
      type === 'signup' && input.password !== undefined
        ? await hashPassword(checkPassword(input.password))
        : null
    const result = await tx(async (t) => {
      let user = await findUserByEmail(t, email)
      if (!user) {
        if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') {
          throw authError(404, 'user_not_found', 'User with this email not found')
        }
        // GoTrue turns a magic link for an unknown address into a sign-up link.
        if (type === 'magiclink') type = 'signup'
        user = await createUser(t, { email, passwordHash, metadata, confirmed: false })
        if (type === 'invite') {
          await t.query('update auth.users set invited_at = now() where id = $1::text::uuid', [user.id])
        }
      } else if ((type === 'signup' || type === 'invite') && user.email_confirmed_at !== null) {
        throw authError(422, 'email_exists', DUPLICATE_EMAIL)
      }
      let tokenType: TokenType =
        type === 'signup' || type === 'invite' ? 'confirmation_token' : 'recovery_token'
      let tokenEmail = email
      let verifyType = type
      if (type === 'email_change_current' || type === 'email_change_new') {
        if (type === 'email_change_current' && !state.auth.secureEmailChange) {
          throw authError(
            400,
            'validation_failed',
            'Enable secure email change to generate link for current email',
          )
        }
        const newEmail = checkEmail(input.new_email)
        if (await findUserByEmail(t, newEmail)) throw authError(422, 'email_exists', DUPLICATE_EMAIL)
        await t.query(
          `update auth.users set email_change = $2::text, email_change_confirm_status = 0 where id = $1::text::uuid`,
          [user.id, newEmail],
        )
        tokenType = type === 'email_change_current' ? 'email_change_token_current' : 'email_change_token_new'
        if (type === 'email_change_new') tokenEmail = newEmail
        verifyType = 'email_change'
      }
      const { otp, hash } = await issueEmailToken(t, user.id, tokenType, tokenEmail)
      return { user: (await findUserById(t, user.id)) as UserRow, otp, hash, verifyType }
    })
    const userJson = JSON.parse(result.user.user_json) as Record<string, unknown>
    return json(
      c,
      200,
      JSON.stringify({
        ...userJson,
        action_link: actionLink(state, result.hash, result.verifyType, redirect),
        email_otp: result.otp,
        hashed_token: result.hash,
        verification_type: type,
        redirect_to: redirect,
      }),
    )
  })
}
