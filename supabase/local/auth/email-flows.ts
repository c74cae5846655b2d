import type { Hono } from 'hono'
import { OTP_TTL_SECONDS } from '../config.ts'
import type { HonoEnv } from '../context.ts'
import type { Tx } from '../db.ts'
import { HttpError } from '../http-error.ts'
import { body, json } from './http.ts'
import type { AuthKit } from './kit.ts'
import { actionLink, issueEmailToken, safeRedirect, sendMail, type TokenType, VERIFY_TYPES } from './mail.ts'
import { refuseMailOverLimit, refuseOverLimit } from './sensitive-limit.ts'
import {
  authError,
  checkEmail,
  createUser,
  findUserByEmail,
  findUserById,
  otpHash,
  type UserRow,
} from './store.ts'

/** The amr method GoTrue records for each verification. */
const AMR: Record<string, string> = {
  signup: 'otp',
  invite: 'invite',
  magiclink: 'otp',
  recovery: 'recovery',
  email_change: 'email_change',
  email: 'otp',
}

/** Mails a confirmation (unconfirmed user) or a magic link (confirmed user) as GoTrue's /otp and /signup do. */
export async function mailSignInLink(
  kit: AuthKit,
  t: Tx,
  user: UserRow,
  email: string,
  redirect: string,
): Promise<() => void> {
  const kind = user.email_confirmed_at === null ? 'signup' : 'magiclink'
  const token: TokenType = kind === 'signup' ? 'confirmation_token' : 'recovery_token'
  const { otp, hash } = await issueEmailToken(t, user.id, token, email)
  const link = actionLink(kit.state, hash, kind, redirect)
  // Sent once the transaction commits: a rolled-back request mails nothing.
  return () => sendMail(kit.state, kit.inbox, email, kind, { link, otp })
}

