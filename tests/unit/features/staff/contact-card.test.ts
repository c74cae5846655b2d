import { describe, expect, it } from 'vitest'
import {
  contactFrom,
  escapeHtml,
  signatureHtml,
  signatureText,
  vCard,
} from '../../../../src/features/staff/contact-card.ts'

const julia = contactFrom(
  {
    first_name: 'Julia',
    last_name: 'Advisor',
    job_title: 'Strategic Advisor',
    company: 'JUL',
    phone: '+44 20 7946 0002',
    company_website: 'https://jul.example',
    linkedin_url: 'https://www.linkedin.com/in/jul-advisor',
  },
  'staff@jul.example',
  'staff',
)

describe('the staff signature and business card (001 §2)', () => {
  it('is generated from the staff profile', () => {
    expect(signatureText(julia)).toBe(
      [
        'Julia Advisor',
        'Strategic Advisor, JUL',
        'staff@jul.example',
        '+44 20 7946 0002',
        'https://jul.example/',
        'https://www.linkedin.com/in/jul-advisor',
      ].join('\n'),
    )
    const html = signatureHtml(julia)
    expect(html).toContain('<strong style="font-size:15px;color:#111111">Julia Advisor</strong>')
    expect(html).toContain('href="mailto:staff@jul.example"')
    expect(html).toContain('href="tel:+442079460002"')
  })

  it('falls back to the display name without a profile', () => {
    expect(contactFrom(undefined, 'ops@jul.example', 'ops').name).toBe('ops')
  })

  it('escapes profile values in the HTML and never links a javascript: URL', () => {
    const hostile = { ...julia, name: '<img src=x onerror=alert(1)>', website: 'javascript:alert(1)' }
    const html = signatureHtml(hostile)
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('javascript:')
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;')
  })

  it('writes a vCard 3.0 with escaped separators', () => {
    const card = vCard({ ...julia, company: 'JUL; Advisory, Ltd' })
    expect(card.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Advisor;Julia;;;',
      'FN:Julia Advisor',
      'ORG:JUL\\; Advisory\\, Ltd',
      'TITLE:Strategic Advisor',
      'EMAIL;TYPE=INTERNET:staff@jul.example',
      'TEL;TYPE=WORK,VOICE:+44 20 7946 0002',
      'URL:https://jul.example/',
      'END:VCARD',
    ])
  })
})
