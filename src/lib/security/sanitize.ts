import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'

/**
 * Text cleaning of spec 000 §5: markup goes through DOMPurify, never a home-made HTML regex.
 * Results are plain text, meant to be rendered as text (React escapes it again).
 */

const SCRIPT_SCHEME = /(?:java|vb)script\s*:/gi

/** Named handlers rather than any 'on…=': plain prose such as 'one = 1' must not be flagged. */
const INLINE_HANDLER =
  /\bon(?:load|error|click|dblclick|mouse[a-z]*|key[a-z]*|focus|blur|submit|change|input|abort|pointer[a-z]*|animation[a-z]*|toggle|begin|unload)\s*=/i

let purifier: Purifier | null | undefined

/**
 * A DOM that is present but unfaithful (happy-dom 21 makes DOMPurify keep `<script>`) must not be
 * trusted: the purifier has to prove it removes a script before it is used.
 */
function worksOnThisDom(candidate: Purifier): boolean {
  return candidate.isSupported && candidate.sanitize('<b>ok</b><script>x</script>') === '<b>ok</b>'
}

/** Built on first use: at import time a worker or node has no `window`, and a test DOM may not be ready. */
function getPurifier(): Purifier | null {
  if (purifier === undefined) {
    const candidate = typeof window === 'undefined' ? null : DOMPurify(window)
    purifier = candidate !== null && worksOnThisDom(candidate) ? candidate : null
  }
  return purifier
}

/** Removes scheme tokens until none is left, so 'javajavascript:script:' cannot reassemble one. */
function stripScriptSchemes(text: string): string {
  let current = text
  let previous: string
  do {
    previous = current
    current = current.replace(SCRIPT_SCHEME, '')
  } while (current !== previous)
  return current
}

function markupToText(input: string): string {
  const active = getPurifier()
  if (active === null) {
    // Without a DOM nothing can parse HTML safely; dropping every angle bracket means no tag can survive.
    return input.replace(/[<>]/g, '')
  }
  const fragment = active.sanitize(input, {
    ALLOWED_TAGS: [],
    ALLOWED_ATTR: [],
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  })
  return fragment.textContent ?? ''
}

/** Strips script tags (with their content), inline handlers and javascript:/vbscript: prefixes; keeps the words. */
export function cleanText(input: string): string {
  return stripScriptSchemes(markupToText(input)).trim()
}

export const SUSPICIOUS_PATTERNS: readonly RegExp[] = [
  /<\s*script\b/i,
  /\b(?:java|vb)script\s*:/i,
  INLINE_HANDLER,
  /\beval\s*\(/i,
  /document\s*\.\s*cookie/i,
  /<\s*iframe\b/i,
  /<\s*embed\b/i,
  /<\s*object\b/i,
  /\bdrop\s+table\b/i,
  /\bunion\s+(?:all\s+)?select\b/i,
  /\bexpression\s*\(/i,
  /data\s*:\s*text\/html/i,
]

/** Flags content with eval, cookie access, iframe/embed/object, drop table and similar patterns. */
export function isSuspiciousContent(input: string): boolean {
  return SUSPICIOUS_PATTERNS.some((pattern) => pattern.test(input))
}
