import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  mailProviderFrom,
  type OutgoingMail,
  resendProvider,
} from '../../../supabase/functions/_shared/mail/mail-provider.ts'
import { functionEnv } from '../support/functions.ts'
import { type FakeAnswer, type LoopbackFake, startLoopbackFake } from '../support/loopback-fake.ts'

// The Resend adapter against a fake Resend on loopback: what it sends, and how it reads each answer.

const mail: OutgoingMail = {
  to: 'investor@example.org',
  subject: 'New capital readiness report: Ada',
  text: 'plain',
  html: '<p>html</p>',
  link: 'https://jul.example/app/capital-readiness',
  idempotencyKey: 'capital-readiness/m1/investor@example.org',
}

describe('the Resend mail provider', () => {
  let fake: LoopbackFake
  let answer: FakeAnswer = { json: { id: 'email-1' } }
  beforeAll(async () => {
    fake = await startLoopbackFake(() => answer)
  })
  afterAll(async () => {
    await fake.close()
  })

  it('POSTs /emails with the key, the idempotency key and one recipient, and answers the id', async () => {
    answer = { json: { id: 'email-1' } }
    const result = await resendProvider('re_key', 'JUL <r@jul.test>', fake.url).send(mail)
    expect(result).toEqual({ ok: true, id: 'email-1' })
    const request = fake.requests.at(-1)
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/emails')
    expect(request?.headers.authorization).toBe('Bearer re_key')
    expect(request?.headers['idempotency-key']).toBe(mail.idempotencyKey)
    expect(JSON.parse(request?.text ?? '')).toEqual({
      from: 'JUL <r@jul.test>',
      to: ['investor@example.org'],
      subject: mail.subject,
      text: 'plain',
      html: '<p>html</p>',
    })
  })

  it('a 5xx or a 429 is a passing failure; another 4xx is a refusal with Resend’s words', async () => {
    const provider = resendProvider('re_key', 'JUL <r@jul.test>', fake.url)
    answer = { status: 500, json: { statusCode: 500, name: 'internal_server_error', message: 'Oops' } }
    expect(await provider.send(mail)).toEqual({
      ok: false,
      retryable: true,
      reason: '500 internal_server_error: Oops',
    })
    answer = {
      status: 429,
      json: { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' },
    }
    expect(await provider.send(mail)).toMatchObject({ ok: false, retryable: true })
    answer = {
      status: 403,
      json: { statusCode: 403, name: 'validation_error', message: 'Domain not verified' },
    }
    expect(await provider.send(mail)).toEqual({
      ok: false,
      retryable: false,
      reason: '403 validation_error: Domain not verified',
    })
  })

  it('an unreachable Resend is a passing failure', async () => {
    const closed = await startLoopbackFake(() => ({}))
    await closed.close()
    expect(await resendProvider('re_key', 'x@jul.test', closed.url).send(mail)).toMatchObject({
      ok: false,
      retryable: true,
    })
  })

  it('is chosen by RESEND_API_KEY; the dev inbox without it; nothing where neither is set', () => {
    expect(
      mailProviderFrom(functionEnv({ RESEND_API_KEY: 'k', LOCAL_MAIL_URL: 'http://127.0.0.1:1' }))?.name,
    ).toBe('resend')
    expect(mailProviderFrom(functionEnv({ LOCAL_MAIL_URL: 'http://127.0.0.1:1' }))?.name).toBe('local')
    expect(mailProviderFrom(functionEnv())).toBeNull()
  })
})
