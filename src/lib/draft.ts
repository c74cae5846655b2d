/**
 * A quick-entry box (a spark, a room message, a capture note, a reflection) is saved while the member
 * may go on typing. When the save lands, only what was sent leaves the box: words typed after it stay,
 * and a box edited inside the sent words is left as it is, since it no longer holds what was sent.
 */
export function remainingDraft(current: string, sent: string): string {
  if (current === sent) return ''
  if (sent !== '' && current.startsWith(sent)) return current.slice(sent.length).replace(/^\s+/, '')
  return current
}
