// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cleanText } from '../../../../src/lib/security/sanitize.ts'

describe('cleanText where there is no window (worker, node)', () => {
  it('runs in node without a DOM', () => {
    expect(typeof window).toBe('undefined')
  })

  it('leaves no tag behind even though it cannot parse HTML', () => {
    const cleaned = cleanText('<img src=x onerror=alert(1)>Hi <script>x</script>')
    expect(cleaned).not.toContain('<')
    expect(cleaned).not.toContain('>')
  })

  it('still strips script schemes', () => {
    expect(cleanText('javascript:alert(1)')).toBe('alert(1)')
  })
})
