import type { Hono } from 'hono'
import type { HonoEnv } from '../context.ts'
import type { Tx } from '../db.ts'
import { body, json } from './http.ts'
import type { AuthKit } from './kit.ts'
import { actionLink, issueEmailToken, safeRedirect, sendMail } from './mail.ts'
import { refuseMailOverLimit } from './sensitive-limit.ts'
import {
  authError,
  checkEmail,
  checkPassword,
  endSessionsAfterPasswordChange,
  findUserByEmail,
  findUserById,
  hashPassword,
  otpHash,
  passwordMatches,
  type UserRow,
} from './store.ts'

/** The signed-in user's own record: read it, change it (e-mail by mail, password maybe after reauthentication). */
export function userRoutes(app: Hono<HonoEnv>, kit: AuthKit) {
  const { state, tx, userClaims } = kit

  app.get('/user', async (c) => {
    const claims = await userClaims(c)
    const user = await tx((t) => findUserById(t, claims.sub))
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    return json(c, 200, user.user_json)
  })

  app.put('/user', async (c) => {
    const claims = await userClaims(c)
    const input = await body(c)
    const password =
      input.password === undefined || input.password === null ? null : checkPassword(input.password)
    const passwordHash = password === null ? null : await hashPassword(password)
    const email = input.email === undefined || input.email === '' ? null : checkEmail(input.email)
    if (
      input.data !== undefined &&
      input.data !== null &&
      (typeof input.data !== 'object' || Array.isArray(input.data))
    ) {
      throw authError(400, 'validation_failed', 'data must be a JSON object')
    }
    const data = input.data === undefined || input.data === null ? null : JSON.stringify(input.data)
    const redirect = safeRedirect(state, c.req.query('redirect_to') ?? input.redirect_to)
    if (email !== null) await refuseMailOverLimit(kit.mailLimit, tx, !state.auth.autoconfirm, email)
    const { user, send } = await tx(async (t) => {
      const current = await findUserById(t, claims.sub)
      if (!current) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
      if (password !== null) {
        if (current.is_anonymous && !current.email) {
          throw authError(
            422,
            'validation_failed',
            'Updating password of an anonymous user without an email or phone is not allowed',
          )
        }
        if (await passwordMatches(password, current.encrypted_password)) {
          throw authError(422, 'same_password', 'New password should be different from the old password.')
        }
        if (state.auth.passwordChangeNeedsReauthentication) await checkNonce(t, current, input.nonce)
      }
      let sendMails: () => void = () => undefined
      if (email !== null && email !== current.email) {
        const other = await findUserByEmail(t, email)
        if (other && other.id !== current.id) {
          throw authError(422, 'email_exists', 'A user with this email address has already been registered')
        }
        sendMails = await changeEmail(t, current, email, redirect)
      }
      await t.query(
        `update auth.users set
           encrypted_password = coalesce($2::text, encrypted_password),
           raw_user_meta_data = case when $3::text is null then raw_user_meta_data
             else coalesce(raw_user_meta_data, '{}') || $3::text::jsonb end,
           reauthentication_token = case when $2::text is null then reauthentication_token else '' end,
           updated_at = now()
         where id = $1::text::uuid`,
        [claims.sub, passwordHash, data],
      )
      if (passwordHash !== null) {
        const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null
        await endSessionsAfterPasswordChange(t, claims.sub, sessionId)
      }
      return { user: (await findUserById(t, claims.sub)) as UserRow, send: sendMails }
    })
    send()
    return json(c, 200, user.user_json)
  })

  /**
   * An e-mail change: an anonymous user's new address is taken at once when confirmations are off (as
   * GoTrue does); everyone else confirms it by mail, from both addresses with secure e-mail change.
   */
  async function changeEmail(t: Tx, user: UserRow, email: string, redirect: string): Promise<() => void> {
    if (user.is_anonymous && state.auth.autoconfirm) {
      await t.query(
        `update auth.users set email = $2::text, email_confirmed_at = now(), is_anonymous = false,
           raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || '{"provider":"email","providers":["email"]}'
         where id = $1::text::uuid`,
        [user.id, email],
      )
      await t.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1::text, $1::text::uuid, $2::text::jsonb, 'email', now(), now())`,
        [user.id, JSON.stringify({ sub: user.id, email, email_verified: true, phone_verified: false })],
      )
      return () => undefined
    }
    await t.query(
      `update auth.users set email_change = $2::text, email_change_confirm_status = 0 where id = $1::text::uuid`,
      [user.id, email],
    )
    const mails: (() => void)[] = []
    const toNew = await issueEmailToken(t, user.id, 'email_change_token_new', email)
    const newLink = actionLink(state, toNew.hash, 'email_change', redirect)
    mails.push(() => sendMail(state, kit.inbox, email, 'email_change', { link: newLink, otp: toNew.otp }))
    if (state.auth.secureEmailChange && user.email) {
      const current = user.email
      const toCurrent = await issueEmailToken(t, user.id, 'email_change_token_current', current)
      const currentLink = actionLink(state, toCurrent.hash, 'email_change', redirect)
      mails.push(() =>
        sendMail(state, kit.inbox, current, 'email_change', { link: currentLink, otp: toCurrent.otp }),
      )
    } else {
      await t.query('update auth.users set email_change_confirm_status = 1 where id = $1::text::uuid', [
        user.id,
      ])
    }
    return () => {
      for (const mail of mails) mail()
    }
  }

  /** GoTrue's reauthentication: the code mailed by GET /reauthenticate, spent by a password change. */
  async function checkNonce(t: Tx, user: UserRow, nonce: unknown) {
    if (typeof nonce !== 'string' || nonce === '') {
      throw authError(400, 'reauthentication_needed', 'Password update requires reauthentication')
    }
    const [row] = await t.query(
      `delete from auth.one_time_tokens where user_id = $1::text::uuid and token_type = 'reauthentication_token'
         and token_hash = $2::text and created_at > now() - interval '5 minutes' returning 1`,
      [user.id, otpHash(user.email ?? '', nonce)],
    )
    if (!row) throw authError(422, 'reauthentication_not_valid', 'Requested nonce is invalid or has expired')
  }

  app.get('/reauthenticate', async (c) => {
    const claims = await userClaims(c)
    const send = await tx(async (t) => {
      const user = await findUserById(t, claims.sub)
      if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
      if (!user.email) {
        throw authError(
          400,
          'validation_failed',
          'Reauthentication requires the user to have an email or a phone number',
        )
      }
      if (user.email_confirmed_at === null) {
        throw authError(422, 'email_not_confirmed', 'Please verify your email first.')
      }
      const email = user.email
      const { otp } = await issueEmailToken(t, user.id, 'reauthentication_token', email)
      return () => sendMail(state, kit.inbox, email, 'reauthentication', { link: '', otp })
    })
    send()
    return json(c, 200, '{}')
  })
}
