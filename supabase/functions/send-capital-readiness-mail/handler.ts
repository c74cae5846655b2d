import { jsonResponse } from '../_shared/function-env.ts'
import { defineFunction, FunctionError } from '../_shared/http.ts'
import { type MailProvider, mailProviderFrom } from '../_shared/mail/mail-provider.ts'
import { orThrow, type ProjectClient, serviceClient } from '../_shared/project-client.ts'
import { siteOrigin } from '../_shared/site-urls.ts'
import { type ClaimedMessage, renderMail, retryDelaySeconds } from './render.ts'

// POST (service role only) ← a schedule (pg_cron + pg_net every two minutes on hosted Supabase; the
// local server's jobs timer): drains public.capital_readiness_mail_outbox, which the database fills
// when a member's report is published, its score changes, or a month begins (migration
// 20261213000300). Each due message is claimed under a lease, rendered, sent to each of its workflow's
// recipients with an idempotency key per message and recipient, and finished with a compare-and-set on
// the claim: a second drain at the same time finds nothing to claim, and a retry after a lost answer is
// not delivered twice. A passing failure (network, 429, 5xx) is queued again after 1, 2, 4 … minutes,
// up to 5 attempts; a refusal (another 4xx) fails the message with the provider's reason.
// Answers { sent, retrying, failed }.

const BATCH = 20
const MAX_BATCHES = 5
const LEASE_SECONDS = 120
const MAX_ATTEMPTS = 5

type Outcome = { kind: 'sent' } | { kind: 'retry' | 'failed'; reason: string }

async function deliver(
  provider: MailProvider,
  message: ClaimedMessage & { recipients: string[] },
  origin: string,
): Promise<Outcome> {
  const mail = renderMail(message, origin)
  for (const to of message.recipients) {
    const result = await provider.send({
      ...mail,
      to,
      idempotencyKey: `capital-readiness/${message.id}/${to.toLowerCase()}`,
    })
    if (!result.ok) return { kind: result.retryable ? 'retry' : 'failed', reason: `${to}: ${result.reason}` }
  }
  return { kind: 'sent' }
}

async function finish(client: ProjectClient, id: string, attempts: number, outcome: Outcome): Promise<void> {
  orThrow(
    await client.rpc('capital_readiness_mail_finish', {
      message_id: id,
      outcome: outcome.kind,
      ...(outcome.kind === 'sent' ? {} : { error: outcome.reason }),
      retry_seconds: retryDelaySeconds(attempts),
      max_attempts: MAX_ATTEMPTS,
    }),
    'rpc capital_readiness_mail_finish',
  )
}

export default defineFunction('send-capital-readiness-mail', ['POST'], async ({ req, env, token, log }) => {
  if (token?.role !== 'service_role') throw new FunctionError(403, 'Only the scheduler may send e-mails')
  const provider = mailProviderFrom(env)
  if (!provider) throw new FunctionError(503, 'E-mail is not configured', { code: 'not_configured' })
  log.provider = provider.name
  const client = serviceClient(env)
  const origin = siteOrigin(req, env)
  const outcome = { sent: 0, retrying: 0, failed: 0 }
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const claimed = orThrow(
      await client.rpc('capital_readiness_mail_claim', { max_rows: BATCH, lease_seconds: LEASE_SECONDS }),
      'rpc capital_readiness_mail_claim',
    ) as (ClaimedMessage & { recipients: string[]; attempts: number })[]
    for (const message of claimed) {
      const result = await deliver(provider, message, origin)
      await finish(client, message.id, message.attempts, result)
      if (result.kind === 'sent') outcome.sent += 1
      else if (result.kind === 'retry' && message.attempts < MAX_ATTEMPTS) outcome.retrying += 1
      else outcome.failed += 1
    }
    if (claimed.length < BATCH) break
  }
  Object.assign(log, outcome)
  return jsonResponse(outcome)
})
