import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import notifier from '../../../supabase/functions/zapier-webhook-notifier/handler.ts'
import { backend, clientFor, newUser } from '../support/backend.ts'
import { callHandler, functionEnv, invokeError } from '../support/functions.ts'
import { type LoopbackFake, startLoopbackFake } from '../support/loopback-fake.ts'

const interaction = (contactEmail: string) => ({
  record_type: 'Interaction',
  external_id: `int-${crypto.randomUUID()}`,
  mode: 'create',
  data: {
    contact_email: contactEmail,
    interaction_type: 'Advisory Session',
    interaction_subject: 'Seed round',
    interaction_notes: 'Reviewed the model',
    completed_at: '2026-11-20T10:00:00Z',
  },
})

describe('zapier-webhook-notifier without a webhook', () => {
  it('stores a Contact and an Interaction in the member’s CRM and reports no delivery', async () => {
    const member = await newUser(backend(), 'crm')
    const contact = await member.client.functions.invoke('zapier-webhook-notifier', {
      body: {
        record_type: 'Contact',
        external_id: member.id,
        mode: 'upsert',
        data: { email: 'Ada@Example.com', first_name: 'Ada', last_name: 'Lovelace', company: 'Engines' },
      },
    })
    expect(contact.error).toBeNull()
    expect(contact.data).toMatchObject({
      stored: { interaction_id: null },
      delivery: { status: 'not_configured', attempts: 0, http_status: null },
    })
    const logged = await member.client.functions.invoke('zapier-webhook-notifier', {
      body: interaction('ada@example.com'),
    })
    const stored = (logged.data as { stored: { contact_id: string; interaction_id: string } }).stored
    expect(stored.contact_id).toBe((contact.data as { stored: { contact_id: string } }).stored.contact_id)
    const { data: contacts } = await member.client.from('crm_contacts').select('email, full_name, company')
    expect(contacts).toEqual([{ email: 'ada@example.com', full_name: 'Ada Lovelace', company: 'Engines' }])
    const { data: rows } = await member.client
      .from('crm_interactions')
      .select('id, contact_id, interaction_type, interaction_subject')
    expect(rows).toEqual([
      {
        id: stored.interaction_id,
        contact_id: stored.contact_id,
        interaction_type: 'Advisory Session',
        interaction_subject: 'Seed round',
      },
    ])
  })

  it('refuses an unknown record type or interaction type with 400, and anon with 401', async () => {
    const member = await newUser(backend(), 'crm')
    const unknown = await member.client.functions.invoke('zapier-webhook-notifier', {
      body: { record_type: 'Deal', external_id: 'x', data: {} },
    })
    expect(await invokeError(unknown.error)).toEqual({
      status: 400,
      body: { error: 'record_type: must be Contact, Company or Interaction' },
    })
    const badType = await member.client.functions.invoke('zapier-webhook-notifier', {
      body: {
        ...interaction('a@example.com'),
        data: { contact_email: 'a@example.com', interaction_type: 'Lunch' },
      },
    })
    expect((await invokeError(badType.error)).status).toBe(400)
    const anon = await clientFor(backend()).functions.invoke('zapier-webhook-notifier', {
      body: interaction('a@example.com'),
    })
    expect((await invokeError(anon.error)).status).toBe(401)
  })
})

describe('zapier-webhook-notifier with a webhook (loopback fake)', () => {
  let fake: LoopbackFake
  const plan: number[] = []
  beforeAll(async () => {
    fake = await startLoopbackFake(() => {
      const status = plan.shift() ?? 200
      return { status, json: status === 200 ? { status: 'success' } : { error: 'busy' } }
    })
  })
  afterAll(() => fake.close())
  const env = () =>
    functionEnv({ ZAPIER_WEBHOOK_URL: `${fake.url}/hooks/catch/1/abc`, ZAPIER_RETRY_BASE_MS: '10' })

  it('retries 503s with backoff until delivered, posting the exact record', async () => {
    const member = await newUser(backend(), 'crm')
    plan.push(503, 503)
    const before = fake.requests.length
    const record = interaction('grace@example.com')
    const answer = await callHandler(notifier, env(), { token: member.accessToken, body: record })
    expect(answer.json.delivery).toEqual({ status: 'delivered', attempts: 3, http_status: 200 })
    const sent = fake.requests.slice(before)
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(
      Array(3).fill('POST /hooks/catch/1/abc'),
    )
    expect(sent[0]?.headers['content-type']).toBe('application/json')
    const body = JSON.parse(sent[2]?.text ?? '{}') as Record<string, unknown>
    expect(body).toEqual({
      ...record,
      relations: undefined,
      member: { id: member.id, email: member.email },
      sent_at: expect.any(String),
    })
  })

  it('gives up at once on a 4xx and still keeps the stored record', async () => {
    const member = await newUser(backend(), 'crm')
    plan.push(410)
    const answer = await callHandler(notifier, env(), {
      token: member.accessToken,
      body: interaction('hedy@example.com'),
    })
    expect(answer.status).toBe(200)
    expect(answer.json.delivery).toEqual({ status: 'failed', attempts: 1, http_status: 410 })
    const { count } = await member.client
      .from('crm_interactions')
      .select('id', { count: 'exact', head: true })
    expect(count).toBe(1)
  })
})
