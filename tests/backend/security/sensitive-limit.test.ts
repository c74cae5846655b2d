import { describe, expect, it } from 'vitest'
import { backend, clientFor, newUser, serviceClient, type TestUser } from '../support/backend.ts'
import { invokeError } from '../support/functions.ts'

// 000 §5's sensitive limit, 3 per 15 minutes, enforced by the server: a script calling the API
// directly meets it exactly as the app does. Each test owns its addresses and members.

const LIMIT_MESSAGE = 'Too many attempts. Please try again in 15 minutes.'

async function auditOf(email: string) {
  const { data, error } = await serviceClient(backend())
    .from('audit_events')
    .select('event_type, action, severity, metadata')
    .eq('resource', 'auth')
    .eq('metadata->>email', email)
    .order('created_at')
  expect(error).toBeNull()
  return (data ?? []).map((row) => `${row.event_type} ${row.action} ${row.severity}`)
}

async function rawAuth(path: string, body: Record<string, unknown>) {
  const target = backend()
  const response = await fetch(`${target.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: target.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: await response.json(),
  }
}

describe('the sensitive limit on sign-in, magic links and password resets (local auth server)', () => {
  it('refuses the 4th failed sign-in within 15 minutes with a 429, even with the right password', async () => {
    const member = await newUser(backend(), 'limit-sign-in')
    const client = clientFor(backend())
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const wrong = await client.auth.signInWithPassword({ email: member.email, password: 'not-it' })
      expect(wrong.error?.code).toBe('invalid_credentials')
    }
    const fourth = await rawAuth('token?grant_type=password', {
      email: member.email,
      password: member.password,
    })
    expect(fourth.status).toBe(429)
    expect(Number(fourth.retryAfter)).toBeGreaterThan(14 * 60)
    expect(fourth.body).toEqual({ code: 'over_request_rate_limit', message: LIMIT_MESSAGE })
    const viaClient = await client.auth.signInWithPassword({ email: member.email, password: member.password })
    expect(viaClient.error?.message).toBe(LIMIT_MESSAGE)
    expect(await auditOf(member.email)).toEqual([
      'security sign_in_failed low',
      'security sign_in_failed low',
      'security sign_in_failed low',
      'security rate_limit_exceeded medium',
      'security rate_limit_exceeded medium',
    ])
  })

  it('never counts a successful sign-in: a member signing in on many devices is not refused', async () => {
    const member = await newUser(backend(), 'limit-devices')
    for (let device = 1; device <= 5; device += 1) {
      const signedIn = await clientFor(backend()).auth.signInWithPassword({
        email: member.email,
        password: member.password,
      })
      expect(signedIn.error).toBeNull()
    }
  })

  it.each([
    ['magic links', 'otp'],
    ['password resets', 'recover'],
  ])('refuses the 4th of %s for one address within 15 minutes, known or not', async (_name, path) => {
    const member = await newUser(backend(), `limit-${path}`)
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await rawAuth(path, { email: member.email })).status).toBe(200)
    }
    const fourth = await rawAuth(path, { email: member.email })
    expect(fourth.status).toBe(429)
    expect(fourth.body).toEqual({ code: 'over_email_send_rate_limit', message: LIMIT_MESSAGE })
    // Another address is counted on its own.
    expect((await rawAuth(path, { email: `other-${member.email}` })).status).toBe(200)
    expect(await auditOf(member.email)).toEqual(['security rate_limit_exceeded medium'])
  })
})

async function startCheckout(member: TestUser) {
  return member.client.functions.invoke('create-console-subscription-checkout', {
    body: {
      customer_email: member.email,
      success_url: `${backend().url}/console-success`,
      cancel_url: `${backend().url}/console-cancel`,
    },
  })
}

describe('the sensitive limit on checkout starts (the checkout functions)', () => {
  it('refuses the 4th checkout a member starts within 15 minutes with a 429, and audits it', async () => {
    const member = await newUser(backend(), 'limit-checkout')
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const started = await startCheckout(member)
      expect(started.error).toBeNull()
    }
    const fourth = await startCheckout(member)
    const refused = await invokeError(fourth.error)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual(
      expect.objectContaining({ error: LIMIT_MESSAGE, limit: 3, window_seconds: 900 }),
    )
    // Another member is counted on their own.
    expect((await startCheckout(await newUser(backend(), 'limit-checkout'))).error).toBeNull()
    const { data } = await serviceClient(backend())
      .from('audit_events')
      .select('event_type, action, severity, resource, user_id')
      .eq('user_id', member.id)
    expect(data).toEqual([
      {
        event_type: 'security',
        action: 'rate_limit_exceeded',
        severity: 'medium',
        resource: 'checkout_start',
        user_id: member.id,
      },
    ])
  })
})
