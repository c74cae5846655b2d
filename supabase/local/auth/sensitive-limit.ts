import type { Tx } from '../db.ts'
import { HttpError } from '../http-error.ts'

/**
 * 000 §5's sensitive limit on the auth operations a script would hammer, kept in this server's memory
 * as GoTrue keeps its own rate limits: failed password sign-ins, magic links and password resets, each
 * counted per e-mail address (the account under attack, whoever sends the requests). A sign-in counts
 * only its failures, so a member signing in on several devices is never refused; a magic link or a
 * reset counts every request, since each sends a mail. Refusals are GoTrue's 429s with Retry-After.
 */
export interface SensitiveLimit {
  max: number
  windowSeconds: number
}

export const DEFAULT_SENSITIVE_LIMIT: SensitiveLimit = { max: 3, windowSeconds: 15 * 60 }

/** `email_sent` is GoTrue's hourly mail limit: one count for the whole project, whatever the address. */
export type SensitiveAction = 'sign_in' | 'magic_link' | 'password_reset' | 'email_sent'

/** GoTrue's codes: a mail flow is `over_email_send_rate_limit`, anything else `over_request_rate_limit`. */
const CODES: Record<SensitiveAction, string> = {
  sign_in: 'over_request_rate_limit',
  magic_link: 'over_email_send_rate_limit',
  password_reset: 'over_email_send_rate_limit',
  email_sent: 'over_email_send_rate_limit',
}

/** GoTrue's own words for its hourly mail limit. */
export const EMAIL_RATE_LIMIT_MESSAGE = 'Email rate limit exceeded'

export function sensitiveLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

// Past this many keys, a record sweeps out the keys whose attempts have all left the window, so a
// script trying random addresses cannot grow the map without bound.
const SWEEP_AT = 10_000

export interface SensitiveLimiter {
  /** Seconds until `action` by `subject` may be tried again; null when it may be tried now. */
  refusal(action: SensitiveAction, subject: string): number | null
  record(action: SensitiveAction, subject: string): void
}

export function sensitiveLimiter(
  limit: SensitiveLimit | null,
  now: () => number = Date.now,
): SensitiveLimiter {
  const attempts = new Map<string, number[]>()
  const windowMs = (limit?.windowSeconds ?? 0) * 1000
  const keyOf = (action: SensitiveAction, subject: string) =>
    action === 'email_sent' ? action : `${action}:${subject.toLowerCase()}`
  const recent = (key: string, at: number) => (attempts.get(key) ?? []).filter((time) => at - time < windowMs)
  return {
    refusal(action, subject) {
      if (!limit) return null
      const at = now()
      const times = recent(keyOf(action, subject), at)
      const oldest = times[0]
      if (times.length < limit.max || oldest === undefined) return null
      return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000))
    },
    record(action, subject) {
      if (!limit) return
      const at = now()
      if (attempts.size >= SWEEP_AT) {
        for (const key of [...attempts.keys()]) if (recent(key, at).length === 0) attempts.delete(key)
      }
      const key = keyOf(action, subject)
      attempts.set(key, [...recent(key, at), at])
    },
  }
}

/**
 * Refuses `action` by `subject` once the limit is reached: a GoTrue 429 with Retry-After and a clear
 * message, and a `rate_limit_exceeded` security event in the audit trail.
 */
export async function refuseOverLimit(
  limiter: SensitiveLimiter,
  tx: <T>(fn: (t: Tx) => Promise<T>) => Promise<T>,
  action: SensitiveAction,
  subject: string,
): Promise<void> {
  const wait = limiter.refusal(action, subject)
  if (wait === null) return
  await tx((t) =>
    auditSecurityEvent(t, 'rate_limit_exceeded', 'medium', subject, { action, retry_after_seconds: wait }),
  )
  throw new HttpError(
    429,
    {
      code: CODES[action],
      message: action === 'email_sent' ? EMAIL_RATE_LIMIT_MESSAGE : sensitiveLimitMessage(wait),
    },
    { 'Retry-After': String(wait) },
  )
}

/**
 * GoTrue's hourly mail limit, on the routes that mail (signup, otp, magic link, recover, resend, an
 * e-mail change): counted only while confirmations are on, as GoTrue does, and per request, not per mail.
 */
export async function refuseMailOverLimit(
  limiter: SensitiveLimiter,
  tx: <T>(fn: (t: Tx) => Promise<T>) => Promise<T>,
  confirmationsOn: boolean,
  email: string,
): Promise<void> {
  if (!confirmationsOn) return
  await refuseOverLimit(limiter, tx, 'email_sent', email)
  limiter.record('email_sent', email)
}

/**
 * A security event in the project's audit trail (public.audit_events, when the project has one: the
 * server's own test fixtures do not), with the account of `email` when there is one. Hosted projects
 * keep the same facts in GoTrue's own audit log.
 */
export async function auditSecurityEvent(
  t: Tx,
  action: string,
  severity: 'low' | 'medium',
  email: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  const [trail] = await t.query<{ exists: boolean }>(
    `select to_regclass('public.audit_events') is not null as exists`,
  )
  if (!trail?.exists) return
  await t.query(
    `insert into public.audit_events (event_type, action, severity, user_id, resource, metadata)
     values ('security', $1::text, $2::text,
       (select id from auth.users where lower(email) = lower($3::text) limit 1), 'auth', $4::text::jsonb)`,
    [action, severity, email, JSON.stringify({ email, ...metadata })],
  )
}
