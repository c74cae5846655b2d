import type { FunctionEnv } from '../function-env.ts'

// The one adapter for outgoing e-mail. Resend's HTTP API when RESEND_API_KEY is set; on a developer's
// machine the local server's dev inbox (LOCAL_MAIL_URL, which supabase/local hands its functions), so
// a fresh machine sends and a test reads what was sent. Both honour an idempotency key, so a send
// retried after a lost answer is delivered once.

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  /** The page the mail points at (the dev inbox lists it, as it does an auth mail's link). */
  link: string
  /** One key per mail and recipient: a retry with the same key is not delivered again. */
  idempotencyKey: string
}

export type SendResult =
  | { ok: true; id: string }
  /** retryable: a passing failure (network, 429, 5xx); otherwise the provider refused this mail. */
  | { ok: false; retryable: boolean; reason: string }

export interface MailProvider {
  readonly name: 'resend' | 'local'
  send(mail: OutgoingMail): Promise<SendResult>
}

const TIMEOUT_MS = 10_000
const DEFAULT_FROM = 'JUL <reports@jul.example>'

/** What the provider said, cut short for the outbox's last_error (never the request, never a key). */
async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; name?: unknown } | null
  const said = typeof body?.message === 'string' ? body.message : response.statusText
  return `${response.status}${typeof body?.name === 'string' ? ` ${body.name}` : ''}: ${said}`.slice(0, 300)
}

async function post(url: string, headers: Record<string, string>, body: unknown): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    return {
      ok: false,
      retryable: true,
      reason: `network: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
  if (!response.ok) {
    const retryable = response.status === 429 || response.status >= 500
    return { ok: false, retryable, reason: await refusal(response) }
  }
  const answer = (await response.json().catch(() => null)) as { id?: unknown } | null
  return { ok: true, id: typeof answer?.id === 'string' ? answer.id : '' }
}

/** Resend: POST /emails, one recipient a mail, with its Idempotency-Key (kept by Resend for 24 hours). */
export function resendProvider(apiKey: string, from: string, base = 'https://api.resend.com'): MailProvider {
  return {
    name: 'resend',
    send: (mail) =>
      post(
        `${base.replace(/\/$/, '')}/emails`,
        { Authorization: `Bearer ${apiKey}`, 'Idempotency-Key': mail.idempotencyKey },
        { from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html },
      ),
  }
}

/** The local server's dev inbox (POST, service role), which keeps each idempotency key as Resend does. */
export function localInboxProvider(url: string, serviceRoleKey: string): MailProvider {
  return {
    name: 'local',
    send: (mail) =>
      post(
        url,
        {
          apikey: serviceRoleKey,
          Authorization: `Bearer ${serviceRoleKey}`,
          'Idempotency-Key': mail.idempotencyKey,
        },
        { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, link: mail.link },
      ),
  }
}

/** The configured provider, or null where mail is not configured (hosted without a key). */
export function mailProviderFrom(env: FunctionEnv): MailProvider | null {
  if (env.RESEND_API_KEY)
    return resendProvider(env.RESEND_API_KEY, env.MAIL_FROM ?? DEFAULT_FROM, env.RESEND_API_BASE)
  if (env.LOCAL_MAIL_URL) return localInboxProvider(env.LOCAL_MAIL_URL, env.SUPABASE_SERVICE_ROLE_KEY)
  return null
}
