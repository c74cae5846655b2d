import { describe, expect, it } from 'vitest'
import { cleanText } from '../../../../src/lib/security/sanitize.ts'

// The unit project's happy-dom makes DOMPurify keep <script>; cleanText must notice and not trust it.
describe('cleanText on a DOM that DOMPurify cannot rely on (happy-dom)', () => {
  it('still leaves no markup behind', () => {
    const cleaned = cleanText('Hello <script>alert(1)</script><img src=x onerror=steal()>world')
    expect(cleaned).not.toMatch(/[<>]/)
    expect(cleaned.startsWith('Hello')).toBe(true)
    expect(cleaned.endsWith('world')).toBe(true)
  })
})
