import { randomInt } from 'node:crypto'
import type { ServerState } from '../context.ts'
import type { Tx } from '../db.ts'
import { otpHash } from './store.ts'

/** A mail that could not leave this machine: logged, and kept for GET /auth/v1/dev/inbox. */
export interface MailMessage {
  to: string
  subject: string
  /** What it is for: signup, invite, magiclink, recovery, email_change, reauthentication. */
  kind: string
  /** The link to open ('' for a reauthentication code). */
  link: string
  otp: string
  sent_at: string
  /** The bodies of a mail a function sent (the capital readiness e-mails); auth mails carry none. */
  text?: string
  html?: string
}

/** The mails each address received, newest last. */
export type Inbox = Map<string, MailMessage[]>

/** GoTrue's one-time token kinds (auth.one_time_tokens.token_type) and the user column each mirrors. */
export const TOKEN_COLUMNS = {
  confirmation_token: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery_token: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change_token_new: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
  email_change_token_current: { token: 'email_change_token_current', sentAt: 'email_change_sent_at' },
  reauthentication_token: { token: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
} as const
export type TokenType = keyof typeof TOKEN_COLUMNS

/** Which stored token kinds a /verify `type` accepts (GoTrue's verify.go). */
export const VERIFY_TYPES: Record<string, readonly TokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
  email: ['confirmation_token', 'recovery_token'],
}

const SUBJECTS: Record<string, string> = {
  signup: 'Confirm Your Signup',
  invite: 'You have been invited',
  magiclink: 'Your Magic Link',
  recovery: 'Reset Your Password',
  email_change: 'Confirm Email Change',
  reauthentication: 'Confirm reauthentication',
}

/**
 * A fresh six-digit code for the user and kind (an older one of that kind is replaced), stored as
 * GoTrue stores it: sha224(email + code) in the user's column and in auth.one_time_tokens.
 */
export async function issueEmailToken(
  t: Tx,
  userId: string,
  type: TokenType,
  email: string,
): Promise<{ otp: string; hash: string }> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const hash = otpHash(email, otp)
  const { token, sentAt } = TOKEN_COLUMNS[type]
  await t.query('delete from auth.one_time_tokens where user_id = $1::text::uuid and token_type = $2::text', [
    userId,
    type,
  ])
  await t.query(
    'insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1::text::uuid, $2::text, $3::text, $4::text)',
    [userId, type, hash, email],
  )
  await t.query(`update auth.users set ${token} = $2::text, ${sentAt} = now() where id = $1::text::uuid`, [
    userId,
    hash,
  ])
  return { otp, hash }
}

/** The link a mail carries: GET /auth/v1/verify, which redirects with the session in the fragment. */
export const actionLink = (state: ServerState, hash: string, type: string, redirect: string) =>
  `${state.url}/auth/v1/verify?token=${hash}&type=${type}&redirect_to=${encodeURIComponent(redirect)}`

export function sendMail(
  state: ServerState,
  inbox: Inbox,
  to: string,
  kind: string,
  content: { link: string; otp: string },
): void {
  const message: MailMessage = {
    to,
    subject: SUBJECTS[kind] ?? kind,
    kind,
    link: content.link,
    otp: content.otp,
    sent_at: new Date().toISOString(),
  }
  keepMail(inbox, message)
  state.log.info(`mail to ${to}: ${message.subject} ${content.link} (code ${content.otp})`)
}

/** Keeps an address's last 20 mails, as the dev inbox shows them. */
export function keepMail(inbox: Inbox, message: MailMessage): void {
  inbox.set(message.to, [...(inbox.get(message.to) ?? []), message].slice(-20))
}

/** Redirects stay on this server or a loopback address; anything else falls back to the site. */
export function safeRedirect(state: ServerState, raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') return state.url
  try {
    const target = new URL(raw)
    const own = new URL(state.url)
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(target.hostname)
    return local || target.host === own.host ? target.toString() : state.url
  } catch {
    return state.url
  }
}
