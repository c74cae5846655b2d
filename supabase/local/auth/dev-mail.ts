import { randomUUID } from 'node:crypto'
import type { Hono } from 'hono'
import type { HonoEnv } from '../context.ts'
import { body, json } from './http.ts'
import type { AuthKit } from './kit.ts'
import { keepMail } from './mail.ts'
import { authError, checkEmail } from './store.ts'

const MAX_TEXT = 100_000

function text(value: unknown, field: string, max = MAX_TEXT): string {
  if (typeof value !== 'string' || value.length > max) {
    throw authError(400, 'validation_failed', `${field} must be a string of at most ${max} characters`)
  }
  return value
}

/**
 * POST /auth/v1/dev/inbox (service role; not in production): the local mail provider of the functions
 * (`functions/_shared/mail`). A mail lands in the dev inbox beside the auth mails, answered `{ id }` as
 * Resend answers; an `Idempotency-Key` seen before answers the first id and delivers nothing, as
 * Resend does for 24 hours (here for the server's life).
 */
export function devMailRoutes(app: Hono<HonoEnv>, kit: AuthKit): void {
  const delivered = new Map<string, string>()
  app.post('/dev/inbox', async (c) => {
    if (kit.state.production) {
      throw authError(404, 'not_found', 'The development inbox is disabled in production')
    }
    kit.requireAdmin(c)
    const input = await body(c)
    const key = c.req.header('Idempotency-Key')
    const known = key === undefined ? undefined : delivered.get(key)
    if (known !== undefined) return json(c, 200, JSON.stringify({ id: known }))
    const to = checkEmail(input.to)
    const subject = text(input.subject, 'subject', 998)
    const message = {
      to,
      subject,
      kind: 'notification',
      link: input.link === undefined ? '' : text(input.link, 'link', 2048),
      otp: '',
      text: text(input.text, 'text'),
      html: text(input.html, 'html'),
      sent_at: new Date().toISOString(),
    }
    const id = randomUUID()
    keepMail(kit.inbox, message)
    if (key !== undefined) delivered.set(key, id)
    kit.state.log.info(`mail to ${to}: ${subject}`)
    return json(c, 200, JSON.stringify({ id }))
  })
}
