// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { cleanText, isSuspiciousContent } from '../../../../src/lib/security/sanitize.ts'

describe('cleanText (spec 000 §5, DOMPurify in a faithful DOM)', () => {
  it('drops script tags with their content and keeps the words around them', () => {
    expect(cleanText('Hello <script>alert("x")</script>world')).toBe('Hello world')
  })

  it('drops inline handlers with their tag', () => {
    expect(cleanText('<img src=x onerror="steal()">Photo <b onclick="x()">bold</b>')).toBe('Photo bold')
  })

  it('strips javascript: and vbscript: prefixes, even when split to reassemble', () => {
    expect(cleanText('javascript:alert(1)')).toBe('alert(1)')
    expect(cleanText('VBScript:msgbox')).toBe('msgbox')
    expect(cleanText('javajavascript:script:alert(1)')).toBe('alert(1)')
  })

  it('returns plain text with entities decoded, not HTML', () => {
    expect(cleanText('Fish &amp; chips < 5')).toBe('Fish & chips < 5')
  })
})

describe('isSuspiciousContent', () => {
  it.each([
    'eval(atob("x"))',
    'document.cookie',
    '<iframe src="https://evil">',
    '<embed src=x>',
    '<object data=x>',
    "'; DROP TABLE users; --",
    '<script>',
    'javascript:void(0)',
    '<img onerror=alert(1)>',
  ])('flags %s', (input) => {
    expect(isSuspiciousContent(input)).toBe(true)
  })

  it.each([
    'We dropped the table tennis',
    'one = 1',
    'Please select a time from the list',
    'Evaluate the object',
  ])('lets ordinary prose through: %s', (input) => {
    expect(isSuspiciousContent(input)).toBe(false)
  })
})
