/**
 * The one rule for an address that came from stored content (a member's note, a session's meeting or
 * recording link, a proposal's attachment, a service card's booking link) before it becomes a
 * clickable link: only an absolute http(s) address passes. `javascript:`, `data:`, `vbscript:`,
 * `blob:`, `file:` and relative paths never do. React 19 blocks only
 * `javascript:` hrefs, and only in the DOM it renders; `data:` and the others it lets through.
 *
 * The WHATWG parser decides, as the browser would: it drops tabs and newlines inside the scheme and
 * spaces around the address, so `java\tscript:` is seen for what it is, not missed by a pattern.
 */
const WEB_SCHEMES: readonly string[] = ['http:', 'https:']

/** The address as the browser would open it when it is a web address, otherwise null (show no link). */
export function webLink(value: unknown): string | null {
  if (typeof value !== 'string') return null
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    return null
  }
  return WEB_SCHEMES.includes(parsed.protocol) ? parsed.href : null
}
