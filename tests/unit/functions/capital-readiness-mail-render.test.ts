import { describe, expect, it } from 'vitest'
import {
  type ClaimedMessage,
  escapeHtml,
  renderMail,
  retryDelaySeconds,
} from '../../../supabase/functions/send-capital-readiness-mail/render.ts'

const message = (extra: Partial<ClaimedMessage> = {}): ClaimedMessage => ({
  id: 'm1',
  trigger_event: 'report_published',
  event_key: 'r1',
  workflow_name: 'Investors',
  member_name: 'Ada Lovelace',
  company_name: 'Analytical Engines',
  report_title: 'Seed readiness',
  report_summary: 'Strong team.',
  readiness_score: 78,
  previous_score: null,
  ...extra,
})

const ORIGIN = 'https://jul.example'

describe('the capital readiness e-mails', () => {
  it('a published report names the member, the company, the score and links to the readiness screen', () => {
    const mail = renderMail(message(), `${ORIGIN}/`)
    expect(mail.subject).toBe('New capital readiness report: Ada Lovelace (Analytical Engines)')
    expect(mail.link).toBe('https://jul.example/app/capital-readiness')
    expect(mail.text).toContain('Readiness score: 78 out of 100')
    expect(mail.text).toContain('Strong team.')
    expect(mail.text).toContain('Open it in JUL: https://jul.example/app/capital-readiness')
    expect(mail.html).toContain('<a href="https://jul.example/app/capital-readiness">Open it in JUL</a>')
    expect(mail.text).toContain('through the workflow "Investors"')
  })

  it('a score change says from what to what, signed', () => {
    const up = renderMail(message({ trigger_event: 'score_changed', previous_score: 70 }), ORIGIN)
    expect(up.subject).toBe('Capital readiness score changed: Ada Lovelace (Analytical Engines)')
    expect(up.text).toContain('changed from 70 to 78 (+8)')
    const down = renderMail(message({ trigger_event: 'score_changed', previous_score: 80 }), ORIGIN)
    expect(down.text).toContain('changed from 80 to 78 (−2)')
  })

  it('a monthly summary names its month', () => {
    const mail = renderMail(message({ trigger_event: 'monthly_summary', event_key: '2027-02' }), ORIGIN)
    expect(mail.subject).toBe(
      'Capital readiness summary for February 2027: Ada Lovelace (Analytical Engines)',
    )
    expect(mail.text).toContain('Latest report: Seed readiness')
  })

  it('a member without a name is "A JUL member"', () => {
    expect(renderMail(message({ member_name: null, company_name: null }), ORIGIN).subject).toBe(
      'New capital readiness report: A JUL member',
    )
  })

  it('hostile report text is text in the HTML, and a subject stays one line', () => {
    const mail = renderMail(
      message({
        member_name: '"><img src=x onerror=alert(1)>',
        report_title: '<script>alert("t")</script>\r\nBcc: victim@example.com',
        report_summary: "O'Brien & <b>Co</b>",
        workflow_name: '</p><iframe>',
      }),
      ORIGIN,
    )
    expect(mail.html).not.toMatch(/<script|<img|<iframe|<b>/)
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;')
    expect(mail.html).toContain('O&#39;Brien &amp; &lt;b&gt;Co&lt;/b&gt;')
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.text).toContain('<script>alert("t")</script> Bcc: victim@example.com')
  })

  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  it('waits 1, 2, 4, 8 minutes between tries, never more than an hour', () => {
    expect([1, 2, 3, 4, 10].map(retryDelaySeconds)).toEqual([60, 120, 240, 480, 3600])
  })
})
