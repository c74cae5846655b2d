import { describe, expect, it } from 'vitest'
import { firstAttachmentUrl } from '../../../../src/lib/agreements.ts'
import { webLink } from '../../../../src/lib/security/web-link.ts'
import { resolveCtas } from '../../../../src/lib/service-cards.ts'

// Addresses a member (or a compromised staff account) can store in a link field, written the ways
// browsers still accept them: case, whitespace, control characters and entity-free obfuscation.
const SCRIPT_AND_DATA = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript://https://jul.example/%0aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'blob:https://jul.example/0b6e',
  'file:///etc/passwd',
]

describe('a stored address becomes a link only when it is a web address', () => {
  it('never answers a javascript:, data:, vbscript:, blob: or file: address, however it is written', () => {
    expect(SCRIPT_AND_DATA.map(webLink)).toEqual(SCRIPT_AND_DATA.map(() => null))
  })

  it('refuses relative paths, bare words, non-strings and empty values', () => {
    for (const value of ['/app/home', '//evil.example/x', 'meet.jul.example/abc', '', null, undefined, 42]) {
      expect(webLink(value)).toBeNull()
    }
  })

  it('answers http and https addresses as the browser would open them', () => {
    expect(webLink('https://meet.jul.example/abc?x=1#t')).toBe('https://meet.jul.example/abc?x=1#t')
    expect(webLink('  HTTP://Drive.Example/Rec  ')).toBe('http://drive.example/Rec')
  })

  it('is the rule behind proposal attachments and service-card booking links', () => {
    for (const url of SCRIPT_AND_DATA) expect(firstAttachmentUrl([{ name: 'a.pdf', url }])).toBeNull()
    const card = {
      id: 'c',
      title: 'Strategy',
      position_order: 1,
      is_active: true,
      cta_type: 'calendly,info',
      cta_config: { calendly_url: 'data:text/html,<script>alert(1)</script>', url: 'javascript:alert(1)' },
    }
    expect(resolveCtas(card, 'EUR')).toEqual([{ kind: 'info', label: 'Learn More', url: null }])
  })
})