/** Magic links, OTP codes, confirmations, recovery and resend: everything that goes by mail. */
export function emailFlowRoutes(app: Hono<HonoEnv>, kit: AuthKit) {
  const { state, tx } = kit

  app.post('/otp', async (c) => {
    const input = await body(c)
    const email = checkEmail(input.email)
    const createIfMissing = input.create_user !== false
    const redirect = safeRedirect(state, c.req.query('redirect_to') ?? input.redirect_to)
    await refuseMailOverLimit(kit.mailLimit, tx, !state.auth.autoconfirm, email)
    await refuseOverLimit(kit.limits, tx, 'magic_link', email)
    kit.limits.record('magic_link', email)
    const send = await tx(async (t) => {
      let user = await findUserByEmail(t, email)
      if (!user) {
        if (!createIfMissing || state.auth.disableSignup) {
          throw authError(422, 'otp_disabled', 'Signups not allowed for otp')
        }
        user = await createUser(t, { email, passwordHash: null, metadata: input.data, confirmed: false })
      }
      return mailSignInLink(kit, t, user, email, redirect)
    })
    send()
    return json(c, 200, '{}')
  })

  app.post('/recover', async (c) => {
    const input = await body(c)
    if (input.email === undefined || input.email === '') {
      throw authError(400, 'validation_failed', 'Password recovery requires an email')
    }
    const email = checkEmail(input.email)
    const redirect = safeRedirect(state, c.req.query('redirect_to') ?? input.redirect_to)
    // Counted for unknown addresses too: the answer must not tell them apart.
    await refuseMailOverLimit(kit.mailLimit, tx, !state.auth.autoconfirm, email)
    await refuseOverLimit(kit.limits, tx, 'password_reset', email)
    kit.limits.record('password_reset', email)
    const send = await tx(async (t) => {
      const user = await findUserByEmail(t, email)
      // Unknown addresses answer the same as known ones: no way to probe who has an account.
      if (!user) return () => undefined
      const { otp, hash } = await issueEmailToken(t, user.id, 'recovery_token', email)
      const link = actionLink(state, hash, 'recovery', redirect)
      return () => sendMail(state, kit.inbox, email, 'recovery', { link, otp })
    })
    send()
    return json(c, 200, '{}')
  })

  app.post('/resend', async (c) => {
    const input = await body(c)
    const type = input.type
    if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') {
      throw authError(
        400,
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      )
    }
    if (type === 'sms' || type === 'phone_change') {
      if (typeof input.phone !== 'string' || input.phone === '') {
        throw authError(400, 'validation_failed', 'Type provided requires a phone number')
      }
      throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled')
    }
    if (input.email === undefined || input.email === '') {
      throw authError(400, 'validation_failed', 'Type provided requires an email address')
    }
    const email = checkEmail(input.email)
    const redirect = safeRedirect(state, c.req.query('redirect_to') ?? input.redirect_to)
    await refuseMailOverLimit(kit.mailLimit, tx, !state.auth.autoconfirm, email)
    const send = await tx(async (t) => {
      const user = await findUserByEmail(t, email)
      if (!user) return () => undefined
      if (type === 'signup') {
        if (user.email_confirmed_at !== null) return () => undefined
        const { otp, hash } = await issueEmailToken(t, user.id, 'confirmation_token', email)
        const link = actionLink(state, hash, 'signup', redirect)
        return () => sendMail(state, kit.inbox, email, 'signup', { link, otp })
      }
      const newEmail = user.email_change
      if (!newEmail) return () => undefined
      const { otp, hash } = await issueEmailToken(t, user.id, 'email_change_token_new', newEmail)
      const link = actionLink(state, hash, 'email_change', redirect)
      return () => sendMail(state, kit.inbox, newEmail, 'email_change', { link, otp })
    })
    send()
    return json(c, 200, '{}')
  })

  /** GoTrue's /verify: a token hash (from a link) or an e-mail and its six-digit code. */
  async function verify(input: Record<string, unknown>): Promise<string> {
    const type = input.type
    if (typeof type !== 'string' || type === '') {
      throw authError(400, 'validation_failed', 'Verify requires a verification type')
    }
    if (type === 'sms' || type === 'phone_change') {
      const phone = typeof input.phone === 'string' ? input.phone.replace(/[\s()+-]/g, '') : ''
      if (!/^[1-9]\d{7,14}$/.test(phone)) {
        throw authError(400, 'validation_failed', 'Invalid phone number format (E.164 required)')
      }
      // No SMS provider here, so no phone code was ever sent: every code is wrong, as GoTrue answers.
      throw authError(403, 'otp_expired', 'Token has expired or is invalid')
    }
    const kinds = VERIFY_TYPES[type]
    if (!kinds) throw authError(400, 'validation_failed', 'Unsupported verification type')
    let hash: string
    let linkError = false
    if (typeof input.token_hash === 'string' && input.token_hash !== '') {
      hash = input.token_hash
      linkError = true
    } else if (typeof input.token === 'string' && input.token !== '') {
      if (input.email === undefined) {
        hash = input.token
        linkError = true
      } else {
        if (typeof input.email !== 'string') {
          throw authError(422, 'validation_failed', 'Invalid email format')
        }
        hash = otpHash(input.email.trim().toLowerCase(), input.token)
      }
    } else {
      throw authError(400, 'validation_failed', 'Verify requires a token or a token hash')
    }
    return tx(async (t) => {
      const [row] = await t.query<{ user_id: string; token_type: TokenType; relates_to: string }>(
        `delete from auth.one_time_tokens where token_hash = $1::text
           and token_type = any(string_to_array($2::text, ','))
           and created_at > now() - make_interval(secs => $3::text::int)
         returning user_id::text as user_id, token_type, relates_to`,
        [hash, kinds.join(','), String(OTP_TTL_SECONDS)],
      )
      if (!row) {
        throw authError(
          403,
          'otp_expired',
          linkError ? 'Email link is invalid or has expired' : 'Token has expired or is invalid',
        )
      }
      if (row.token_type === 'email_change_token_new' || row.token_type === 'email_change_token_current') {
        const [status] = await t.query<{ confirmed: number; email: string | null }>(
          `update auth.users set email_change_confirm_status = email_change_confirm_status + 1
             where id = $1::text::uuid returning email_change_confirm_status - 1 as confirmed, email::text as email`,
          [row.user_id],
        )
        // Secure e-mail change: the first of the two links only counts; the second makes the change.
        if (state.auth.secureEmailChange && status?.confirmed === 0 && status.email) {
          return JSON.stringify({
            msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
            code: 200,
          })
        }
        await t.query(
          `delete from auth.one_time_tokens where user_id = $1::text::uuid
             and token_type in ('email_change_token_new', 'email_change_token_current')`,
          [row.user_id],
        )
        await t.query(
          `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
             email_change_token_current = '', email_change_confirm_status = 0,
             email_confirmed_at = coalesce(email_confirmed_at, now()), is_anonymous = false, updated_at = now()
           where id = $1::text::uuid`,
          [row.user_id],
        )
        await t.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', u.email, 'email_verified', true),
             updated_at = now() from auth.users u where u.id = $1::text::uuid and user_id = u.id and provider = 'email'`,
          [row.user_id],
        )
      } else {
        await t.query(
          `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
             ${row.token_type === 'confirmation_token' ? 'confirmation_token' : 'recovery_token'} = '',
             updated_at = now() where id = $1::text::uuid`,
          [row.user_id],
        )
        await t.query(
          `update auth.identities set identity_data = identity_data || '{"email_verified": true}'
             where user_id = $1::text::uuid and provider = 'email'`,
          [row.user_id],
        )
      }
      const user = await findUserById(t, row.user_id)
      if (!user) throw authError(403, 'otp_expired', 'Token has expired or is invalid')
      if (user.banned_until !== null) throw authError(403, 'user_banned', 'User is banned')
      return kit.session(t, user, AMR[type] ?? 'otp')
    })
  }

  app.post('/verify', async (c) => json(c, 200, await verify(await body(c))))

  app.get('/verify', async (c) => {
    const redirect = safeRedirect(state, c.req.query('redirect_to'))
    const type = c.req.query('type') ?? ''
    try {
      const result = JSON.parse(await verify({ token: c.req.query('token') ?? '', type })) as Record<
        string,
        unknown
      >
      if (typeof result.msg === 'string') {
        return c.redirect(`${redirect}#${new URLSearchParams({ message: result.msg })}`, 303)
      }
      const fragment = new URLSearchParams({
        access_token: String(result.access_token),
        expires_at: String(result.expires_at),
        expires_in: String(result.expires_in),
        refresh_token: String(result.refresh_token),
        token_type: 'bearer',
        type,
      })
      return c.redirect(`${redirect}#${fragment}`, 303)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      const code = typeof error.body.code === 'string' ? error.body.code : 'otp_expired'
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: code,
        error_description:
          code === 'otp_expired' ? 'Email link is invalid or has expired' : String(error.body.message),
      })
      return c.redirect(`${redirect}#${fragment}`, 303)
    }
  })

  app.get('/dev/inbox', (c) => {
    if (state.production) throw authError(404, 'not_found', 'The development inbox is disabled in production')
    const email = (c.req.query('email') ?? '').trim().toLowerCase()
    return json(c, 200, JSON.stringify({ messages: kit.inbox.get(email) ?? [] }))
  })
}
