import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import drain from '../../../supabase/functions/send-capital-readiness-mail/handler.ts'
import { type BackendTarget, clientFor, newUser, serviceClient, type TestUser } from '../support/backend.ts'
import { callHandler, functionEnv } from '../support/functions.ts'
import { type LoopbackFake, startLoopbackFake } from '../support/loopback-fake.ts'

// The capital readiness e-mails end to end on the local server: the database owes them (the trigger
// on company_reports, the monthly job), the function sends them through the local provider into the
// dev inbox, or through the Resend adapter to a fake Resend on loopback.

const targets: [string, BackendTarget][] = [['PGlite', inject('supabase')]]
const pg15 = inject('supabasePg15')
if (pg15 !== null) targets.push(['PostgreSQL 15', pg15])

const slug = () => `mail-${randomUUID().slice(0, 8)}`
const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@recipients.test`

interface Inboxed {
  subject: string
  link: string
  text?: string
  html?: string
}

describe.each(targets)('capital readiness e-mails over %s', (_name, target) => {
  const service = serviceClient(target)

  async function inbox(email: string): Promise<Inboxed[]> {
    const response = await fetch(`${target.url}/auth/v1/dev/inbox?email=${encodeURIComponent(email)}`, {
      headers: { apikey: target.anonKey },
    })
    return ((await response.json()) as { messages: Inboxed[] }).messages
  }

  /** The drain as the local server's scheduler calls it: over HTTP, as the service role. */
  async function drainNow(): Promise<{ status: number; body: Record<string, number> }> {
    const response = await fetch(`${target.url}/functions/v1/send-capital-readiness-mail`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${target.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    return { status: response.status, body: (await response.json()) as Record<string, number> }
  }

  async function workflow(
    member: TestUser,
    trigger: 'report_published' | 'score_changed' | 'monthly_summary',
    recipients: string[],
    isActive = true,
  ): Promise<string> {
    const id = randomUUID()
    const { error } = await member.client.from('capital_readiness_workflows').insert({
      id,
      user_id: member.id,
      name: `${trigger} workflow`,
      trigger_event: trigger,
      recipients,
      is_active: isActive,
    })
    if (error) throw new Error(error.message)
    return id
  }

  async function report(member: TestUser, fields: Record<string, unknown>): Promise<string> {
    const id = randomUUID()
    const { error } = await service.from('company_reports').insert({
      id,
      user_id: member.id,
      company_slug: slug(),
      report_slug: slug(),
      company_name: 'Acme Robotics',
      title: 'Seed readiness',
      ...fields,
    })
    if (error) throw new Error(error.message)
    return id
  }

  const publish = async (id: string, fields: Record<string, unknown> = {}) => {
    const { error } = await service
      .from('company_reports')
      .update({ is_published: true, published_at: new Date().toISOString(), ...fields })
      .eq('id', id)
    if (error) throw new Error(error.message)
  }

  async function outbox(member: TestUser) {
    const { data, error } = await service
      .from('capital_readiness_mail_outbox')
      .select('id, workflow_id, trigger_event, event_key, status, attempts, last_error, previous_score')
      .eq('user_id', member.id)
      .order('created_at')
    if (error) throw new Error(error.message)
    return data
  }

  describe('what the database owes', () => {
    it('publishing a report queues one message per active report_published workflow, none for inactive or deleted ones', async () => {
      const member = await newUser(target, 'crmail')
      const first = await workflow(member, 'report_published', [address('a')])
      const second = await workflow(member, 'report_published', [address('b')])
      await workflow(member, 'report_published', [address('c')], false)
      const deleted = await workflow(member, 'report_published', [address('d')])
      await workflow(member, 'monthly_summary', [address('e')])
      await member.client.from('capital_readiness_workflows').delete().eq('id', deleted)

      const draft = await report(member, { readiness_score: 60 })
      expect(await outbox(member)).toEqual([])
      await publish(draft)

      const owed = await outbox(member)
      expect(owed.map((m) => m.workflow_id).sort()).toEqual([first, second].sort())
      expect(owed.every((m) => m.status === 'queued' && m.event_key === draft)).toBe(true)
    })

    it('republishing the same report owes nothing more', async () => {
      const member = await newUser(target, 'crmail')
      await workflow(member, 'report_published', [address('a')])
      const id = await report(member, { readiness_score: 60 })
      await publish(id)
      await service.from('company_reports').update({ is_published: false }).eq('id', id)
      await publish(id, { title: 'Seed readiness, revised' })
      expect(await outbox(member)).toHaveLength(1)
    })

    it('a score that differs from the previous published report owes a score_changed message; the same score none', async () => {
      const member = await newUser(target, 'crmail')
      const changed = await workflow(member, 'score_changed', [address('a')])
      const older = await report(member, { readiness_score: 60 })
      await publish(older, { published_at: '2026-10-01T00:00:00Z' })
      expect(await outbox(member)).toEqual([])

      const same = await report(member, { readiness_score: 60 })
      await publish(same, { published_at: '2026-11-01T00:00:00Z' })
      expect(await outbox(member)).toEqual([])

      const newer = await report(member, { readiness_score: 72 })
      await publish(newer, { published_at: '2026-11-20T00:00:00Z' })
      const moved = {
        workflow_id: changed,
        trigger_event: 'score_changed',
        event_key: `${newer}:72`,
        previous_score: 60,
      }
      expect(await outbox(member)).toMatchObject([moved])

      // An older report published late is history: it moves no score.
      const backdated = await report(member, { readiness_score: 90 })
      await publish(backdated, { published_at: '2026-09-01T00:00:00Z' })
      expect(await outbox(member)).toMatchObject([moved])

      // A correction of the newest report's score is a move of its own.
      await service.from('company_reports').update({ readiness_score: 75 }).eq('id', newer)
      expect((await outbox(member)).map((m) => m.event_key)).toEqual([`${newer}:72`, `${newer}:75`])
    })

    it('the monthly job owes one summary per active monthly workflow of a member with a report, once a month', async () => {
      const member = await newUser(target, 'crmail')
      const monthly = await workflow(member, 'monthly_summary', [address('a')])
      await publish(await report(member, { readiness_score: 55 }))
      const month = '2031-03-01'
      await service.rpc('capital_readiness_enqueue_monthly', { for_month: month })
      await service.rpc('capital_readiness_enqueue_monthly', { for_month: month })
      expect(await outbox(member)).toMatchObject([
        { workflow_id: monthly, trigger_event: 'monthly_summary', event_key: '2031-03' },
      ])
    })
  })

  describe('row-level security of the outbox', () => {
    let owner: TestUser
    let other: TestUser
    let messageId: string
    beforeAll(async () => {
      owner = await newUser(target, 'crmail')
      other = await newUser(target, 'crmail')
      await workflow(owner, 'report_published', [address('a')])
      await publish(await report(owner, { readiness_score: 50 }))
      messageId = (await outbox(owner))[0]?.id ?? ''
      expect(messageId).not.toBe('')
    })

    it('the owner reads their messages’ status and can neither write nor delete them', async () => {
      const read = await owner.client
        .from('capital_readiness_mail_outbox')
        .select('status')
        .eq('id', messageId)
      expect(read.data).toEqual([{ status: 'queued' }])
      await owner.client.from('capital_readiness_mail_outbox').update({ status: 'sent' }).eq('id', messageId)
      await owner.client.from('capital_readiness_mail_outbox').delete().eq('id', messageId)
      const inserted = await owner.client.from('capital_readiness_mail_outbox').insert({
        user_id: owner.id,
        workflow_id: randomUUID(),
        trigger_event: 'report_published',
        event_key: 'x',
      })
      expect(inserted.error).not.toBeNull()
      expect((await outbox(owner)).map((m) => m.status)).toEqual(['queued'])
    })

    it('another member and anon see nothing and change nothing; neither may claim or enqueue', async () => {
      const anon = clientFor(target)
      for (const client of [other.client, anon]) {
        const read = await client.from('capital_readiness_mail_outbox').select('id').eq('id', messageId)
        expect(read.data ?? []).toEqual([])
        await client.from('capital_readiness_mail_outbox').update({ status: 'sent' }).eq('id', messageId)
        await client.from('capital_readiness_mail_outbox').delete().eq('id', messageId)
        expect((await client.rpc('capital_readiness_mail_claim', { max_rows: 10 })).error).not.toBeNull()
        expect((await client.rpc('capital_readiness_enqueue_monthly', {})).error).not.toBeNull()
      }
      expect((await outbox(owner)).map((m) => m.status)).toEqual(['queued'])
      await service.from('capital_readiness_mail_outbox').update({ status: 'failed' }).eq('id', messageId)
    })
  })

  describe('the drain through the local provider', () => {
    it('delivers each message to every recipient’s dev inbox once, even with two drains at the same time', async () => {
      const member = await newUser(target, 'crmail')
      await member.client
        .from('profiles')
        .upsert({ id: member.id, first_name: 'Ada', last_name: '<Lovelace>' })
      const [a, b] = [address('a'), address('b')]
      const id = await workflow(member, 'report_published', [a, b])
      await publish(
        await report(member, {
          readiness_score: 81,
          title: '<script>alert(1)</script>',
          summary: 'Runway & <b>traction</b>',
        }),
      )
      const answers = await Promise.all([drainNow(), drainNow()])
      expect(answers.map((x) => x.status)).toEqual([200, 200])
      // Other tests' messages share the outbox, so the answers' counts are not this message's: the
      // inboxes and the row's single attempt are.
      await drainNow()

      for (const recipient of [a, b]) {
        const mails = await inbox(recipient)
        expect(mails).toHaveLength(1)
        const [mail] = mails
        expect(mail?.subject).toBe('New capital readiness report: Ada <Lovelace> (Acme Robotics)')
        expect(mail?.link).toBe(`${target.url}/app/capital-readiness`)
        expect(mail?.text).toContain('Readiness score: 81 out of 100')
        expect(mail?.html).toContain('Report: &lt;script&gt;alert(1)&lt;/script&gt;')
        expect(mail?.html).not.toContain('<script>')
      }
      expect((await outbox(member)).map((m) => [m.status, m.attempts])).toEqual([['sent', 1]])

      // The workflow says when it last sent (synced to the member's devices), and the member cannot forge it.
      const sentAt = async () =>
        (await service.from('capital_readiness_workflows').select('last_sent_at').eq('id', id).single()).data
          ?.last_sent_at as string | null
      const stamped = await sentAt()
      expect(stamped).not.toBeNull()
      await member.client
        .from('capital_readiness_workflows')
        .update({ last_sent_at: '2000-01-01T00:00:00Z', name: 'Renamed' })
        .eq('id', id)
      expect(await sentAt()).toBe(stamped)
    })

    it('the dev inbox takes mail from the service role only, and refuses a bad address with a 400', async () => {
      const post = (key: string, body: unknown) =>
        fetch(`${target.url}/auth/v1/dev/inbox`, {
          method: 'POST',
          headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      const to = address('x')
      expect((await post(target.anonKey, { to, subject: 's', text: 't', html: 'h' })).status).toBe(403)
      const badAddress = { to: 'not an address', subject: 's', text: 't', html: 'h' }
      expect((await post(target.serviceRoleKey, badAddress)).status).toBe(400)
      expect((await post(target.serviceRoleKey, { to, subject: 5, text: 't', html: 'h' })).status).toBe(400)
      expect(await inbox(to)).toEqual([])
    })

    it('refuses every caller but the service role', async () => {
      const member = await newUser(target, 'crmail')
      const answer = await fetch(`${target.url}/functions/v1/send-capital-readiness-mail`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${member.accessToken}`, apikey: target.anonKey },
      })
      expect(answer.status).toBe(403)
    })
  })

  describe('the drain through Resend (a fake on loopback)', () => {
    let fake: LoopbackFake
    let answer: { status: number; json: unknown } = { status: 200, json: { id: 'email-1' } }
    beforeAll(async () => {
      fake = await startLoopbackFake(() => answer)
    })
    afterAll(async () => {
      await fake.close()
    })
    const env = () =>
      functionEnv(
        { RESEND_API_KEY: 're_test_key', RESEND_API_BASE: fake.url, MAIL_FROM: 'JUL <r@jul.test>' },
        target,
      )

    it('a 5xx is retried later, a 4xx fails the message with Resend’s reason, and a success is not sent again', async () => {
      const member = await newUser(target, 'crmail')
      const recipient = address('investor')
      await workflow(member, 'report_published', [recipient])
      await publish(await report(member, { readiness_score: 64 }))

      answer = { status: 503, json: { statusCode: 503, name: 'service_unavailable', message: 'Try later' } }
      const first = await callHandler(drain, env(), { token: target.serviceRoleKey, body: {} })
      expect(first.json).toMatchObject({ sent: 0, retrying: 1, failed: 0 })
      const [queued] = await outbox(member)
      expect(queued).toMatchObject({ status: 'queued', attempts: 1 })
      expect(queued?.last_error).toContain('503 service_unavailable: Try later')
      const sentTo = fake.requests.at(-1)
      expect(sentTo?.path).toBe('/emails')
      expect(sentTo?.headers.authorization).toBe('Bearer re_test_key')
      expect(sentTo?.headers['idempotency-key']).toBe(`capital-readiness/${queued?.id}/${recipient}`)
      expect(JSON.parse(sentTo?.text ?? '{}')).toMatchObject({ from: 'JUL <r@jul.test>', to: [recipient] })

      // Not due again before its backoff: a drain now sends nothing.
      const requests = fake.requests.length
      await callHandler(drain, env(), { token: target.serviceRoleKey, body: {} })
      expect(fake.requests.length).toBe(requests)

      await service
        .from('capital_readiness_mail_outbox')
        .update({ next_attempt_at: new Date().toISOString() })
        .eq('id', queued?.id ?? '')
      answer = {
        status: 422,
        json: { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' },
      }
      const second = await callHandler(drain, env(), { token: target.serviceRoleKey, body: {} })
      expect(second.json).toMatchObject({ sent: 0, retrying: 0, failed: 1 })
      expect((await outbox(member))[0]).toMatchObject({
        status: 'failed',
        attempts: 2,
        last_error: `${recipient}: 422 validation_error: Invalid \`to\` field.`,
      })

      const workflowRow = await service
        .from('capital_readiness_workflows')
        .select('last_sent_at')
        .eq('user_id', member.id)
        .single()
      expect(workflowRow.data?.last_sent_at).toBeNull()

      answer = { status: 200, json: { id: 'email-2' } }
      await callHandler(drain, env(), { token: target.serviceRoleKey, body: {} })
      expect(fake.requests.length).toBe(requests + 1)
    })
  })
})
