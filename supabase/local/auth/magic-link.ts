import { randomInt } from 'node:crypto'
import type { Hono } from 'hono'
import { OTP_TTL_SECONDS } from '../config.ts'
import type { HonoEnv, ServerState } from '../context.ts'
import type { Tx } from '../db.ts'
import { HttpError } from '../http-error.ts'
import { body, json } from './http.ts'
import {
  authError,
  checkEmail,
  createUser,
  findUserByEmail,
  findUserById,
  otpHash,
  type UserRow,
} from './store.ts'

/** A mail that could not leave this machine: logged, and kept for GET /auth/v1/dev/inbox. */
export interface MailMessage {
  to: string
  subject: string
  link: string
  otp: string
  sent_at: string
}

type OpenSession = (t: Tx, user: UserRow, method: string) => Promise<string>

/** Magic links: POST /otp sends one (to the log and the dev inbox), /verify signs in with it. */
export function magicLinkRoutes(
  app: Hono<HonoEnv>,
  state: ServerState,
  inbox: Map<string, MailMessage[]>,
  session: OpenSession,
) {
  const tx = <T>(fn: (t: Tx) => Promise<T>) => state.db.transaction(fn)

  /** A fresh magic-link token for the user (any older one is replaced); answers its code and hash. */
  async function issueToken(t: Tx, user: UserRow, email: string): Promise<{ otp: string; hash: string }> {
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const hash = otpHash(email, otp)
    await t.query(
      `delete from auth.one_time_tokens where user_id = $1::text::uuid and token_type = 'magiclink_token'`,
      [user.id],
    )
    await t.query(
      `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1::text::uuid, 'magiclink_token', $2::text, $3::text)`,
      [user.id, hash, email],
    )
    return { otp, hash }
  }

  const verifyLink = (hash: string, redirect: string) =>
    `${state.url}/auth/v1/verify?token=${hash}&type=magiclink&redirect_to=${encodeURIComponent(redirect)}`

  app.post('/otp', async (c) => {
    const input = await body(c)
    const email = checkEmail(input.email)
    const createIfMissing = input.create_user !== false
    const { otp, hash } = await tx(async (t) => {
      let user = await findUserByEmail(t, email)
      if (!user) {
        if (!createIfMissing) throw authError(422, 'otp_disabled', 'Signups not allowed for otp')
        user = await createUser(t, { email, passwordHash: null, metadata: input.data, confirmed: false })
      }
      return issueToken(t, user, email)
    })
    const link = verifyLink(hash, safeRedirect(c.req.query('redirect_to')))
    const message: MailMessage = {
      to: email,
      subject: 'Your Magic Link',
      link,
      otp,
      sent_at: new Date().toISOString(),
    }
    inbox.set(email, [...(inbox.get(email) ?? []), message].slice(-20))
    state.log.info(`mail to ${email}: magic link ${link} (code ${otp})`)
    return json(c, 200, '{}')
  })

  // GoTrue's admin link generation (service role): the link is answered, not mailed, so a server-side
  // caller (the biometric sign-in) can exchange its hashed_token at /verify for a session.
  app.post('/admin/generate_link', async (c) => {
    if (c.get('caller').role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed')
    const input = await body(c)
    if (input.type !== 'magiclink')
      throw authError(400, 'validation_failed', 'Only magiclink links are supported')
    const email = checkEmail(input.email)
    const redirect = safeRedirect(typeof input.redirect_to === 'string' ? input.redirect_to : undefined)
    const result = await tx(async (t) => {
      const user = await findUserByEmail(t, email)
      if (!user) throw authError(404, 'user_not_found', 'User with this email not found')
      return { user, ...(await issueToken(t, user, email)) }
    })
    const userJson = JSON.parse(result.user.user_json) as Record<string, unknown>
    return json(
      c,
      200,
      JSON.stringify({
        ...userJson,
        action_link: verifyLink(result.hash, redirect),
        email_otp: result.otp,
        hashed_token: result.hash,
        verification_type: 'magiclink',
        redirect_to: redirect,
      }),
    )
  })

  function safeRedirect(raw: string | undefined): string {
    if (!raw) return state.url
    try {
      const target = new URL(raw)
      const own = new URL(state.url)
      const local = ['localhost', '127.0.0.1', '[::1]'].includes(target.hostname)
      return local || target.host === own.host ? target.toString() : state.url
    } catch {
      return state.url
    }
  }

  async function verify(input: Record<string, unknown>): Promise<string> {
    const hash =
      typeof input.token_hash === 'string'
        ? input.token_hash
        : typeof input.email === 'string' && typeof input.token === 'string'
          ? otpHash(input.email.trim().toLowerCase(), input.token)
          : typeof input.token === 'string'
            ? input.token
            : ''
    return tx(async (t) => {
      const [row] = await t.query<{ user_id: string }>(
        `delete from auth.one_time_tokens where token_hash = $1::text
           and created_at > now() - make_interval(secs => $2::text::int) returning user_id::text as user_id`,
        [hash, String(OTP_TTL_SECONDS)],
      )
      if (!row) throw authError(403, 'otp_expired', 'Token has expired or is invalid')
      await t.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1::text::uuid`,
        [row.user_id],
      )
      const user = (await findUserById(t, row.user_id)) as UserRow
      return session(t, user, 'otp')
    })
  }

  app.post('/verify', async (c) => json(c, 200, await verify(await body(c))))

  app.get('/verify', async (c) => {
    const redirect = safeRedirect(c.req.query('redirect_to'))
    try {
      const result = JSON.parse(await verify({ token: c.req.query('token') ?? '' })) as Record<
        string,
        unknown
      >
      const fragment = new URLSearchParams({
        access_token: String(result.access_token),
        expires_at: String(result.expires_at),
        expires_in: String(result.expires_in),
        refresh_token: String(result.refresh_token),
        token_type: 'bearer',
        type: c.req.query('type') ?? 'magiclink',
      })
      return c.redirect(`${redirect}#${fragment}`, 303)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      })
      return c.redirect(`${redirect}#${fragment}`, 303)
    }
  })

  app.get('/dev/inbox', (c) => {
    if (state.production) throw authError(404, 'not_found', 'The development inbox is disabled in production')
    const email = (c.req.query('email') ?? '').trim().toLowerCase()
    return json(c, 200, JSON.stringify({ messages: inbox.get(email) ?? [] }))
  })
}
