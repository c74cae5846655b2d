import { describe, expect, it } from 'vitest'
import { FORMS } from '../../../../src/features/forms/form-definitions.ts'
import { defaultValues, type FormValues, formSchema } from '../../../../src/features/forms/form-schema.ts'
import { admitSubmission, toSubmission } from '../../../../src/features/forms/submission.ts'
import { createRateLimiter } from '../../../../src/lib/security/rate-limiter.ts'

function errorsOf(form: (typeof FORMS)[keyof typeof FORMS], values: FormValues): Record<string, string> {
  const result = formSchema(form).safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
}

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: '',
  topic: 'Advisory',
  message: 'Hello',
}

describe('public form rules (spec 000 §5)', () => {
  it('accepts a complete contact form', () => {
    expect(errorsOf(FORMS.contact, contact)).toEqual({})
  })

  it("says '{field} is required' and 'must be a valid email' with the field's label", () => {
    expect(errorsOf(FORMS.contact, { ...defaultValues(FORMS.contact), email: 'not-an-email' })).toEqual({
      name: 'Name is required',
      email: 'Email must be a valid email',
      topic: 'Topic is required',
      message: 'Message is required',
    })
  })

  it('checks URLs and phone numbers, and refuses a message longer than 1000 characters', () => {
    expect(errorsOf(FORMS.partnership, { ...contact, website: 'ftp://x', partnerType: 'Corporate' })).toEqual(
      {
        company: 'Organisation is required',
        website: 'Website must be a valid URL',
      },
    )
    const session = {
      ...defaultValues(FORMS.strategySession),
      name: 'A',
      email: 'a@b.co',
      focus: 'Fundraising',
    }
    expect(errorsOf(FORMS.strategySession, { ...session, timeline: 'Flexible', phone: '12-34' })).toEqual({
      phone: 'Phone must be a valid phone number',
    })
    expect(errorsOf(FORMS.contact, { ...contact, message: 'x'.repeat(1001) })).toEqual({
      message: 'Message length is invalid',
    })
  })

  it("asks for a session focus in the spec's words", () => {
    const values = {
      ...defaultValues(FORMS.strategySession),
      name: 'A',
      email: 'a@b.co',
      timeline: 'Next week',
    }
    expect(errorsOf(FORMS.strategySession, values)).toEqual({ focus: 'Please select a session type' })
  })

  it('refuses a choice that is not offered and an unticked required consent', () => {
    expect(errorsOf(FORMS.contact, { ...contact, topic: 'Lottery' })).toEqual({ topic: 'Topic is invalid' })
    const join = { ...defaultValues(FORMS.newsletterJoin), email: 'a@b.co', topics: ['Spam'] }
    expect(errorsOf(FORMS.newsletterJoin, join)).toEqual({
      topics: 'Send me is invalid',
      consent: 'Consent is required',
    })
  })

  it('flags script and injection content by field', () => {
    expect(errorsOf(FORMS.contact, { ...contact, message: '<script>alert(1)</script>' })).toEqual({
      message: 'Message contains invalid content',
    })
    expect(errorsOf(FORMS.contact, { ...contact, company: 'x; select password from users' })).toEqual({
      company: 'Potential threat detected in Company',
    })
    expect(errorsOf(FORMS.contact, { ...contact, message: 'see ../../etc/passwd' })).toEqual({
      message: 'Suspicious file path in Message',
    })
  })
})

describe('what a form stores in form_submissions', () => {
  it('puts e-mail and name in their columns and the other filled fields in the payload', () => {
    expect(toSubmission(FORMS.contact, { ...contact, email: ' Ada@Example.com ' }, '/contact')).toEqual({
      form_type: 'contact',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      payload: { topic: 'Advisory', message: 'Hello' },
      source_path: '/contact',
    })
  })

  it('stores the funding-gaps access request as a contact with its topic', () => {
    const values = { name: 'Ada', email: 'a@b.co', company: 'Acme', role: 'Founder' }
    expect(toSubmission(FORMS.fundingGapsAccess, values, '/funding-gaps-report/access')).toMatchObject({
      form_type: 'contact',
      payload: { topic: 'funding-gaps-report-access', company: 'Acme', role: 'Founder' },
    })
  })
})

describe('rate limit of public forms (spec 000 §5)', () => {
  it('allows 10 sends a minute per form, then asks to wait', () => {
    let now = 0
    const limiter = createRateLimiter({ now: () => now })
    const outcomes = Array.from({ length: 11 }, (_, index) => {
      now = index * 5_000 + (index % 3) * 1_234
      return admitSubmission(limiter, 'contact')
    })
    expect(outcomes.slice(0, 10).every((outcome) => outcome.allowed)).toBe(true)
    expect(outcomes[10]).toEqual({
      allowed: false,
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds/),
    })
  })

  it('stops a burst of more than 5 sends in 10 seconds', () => {
    let now = 0
    const limiter = createRateLimiter({ now: () => now })
    const outcomes = [0, 900, 2_500, 3_100, 5_800, 6_000].map((at) => {
      now = at
      return admitSubmission(limiter, 'partnership').allowed
    })
    expect(outcomes).toEqual([true, true, true, true, true, false])
  })
})
